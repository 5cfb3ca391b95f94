import type { Plugin } from 'vite';

export declare const COMPILE_HINT: string;
export declare function wantsCompileHint(modules: Record<string, { renderedLength: number }>): boolean;
export declare function compileHints(): Plugin;
