export declare const ICON_SOURCE: string;
export declare const ICON_SPECS: [string, number, 'any' | 'maskable'][];
export declare function renderIcons(sourcePath?: string): Promise<{ fileName: string; source: Buffer }[]>;
