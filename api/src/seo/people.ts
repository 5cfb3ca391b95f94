import type { TvDetails } from '../contract';

/**
 * A series' creators (docs/spec.md §5): TMDB's created_by when present, else at most 3 crew members whose job is
 * Creator or Executive Producer or whose department is Writing. Names deduplicated, order kept.
 */
export function creatorsOf(tv: Pick<TvDetails, 'created_by' | 'credits'>): string[] {
  const fromCreatedBy = (tv.created_by ?? []).map((c) => c.name);
  const fromCrew = (tv.credits?.crew ?? [])
    .filter((c) => c.job === 'Creator' || c.job === 'Executive Producer' || c.department === 'Writing')
    .map((c) => c.name);
  const names = fromCreatedBy.length ? fromCreatedBy : fromCrew;
  return [...new Set(names.filter(Boolean))].slice(0, 3);
}
