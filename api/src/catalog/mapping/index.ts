// The one TMDB-to-contract mapping, used by the live TMDB source and the embedded catalog's import.
export * from './fields';
export * from './offers';
export * from './tmdb-details';
export * from './tmdb-summaries';
