import type { Plugin } from 'vite';
export function compileCatalog(messages: Record<string, string>, file?: string): Record<string, unknown>;
export function i18nMessages(): Plugin;
