import type { Plugin } from 'vite';

export declare function starterScript(src: string): string;
export declare function startAfterFirstPaint(html: string): string;
export declare function paintFirst(): Plugin;
export declare const STAGED_MODULE: string;
export declare const INSTALL_OFFER_GLOBAL: string;
export declare function stagedAssets(
  bundle: Record<string, unknown>,
  moduleId?: string,
): { scripts: string[]; styles: string[] };
export declare function withStagedAssets(html: string, bundle: Record<string, unknown>): string;
