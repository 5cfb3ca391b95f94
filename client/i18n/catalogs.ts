// The message catalogs, one JSON file a language (client/i18n/messages, docs/i18n.md). English is in the app's
// code (the default language, and the one whose keys every other catalog must have: scripts/i18n-check.mjs);
// every other catalog is a chunk of its own, loaded only with its language. The build compiles each to FormatJS's
// message AST (scripts/i18n-messages.mjs), so the browser never parses ICU.
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../api/src/contract/locales';
import en from './messages/en.json';

import type { MessageKey } from './message-key';

export type { MessageKey };
/** A catalog as the app holds it: compiled messages (the build's) or ICU strings (tests and the dev server). */
export type Catalog = Record<MessageKey, string> | Record<MessageKey, MessageFormatElement[]>;

const LOADERS = import.meta.glob<Catalog>(['./messages/*.json', '!./messages/en.json'], {
  import: 'default',
});

const loaded = new Map<Locale, Catalog>([[DEFAULT_LOCALE, en]]);
const loading = new Map<Locale, Promise<Catalog>>();

/** The catalog of `locale` if it is loaded already (English always is). */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

/** Loads the catalog of `locale` (once; its chunk in the browser). */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    const load = LOADERS[`./messages/${locale}.json`];
    if (!load) return Promise.reject(new Error(`No catalog for ${locale}`));
    pending = load().then((catalog) => {
      loaded.set(locale, catalog);
      return catalog;
    });
    loading.set(locale, pending);
  }
  return pending;
}
