// Writes one read bundle into the catalog_* tables (inside the importer's transaction): titles, genres, offers,
// countries, providers, named lists, people, the search rows and the slug aliases, then the bundle's checksum.
// On a re-import, the offers of every title in both bundles are compared first and what arrived or left is
// recorded in the availability history (issue #37); titles new to the bundle, or gone from it, are no change.
import type { EntityManager } from 'typeorm';
import {
  type AvailabilityHistory,
  type OfferChange,
  diffOffers,
  offerKey,
} from '../../../availability/availability-history';
import type { Country, PersonSummary } from '../../../contract';
import { GENRES } from '../../../contract/genre-names';
import { SLUG_ALIASES } from '../../rules/slugs';
import { searchText } from '../../slug';
import type { CatalogDb } from './catalog-db';
import { namedLists } from './catalog-lists';
import type { RawTitle, TitleRecord } from './catalog-records';

/** What the importer reads from the bundle. */
export interface CatalogData {
  movies: TitleRecord[];
  tv: TitleRecord[];
  people: PersonSummary[];
  countries: Array<Country & { position: number }>;
  providers: RawTitle[];
  lists: Record<string, unknown>;
}

export const CHECKSUM_KEY = 'embedded_checksum';

/** The checksum of the bundle last imported into `db` (catalog_meta), or undefined before the first import. */
export async function storedChecksum(db: CatalogDb, runner?: EntityManager): Promise<string | undefined> {
  const row = await db.one<{ value: string }>(
    'SELECT value FROM catalog_meta WHERE key = ?',
    [CHECKSUM_KEY],
    runner,
  );
  return row?.value;
}

/** Rows per insert call of the tables holding JSON (titles, people), so their rows never all exist at once. */
const SLICE = 500;

const CATALOG_TABLES = [
  'catalog_title',
  'catalog_title_genre',
  'catalog_offer',
  'catalog_genre',
  'catalog_country',
  'catalog_provider',
  'catalog_list',
  'catalog_person',
  'catalog_search',
  'catalog_slug_alias',
];

