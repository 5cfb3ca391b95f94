import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MovieSummary } from '../../../api/src/contract';
import {
  newReleasesList,
  shortDate,
  upcomingList,
  weekOfLabel,
} from '../../../client/features/discover/release-lists';
import { pagePath, sendPageView, trackingAllowed } from '../../../client/lib/analytics';

const movie = (
  id: number,
  release_date: string | null,
  poster_path: string | null = `/p${id}.jpg`,
): MovieSummary => ({
  id,
  title: `Movie ${id}`,
  release_date,
  poster_path,
  vote_average: 7,
});

describe('upcoming page lists', () => {
  it('keeps only items with a poster, ascending for upcoming and descending for new releases, at most 12', () => {
    const items = [
      movie(1, '2025-05-02'),
      movie(2, '2025-04-01', null),
      movie(3, '2025-04-11'),
      ...Array.from({ length: 15 }, (_, i) => movie(10 + i, `2025-06-${String(i + 1).padStart(2, '0')}`)),
    ];
    const up = upcomingList(items);
    expect(up).toHaveLength(12);
    expect(up.map((m) => m.id).slice(0, 3)).toEqual([3, 1, 10]);
    expect(up.some((m) => m.id === 2)).toBe(false);
    const fresh = newReleasesList(items);
    expect(fresh[0].id).toBe(24);
    expect(fresh).toHaveLength(12);
  });

  it('formats the week and the short release date', () => {
    expect(weekOfLabel('2025-03-29')).toBe('Week of March 29');
    expect(shortDate('2025-04-04')).toBe('Apr 4');
    expect(shortDate(null)).toBeNull();
    expect(weekOfLabel(undefined)).toBeNull();
  });
});

describe('page-view events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('honours Do Not Track and Global Privacy Control', () => {
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(trackingAllowed({ doNotTrack: null })).toBe(true);
  });

  it('sends the path only, and nothing when tracking is refused', async () => {
    expect(pagePath('/upcoming-movies?x=1#top')).toBe('/upcoming-movies');
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"accepted":true}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendPageView('/upcoming-movies?x=1')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(JSON.parse(String(init.body))).toEqual({ type: 'page_view', path: '/upcoming-movies' });

    vi.stubGlobal('navigator', { doNotTrack: '1' });
    await expect(sendPageView('/upcoming-movies')).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads the answer to its end, so the request is over for the browser (Lighthouse waits for it)', async () => {
    const answer = new Response('{"accepted":true}', { status: 202 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
    await expect(sendPageView('/')).resolves.toBe(true);
    expect(answer.bodyUsed).toBe(true);
  });
});
