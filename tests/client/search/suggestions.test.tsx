import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { MultiResult } from '../../../api/src/contract';
import {
  shouldLookup,
  suggestionPath,
  suggestionRules,
  useDebouncedValue,
} from '../../../client/features/search/suggestion-rules';
import { filterResults } from '../../../client/features/search/filter-results';
import { getSuggestionsWithFallback, suggestionsFromMulti } from '../../../client/api/autocomplete';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('suggestion thresholds', () => {
  it('header bar: 2+ trimmed characters, 300 ms', () => {
    const bar = suggestionRules('bar', 1280);
    expect(bar).toEqual({ minLength: 2, debounceMs: 300 });
    expect(shouldLookup('a', bar)).toBe(false);
    expect(shouldLookup(' a ', bar)).toBe(false);
    expect(shouldLookup('ab', bar)).toBe(true);
  });
  it('modal: 1+ character; 150 ms below 768 px, 300 ms from 768 px', () => {
    expect(suggestionRules('modal', 390)).toEqual({ minLength: 1, debounceMs: 150 });
    expect(suggestionRules('modal', 767).debounceMs).toBe(150);
    expect(suggestionRules('modal', 768).debounceMs).toBe(300);
    expect(shouldLookup('a', suggestionRules('modal', 390))).toBe(true);
    expect(shouldLookup('   ', suggestionRules('modal', 390))).toBe(false);
  });
  it('useDebouncedValue waits for the pause before passing the value on', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    rerender({ v: 'abc' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});

describe('suggestion links', () => {
  it('builds /movies/{slug} and /tv-shows/{slug}, id-prefixed when no slug', () => {
    expect(suggestionPath({ id: 550, type: 'movie', url: 'fight-club', title: 'Fight Club' })).toBe(
      '/movies/fight-club',
    );
    expect(suggestionPath({ id: 1399, type: 'tv', url: '/tv-shows/game-of-thrones', title: 'x' })).toBe(
      '/tv-shows/game-of-thrones',
    );
    expect(suggestionPath({ id: 1399, type: 'tv', url: '', title: 'Game of Thrones' })).toBe(
      '/tv-shows/1399-game-of-thrones',
    );
  });
});

const results: MultiResult[] = [
  { id: 1, media_type: 'movie', title: 'A', poster_path: null, release_date: '2001-01-01', vote_average: 5 },
  { id: 2, media_type: 'person', name: 'P', profile_path: null },
  { id: 3, media_type: 'tv', name: 'B', poster_path: null, first_air_date: null, vote_average: 0 },
  {
    id: 4,
    media_type: 'movie',
    title: 'C',
    poster_path: '/c.jpg',
    release_date: null,
    vote_average: 7,
    slug: 'c',
  },
];

describe('filter on the loaded page', () => {
  it('All hides people; Movies and TV narrow the same page', () => {
    expect(filterResults(results, 'all').map((r) => r.item.id)).toEqual([1, 3, 4]);
    expect(filterResults(results, 'movie').map((r) => r.item.id)).toEqual([1, 4]);
    expect(filterResults(results, 'tv').map((r) => r.item.id)).toEqual([3]);
    expect(filterResults(undefined)).toEqual([]);
  });
});

describe('modal fallback', () => {
  it('maps search/multi to at most 8 movie/tv suggestions', () => {
    const many: MultiResult[] = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      media_type: i % 3 === 0 ? 'person' : 'movie',
      title: `T${i}`,
      name: `T${i}`,
      poster_path: null,
      profile_path: null,
      release_date: '1999-10-15',
      vote_average: 1,
    })) as unknown as MultiResult[];
    const s = suggestionsFromMulti(many);
    expect(s).toHaveLength(8);
    expect(s.every((x) => x.type === 'movie' && x.year === '1999')).toBe(true);
    expect(suggestionsFromMulti(results).map((x) => [x.id, x.type, x.year])).toEqual([
      [1, 'movie', '2001'],
      [3, 'tv', null],
      [4, 'movie', null],
    ]);
  });

  it('falls back to /api/search/multi when autocomplete fails, and to nothing when both fail', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url.startsWith('/api/autocomplete'))
          return new Response('boom', { status: 500, statusText: 'Boom' });
        return new Response(JSON.stringify({ page: 1, results, total_pages: 1, total_results: 4 }), {
          status: 200,
        });
      }),
    );
    const s = await getSuggestionsWithFallback('ab');
    expect(s.map((x) => x.id)).toEqual([1, 3, 4]);
    expect(calls[0]).toBe('/api/autocomplete?query=ab');
    expect(calls[1]).toBe('/api/search/multi?query=ab&include_adult=false');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x', { status: 503 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await getSuggestionsWithFallback('ab')).toEqual([]);
  });
});
