export type * from './catalog';
export type * from './filters';
export type * from './ratings';
export type * from './events';
export type * from './watchlist';
export type * from './availability';
