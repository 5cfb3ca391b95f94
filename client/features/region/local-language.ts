// Language by country (docs/spec.md §9). Local carousels appear only when the language is not English.
export const LANGUAGE_BY_COUNTRY: Record<string, string> = {
  US: 'en',
  IN: 'hi',
  JP: 'ja',
  KR: 'ko',
  ES: 'es',
  FR: 'fr',
  IT: 'it',
  DE: 'de',
  RU: 'ru',
  CN: 'zh',
  TH: 'th',
  BR: 'pt',
  MX: 'es',
  AR: 'es',
  TR: 'tr',
};

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  hi: 'Hindi',
  ja: 'Japanese',
  ko: 'Korean',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  de: 'German',
  ru: 'Russian',
  zh: 'Chinese',
  th: 'Thai',
  pt: 'Portuguese',
  tr: 'Turkish',
};

/** ISO 639-1 language of a country; 'en' by default. */
export function languageForCountry(country: string): string {
  return LANGUAGE_BY_COUNTRY[country.toUpperCase()] ?? 'en';
}

/** The local language (code and English name) when it is not English, else null. */
export function localLanguage(country: string): { code: string; name: string } | null {
  const code = languageForCountry(country);
  if (code === 'en') return null;
  return { code, name: LANGUAGE_NAMES[code] ?? code };
}
