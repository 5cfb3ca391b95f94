export declare const CLIENT_INPUTS: string[];
export declare function sourceHash(inputs?: string[], base?: string): string;
export declare function appVersion(env?: Record<string, string | undefined>): string;
