export function placeholders(elements: unknown[], into?: Set<string>): Set<string>;
export function checkCatalogs(catalogs: Record<string, Record<string, unknown>>): string[];
export function readCatalogs(dir: string): Record<string, Record<string, unknown>>;
