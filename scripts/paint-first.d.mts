import type { Plugin } from 'vite';

export declare function starterScript(src: string): string;
export declare function startAfterFirstPaint(html: string): string;
export declare function paintFirst(): Plugin;
