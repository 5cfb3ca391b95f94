import type { Plugin } from 'vite';

export declare const MIN_BYTES: number;
export declare function precompressDir(dir: string): number;
export declare function precompress(): Plugin;
