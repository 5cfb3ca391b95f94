// Suggestion thresholds (docs/spec.md §4, §5, §9): the header bar needs 2+ characters and waits 300 ms; the
// modal needs 1+ character and waits 150 ms on mobile (< 768 px), 300 ms otherwise.
import { useEffect, useState } from 'react';
import { titlePath } from '../../lib/slug';

export const MOBILE_BREAKPOINT = 768;

export interface SuggestionRules {
  minLength: number;
  debounceMs: number;
}

export function suggestionRules(where: 'bar' | 'modal', viewportWidth: number): SuggestionRules {
  if (where === 'bar') return { minLength: 2, debounceMs: 300 };
  return { minLength: 1, debounceMs: viewportWidth < MOBILE_BREAKPOINT ? 150 : 300 };
}

/** True when the trimmed query is long enough to look up. */
export function shouldLookup(query: string, rules: SuggestionRules): boolean {
  return query.trim().length >= rules.minLength;
}

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Links of a suggestion: /movies/{slug} or /tv-shows/{slug}; an id-prefixed slug when none is known. */
export function suggestionPath(s: {
  id: number;
  type: 'movie' | 'tv';
  url?: string | null;
  title: string;
}): string {
  const slug = (s.url ?? '').replace(/^\/+/, '').replace(/^(movies|movie|tv-shows|tvshows|tv)\//, '');
  return titlePath(s.type, { id: s.id, slug: slug || undefined, title: s.title });
}
