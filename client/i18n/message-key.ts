// The type of every message id: a key of the English catalog (client/i18n/intl.d.ts, docs/i18n.md). Its own file,
// so code that also runs outside Vite (the import worker's decoding, which tests/api/match.test.ts imports under the
// API's CommonJS type check) can name a key without importing the catalogs' loader.
import type en from './messages/en.json';

export type MessageKey = keyof typeof en;
