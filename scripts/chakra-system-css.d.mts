import type { Plugin } from 'vite';

export declare function globalStylesCss(entries: unknown[]): Promise<string>;
export declare function systemCss(system: { layers: { atRule: string }; _global: unknown }): Promise<string>;
export declare function lazyGlobalSource(code: string): string;
export declare function chakraSystemCss(themeModule: string): Plugin;