export async function writeCatalog(
  db: CatalogDb,
  em: EntityManager,
  data: CatalogData,
  checksum: string,
  history?: AvailabilityHistory,
): Promise<Record<string, number>> {
  const changes = history ? await offerChanges(db, em, [...data.movies, ...data.tv]) : [];
  if (history) await history.record(changes, em);
  for (const table of CATALOG_TABLES) await em.query(`DELETE FROM ${table}`);
  if (!db.pg) await em.query('DELETE FROM catalog_search_fts');

  const titles: TitleRecord[] = [...data.movies, ...data.tv];
  for (let i = 0; i < titles.length; i += SLICE)
    await db.insert(
      em,
      'catalog_title',
      [
        'type',
        'id',
        'slug',
        'title',
        'popularity',
        'vote_average',
        'vote_count',
        'release_date',
        'date_min',
        'date_max',
        'year',
        'original_language',
        'origin_countries',
        'runtime',
        'adult',
        'has_poster',
        'summary',
        'data',
      ],
      titles
        .slice(i, i + SLICE)
        .map((t) => [
          t.type,
          t.id,
          t.slug,
          t.title,
          t.popularity,
          t.voteAverage,
          t.voteCount,
          t.releaseDate,
          t.dateMin,
          t.dateMax,
          t.year,
          t.originalLanguage,
          t.originCountries.length ? `,${t.originCountries.join(',')},` : '',
          t.runtime,
          t.adult ? 1 : 0,
          t.hasPoster ? 1 : 0,
          JSON.stringify(t.summary),
          JSON.stringify(t.details),
        ]),
    );
  await db.insert(
    em,
    'catalog_title_genre',
    ['type', 'title_id', 'genre_id'],
    titles.flatMap((t) => [...new Set(t.genreIds)].map((g) => [t.type, t.id, g])),
  );
  const offers = titles.flatMap((t) =>
    t.offers.map((o) => [t.type, t.id, o.country, o.kind, o.providerId, o.priority]),
  );
  await db.insert(
    em,
    'catalog_offer',
    ['type', 'title_id', 'country', 'kind', 'provider_id', 'display_priority'],
    offers,
  );
  await db.insert(
    em,
    'catalog_genre',
    ['type', 'id', 'name', 'position'],
    (['movie', 'tv'] as const).flatMap((type) => GENRES[type].map((g, i) => [type, g.id, g.name, i])),
  );
  await db.insert(
    em,
    'catalog_country',
    ['iso_3166_1', 'english_name', 'native_name', 'position'],
    data.countries.map((c) => [c.iso_3166_1, c.english_name, c.native_name ?? null, c.position]),
  );
  const providers = [
    ...new Map(
      data.providers.filter((p) => Number.isInteger(p.provider_id)).map((p) => [p.provider_id as number, p]),
    ).values(),
  ];
  await db.insert(
    em,
    'catalog_provider',
    ['provider_id', 'provider_name', 'logo_path', 'display_priority', 'display_priorities'],
    providers.map((p) => [
      p.provider_id,
      p.provider_name,
      p.logo_path ?? null,
      Number.isFinite(p.display_priority) ? p.display_priority : 0,
      JSON.stringify(p.display_priorities ?? {}),
    ]),
  );
  const lists = namedLists(data.lists, data.movies, data.tv);
  await db.insert(
    em,
    'catalog_list',
    ['name', 'position', 'type', 'title_id'],
    lists.flatMap(([name, entries]) => entries.map((e, i) => [name, i, e.type, e.id])),
  );
  for (let i = 0; i < data.people.length; i += SLICE)
    await db.insert(
      em,
      'catalog_person',
      ['id', 'summary'],
      data.people.slice(i, i + SLICE).map((p) => [p.id, JSON.stringify(p)]),
    );
  const search = [
    ...titles.map((t) => {
      const name = searchText(t.title);
      const original = t.originalTitle ? searchText(t.originalTitle) : '';
      const words = original && original !== name ? `${name} ${original}` : name;
      return [t.type, t.id, name, words, t.popularity, t.adult ? 1 : 0];
    }),
    ...data.people.map((p) => {
      const name = searchText(p.name);
      return ['person', p.id, name, name, p.popularity ?? 0, 0];
    }),
  ].filter((row) => row[3] !== '');
  await db.insert(
    em,
    'catalog_search',
    ['kind', 'ref_id', 'name_text', 'words', 'popularity', 'adult'],
    search,
  );
  if (!db.pg) {
    await db.insert(
      em,
      'catalog_search_fts',
      ['words', 'kind', 'ref_id'],
      search.map((r) => [r[3], r[0], r[1]]),
    );
  }
  const slugs = new Set(data.movies.map((m) => m.slug));
  const aliases = SLUG_ALIASES.filter((a) => a.type !== 'movie' || slugs.has(a.slug));
  await db.insert(
    em,
    'catalog_slug_alias',
    ['type', 'alias', 'slug'],
    aliases.map((a) => [a.type, a.alias, a.slug]),
  );
  await em.query(db.sql('DELETE FROM catalog_meta WHERE key = ?'), [CHECKSUM_KEY]);
  await em.query(db.sql('INSERT INTO catalog_meta (key, value) VALUES (?, ?)'), [CHECKSUM_KEY, checksum]);
  return {
    movies: data.movies.length,
    'TV shows': data.tv.length,
    people: data.people.length,
    'provider offers': offers.length,
    providers: providers.length,
    countries: data.countries.length,
    'slug aliases': aliases.length,
    'availability changes': changes.length,
  };
}

/** What the new bundle changes in the offers of the titles the database already holds. */
async function offerChanges(db: CatalogDb, em: EntityManager, titles: TitleRecord[]): Promise<OfferChange[]> {
  const before = new Map<string, Set<string>>();
  for (const t of await db.all<{ type: string; id: number | string }>(
    'SELECT type, id FROM catalog_title',
    [],
    em,
  ))
    before.set(`${t.type}:${Number(t.id)}`, new Set());
  if (!before.size) return [];
  const rows = await db.all<{
    type: string;
    title_id: number | string;
    country: string;
    kind: string;
    provider_id: number | string;
  }>('SELECT type, title_id, country, kind, provider_id FROM catalog_offer', [], em);
  for (const r of rows)
    before.get(`${r.type}:${Number(r.title_id)}`)?.add(offerKey(r.country, r.kind, Number(r.provider_id)));
  return titles.flatMap((t) => {
    const was = before.get(`${t.type}:${t.id}`);
    if (!was) return [];
    const now = new Set(t.offers.map((o) => offerKey(o.country, o.kind, o.providerId)));
    return diffOffers(t.type, t.id, was, now);
  });
}
