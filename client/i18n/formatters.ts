// Intl's formatters, made once per language and options and kept (issue #46). Making one resolves the locale and
// loads its ICU data: measured on the server's render of a German title page, the DateTimeFormat, NumberFormat and
// Collator made anew on every render cost ~1.7 ms of its ~18 ms (an English page makes none). The same holds in the
// browser, where a card grid made one NumberFormat a card.

const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  once('collator', locale, options, () => new Intl.Collator(locale, options));
