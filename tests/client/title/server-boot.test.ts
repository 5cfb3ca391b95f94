// The title the server sends with a title page seeds the query cache before the first render (issue #10).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MovieDetails } from '../../../api/src/contract';
import { createQueryClient } from '../../../client/lib/query-client';
import { queryKeys } from '../../../client/lib/query-keys';
import {
  BOOT_ELEMENT_ID,
  seedTitleBoot,
  takeTitleBoot,
  type TitleBoot,
} from '../../../client/features/title/lib/server-boot';

const details = { id: 550, title: 'Fight Club', overview: 'Soap.' } as MovieDetails;
const boot: TitleBoot = {
  type: 'movie',
  slug: 'fight-club',
  path: '/movies/fight-club',
  region: 'US',
  details,
};

function put(text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_ELEMENT_ID;
  el.textContent = text;
  document.head.append(el);
}

afterEach(() => document.getElementById(BOOT_ELEMENT_ID)?.remove());

describe('server title data', () => {
  it('is read once, for its own address only', () => {
    put(JSON.stringify(boot));
    expect(takeTitleBoot(document, '/movies/fight-club')).toEqual(boot);
    expect(takeTitleBoot(document, '/movies/fight-club')).toBeNull();
    put(JSON.stringify(boot));
    expect(takeTitleBoot(document, '/movies/other')).toBeNull();
    expect(document.getElementById(BOOT_ELEMENT_ID)).toBeNull();
  });

  it('ignores broken or foreign data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    put('{not json');
    expect(takeTitleBoot(document, '/movies/fight-club')).toBeNull();
    expect(warn).toHaveBeenCalled();
    put(JSON.stringify({ ...boot, details: { id: 'x' } }));
    expect(takeTitleBoot(document, '/movies/fight-club')).toBeNull();
    put(JSON.stringify({ ...boot, type: 'person' }));
    expect(takeTitleBoot(document, '/movies/fight-club')).toBeNull();
    warn.mockRestore();
  });

  it('seeds the slug lookup and, for the same country, the details', () => {
    const client = createQueryClient();
    expect(seedTitleBoot(client, boot, 'US')).toBe(true);
    expect(client.getQueryData(queryKeys.slug('movie', 'fight-club'))).toEqual({
      id: 550,
      type: 'movie',
      slug: 'fight-club',
      redirect: false,
    });
    expect(client.getQueryData(queryKeys.title('movie', 550, 'US'))).toBe(details);
  });

  it('seeds the country list when the server sent a valid one and the cache has none', () => {
    const countries = [
      { iso_3166_1: 'US', english_name: 'United States of America', native_name: 'United States' },
      { iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Deutschland' },
    ];
    const client = createQueryClient();
    seedTitleBoot(client, { ...boot, countries }, 'DE');
    expect(client.getQueryData(queryKeys.countries())).toBe(countries);

    const kept = [countries[1]];
    const other = createQueryClient();
    other.setQueryData(queryKeys.countries(), kept);
    seedTitleBoot(other, { ...boot, countries }, 'US');
    expect(other.getQueryData(queryKeys.countries())).toBe(kept);

    for (const broken of [[], [{ iso_3166_1: 'US' }], 'US', [null]]) {
      const fresh = createQueryClient();
      seedTitleBoot(fresh, { ...boot, countries: broken as never }, 'US');
      expect(fresh.getQueryData(queryKeys.countries())).toBeUndefined();
    }
  });

  it('leaves the details to the app for another country, and never overwrites the cache', () => {
    const client = createQueryClient();
    expect(seedTitleBoot(client, boot, 'DE')).toBe(false);
    expect(client.getQueryData(queryKeys.title('movie', 550, 'DE'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.title('movie', 550, 'US'))).toBeUndefined();
    const newer = { ...details, overview: 'Newer.' };
    client.setQueryData(queryKeys.title('movie', 550, 'US'), newer);
    seedTitleBoot(client, boot, 'US');
    expect(client.getQueryData(queryKeys.title('movie', 550, 'US'))).toBe(newer);
  });
});
