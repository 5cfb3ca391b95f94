// The reference lists of the embedded catalog (/api/countries, /api/genres, /api/providers), read from the
// imported tables; the order of countries and providers follows api/src/catalog/rules.
import type { Country, Genre, MediaType, Provider } from '../../../contract';
import { rankProviders } from '../../rules/providers';
import type { CatalogDb } from './catalog-db';

export async function countryRows(db: CatalogDb): Promise<Country[]> {
  const rows = await db.all<Country & { native_name: string | null }>(
    'SELECT iso_3166_1, english_name, native_name FROM catalog_country ORDER BY position ASC',
  );
  return rows.map((r) => (r.native_name ? r : { iso_3166_1: r.iso_3166_1, english_name: r.english_name }));
}

export async function genreRows(db: CatalogDb, type: MediaType): Promise<Genre[]> {
  const rows = await db.all<Genre>(
    'SELECT id, name FROM catalog_genre WHERE type = ? ORDER BY position ASC',
    [type],
  );
  return rows.map((g) => ({ id: Number(g.id), name: g.name }));
}

export async function providerRows(db: CatalogDb, type: MediaType, region: string): Promise<Provider[]> {
  const rows = await db.all<{
    provider_id: number;
    provider_name: string;
    logo_path: string | null;
    display_priority: number;
    display_priorities: string;
  }>(
    `SELECT p.provider_id, p.provider_name, p.logo_path, p.display_priority, p.display_priorities
     FROM catalog_provider p
     WHERE p.provider_id IN (SELECT o.provider_id FROM catalog_offer o WHERE o.type = ? AND o.country = ?)`,
    [type, region],
  );
  return rankProviders(
    rows.map((r) => {
      const byCountry = JSON.parse(r.display_priorities) as Record<string, number>;
      return {
        provider_id: Number(r.provider_id),
        provider_name: r.provider_name,
        logo_path: r.logo_path,
        display_priority: byCountry[region] ?? Number(r.display_priority),
      };
    }),
  );
}
