// Derived lists of the import (pure): people for search/multi, the ordered countries, and the named id orders
// of lists.json that trending/popular/top_rated follow.
import type { Country, MovieSummary, PersonSummary, TvSummary } from '../../../contract';
import { str } from '../../mapping';
import { sortCountries } from '../../rules/countries';
import type { RawTitle, TitleRecord } from './catalog-records';

/** People from credits (cast, crew) and creators, with the three most popular titles they are known for. */
export function personSummaries(titles: TitleRecord[]): PersonSummary[] {
  interface Acc {
    person: PersonSummary;
    departments: Map<string, number>;
    titles: TitleRecord[];
  }
  const people = new Map<number, Acc>();
  const add = (p: RawTitle, department: string, t: TitleRecord): void => {
    if (!Number.isInteger(p?.id) || !str(p.name)) return;
    let acc = people.get(p.id);
    if (!acc) {
      acc = {
        person: { id: p.id, media_type: 'person', name: p.name, profile_path: str(p.profile_path) },
        departments: new Map(),
        titles: [],
      };
      people.set(p.id, acc);
    }
    if (!acc.person.profile_path && str(p.profile_path)) acc.person.profile_path = p.profile_path;
    acc.departments.set(department, (acc.departments.get(department) ?? 0) + 1);
    if (!acc.titles.includes(t)) acc.titles.push(t);
  };
  for (const t of titles) {
    const c = (t.details.credits ?? { cast: [], crew: [] }) as { cast: RawTitle[]; crew: RawTitle[] };
    for (const p of c.cast) add(p, 'Acting', t);
    for (const p of c.crew) add(p, str(p.department) ?? 'Crew', t);
    for (const p of (t.details.created_by as RawTitle[] | undefined) ?? []) add(p, 'Writing', t);
  }
  return [...people.values()].map(({ person, departments, titles: known }) => {
    known.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    return {
      ...person,
      adult: false,
      known_for_department: [...departments.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
      popularity: known[0]?.popularity ?? 0,
      known_for: known
        .slice(0, 3)
        .map((t) => ({ ...t.summary, media_type: t.type }) as MovieSummary | TvSummary),
    };
  });
}

/** Countries with their /api/countries position. */
export function orderedCountries(raw: Country[]): Array<Country & { position: number }> {
  return sortCountries(raw.filter((c) => /^[A-Z]{2}$/.test(c.iso_3166_1) && str(c.english_name))).map(
    (c, position) => ({ ...c, position }),
  );
}

/**
 * Named orders from lists.json: trending_movie / popular_movie (movie_popular), trending_tv (trending_all_week,
 * which holds TV ids, then tv_popular), popular_tv, top_rated_{movie,tv}. Titles not listed follow by the
 * fallback order of each endpoint.
 */
export function namedLists(
  raw: Record<string, unknown>,
  movies: TitleRecord[],
  tv: TitleRecord[],
): Array<[string, Array<{ type: 'movie' | 'tv'; id: number }>]> {
  const movieIds = new Set(movies.map((m) => m.id));
  const tvIds = new Set(tv.map((t) => t.id));
  const ids = (key: string): number[] =>
    Array.isArray(raw[key]) ? (raw[key] as unknown[]).filter((n): n is number => Number.isInteger(n)) : [];
  const of = (type: 'movie' | 'tv', keys: string[]) => {
    const known = type === 'movie' ? movieIds : tvIds;
    const seen = new Set<number>();
    const out: Array<{ type: 'movie' | 'tv'; id: number }> = [];
    for (const id of keys.flatMap(ids)) {
      if (known.has(id) && !seen.has(id)) {
        seen.add(id);
        out.push({ type, id });
      }
    }
    return out;
  };
  return [
    ['trending_movie', of('movie', ['movie_popular'])],
    ['trending_tv', of('tv', ['trending_all_week', 'tv_popular'])],
    ['popular_movie', of('movie', ['movie_popular'])],
    ['popular_tv', of('tv', ['tv_popular'])],
    ['top_rated_movie', of('movie', ['movie_top_rated'])],
    ['top_rated_tv', of('tv', ['tv_top_rated'])],
  ];
}
