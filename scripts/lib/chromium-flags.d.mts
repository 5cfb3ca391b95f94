export declare const BROWSER_UI_FEATURES: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare const PLAYWRIGHT_DISABLE_FEATURES_FLAG: string;
export declare function withoutBrowserUi(flags: string[]): string[];
