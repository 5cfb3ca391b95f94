// The title the server already looked up for this address (api/src/seo/seo.service.ts writes it into the page
// as <script type="application/json" id="sf-title-boot">): put into the query cache before the page renders, so
// the app's first render of a title page is the title itself, in the boxes the server painted (issue #10),
// without waiting for the slug lookup and the details request.
import type { QueryClient } from '@tanstack/react-query';
import type { Country, MediaType, SlugLookup, TitleDetails } from '../../../../api/src/contract';
import { queryKeys } from '../../../lib/query-keys';
import { DEFAULT_COUNTRY, readSavedCountry } from '../../../lib/region';

export const BOOT_ELEMENT_ID = 'sf-title-boot';

export interface TitleBoot {
  type: MediaType;
  slug: string;
  path: string;
  region: string;
  details: TitleDetails;
  /** The country list (GET /api/countries), so country names need neither a request nor Intl. */
  countries?: Country[];
}

const isCountryList = (value: unknown): value is Country[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (c: Partial<Country> | null) =>
      !!c && typeof c.iso_3166_1 === 'string' && typeof c.english_name === 'string',
  );

function isBoot(value: unknown): value is TitleBoot {
  const b = value as Partial<TitleBoot> | null;
  return (
    !!b &&
    (b.type === 'movie' || b.type === 'tv') &&
    typeof b.slug === 'string' &&
    typeof b.path === 'string' &&
    typeof b.region === 'string' &&
    !!b.details &&
    typeof b.details === 'object' &&
    typeof b.details.id === 'number' &&
    b.details.id > 0
  );
}

/** Reads and removes the server's title (once); null when there is none or it is not for `pathname`. */
export function takeTitleBoot(doc: Document, pathname: string): TitleBoot | null {
  const el = doc.getElementById(BOOT_ELEMENT_ID);
  if (!el) return null;
  el.remove();
  try {
    const boot: unknown = JSON.parse(el.textContent ?? '');
    return isBoot(boot) && boot.path === pathname ? boot : null;
  } catch (err) {
    console.warn('Ignoring the server title data', err);
    return null;
  }
}

/**
 * Seeds the slug lookup, the country list, and the details when the server used the country the app starts
 * with (the saved one, else the default; another country fetches its own). Returns true when the details were
 * seeded. Never overwrites what the cache already holds.
 */
export function seedTitleBoot(client: QueryClient, boot: TitleBoot, country: string): boolean {
  const { type, slug, details } = boot;
  if (isCountryList(boot.countries) && client.getQueryData(queryKeys.countries()) === undefined)
    client.setQueryData(queryKeys.countries(), boot.countries);
  const known: SlugLookup = { id: details.id, type, slug, redirect: false };
  if (client.getQueryData(queryKeys.slug(type, slug)) === undefined)
    client.setQueryData(queryKeys.slug(type, slug), known);
  if (boot.region !== country) return false;
  if (client.getQueryData(queryKeys.title(type, details.id, country)) === undefined)
    client.setQueryData(queryKeys.title(type, details.id, country), details);
  return true;
}

/** Both steps for the current page (called once, when the title page's code loads). */
export function seedFromServer(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const boot = takeTitleBoot(document, window.location.pathname);
  if (boot) seedTitleBoot(client, boot, readSavedCountry() ?? DEFAULT_COUNTRY);
}
