// Country code -> English name: the catalog's list (GET /api/countries) first, the browser's Intl as fallback.
import type { Country } from '../../../../api/src/contract';

let display: Intl.DisplayNames | null | undefined;

function intlName(code: string): string | null {
  if (display === undefined) {
    try {
      display = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      display = null;
    }
  }
  try {
    const name = display?.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

export function countryName(code: string, countries: Country[] | undefined): string {
  const found = countries?.find((c) => c.iso_3166_1 === code);
  return found?.english_name || intlName(code) || code;
}
