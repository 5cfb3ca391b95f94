// The message catalogs (client/i18n/messages/*.json) compiled to FormatJS's message AST when they are imported
// (issue #46): the browser gets parsed messages, so the ICU parser stays out of its bundle (vite.config.ts aliases
// it to the parser-less build). A message that does not parse fails the build, naming the catalog and the key.
import { parse } from '@formatjs/icu-messageformat-parser';

const CATALOG = /[\\/]client[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json$/;

/** { key: "ICU message" } -> { key: AST }, throwing on a message that does not parse. */
export function compileCatalog(messages, file = 'catalog') {
  const out = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      out[key] = parse(message);
    } catch (err) {
      throw new Error(
        `${file}: "${key}" is no valid ICU message: ${err instanceof Error ? err.message : err}`,
      );
    }
  }
  return out;
}

/** Vite plugin: each catalog's JSON replaced by the JSON of its compiled messages (Vite's JSON import does the rest). */
export function i18nMessages() {
  return {
    name: 'streamfinder-i18n-messages',
    // Before Vite's JSON plugin, which turns the (compiled) JSON into a module after.
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0])) return null;
      const compiled = compileCatalog(JSON.parse(code), id);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
