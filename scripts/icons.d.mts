export declare const ICON_SOURCE: string;
export declare const ICON_SPECS: [string, number, 'any' | 'maskable'][];
export declare const FAVICON_SOURCE: string;
export declare const FAVICON: { fileName: string; size: number };
export declare function renderIcons(
  sourcePath?: string,
  faviconPath?: string,
): Promise<{ fileName: string; source: Buffer }[]>;
