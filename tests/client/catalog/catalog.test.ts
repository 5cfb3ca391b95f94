import { describe, expect, it } from 'vitest';
import { padWith, tenYearsBack } from '../../../client/features/catalog/components/local-carousels';
import { justReleasedHref, upcomingHref } from '../../../client/features/catalog/reference-ranges';

describe('local carousels', () => {
  it('pads local matches with others up to the size, without duplicates', () => {
    const local = [{ id: 1 }, { id: 2 }];
    const others = [{ id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }];
    expect(padWith(local, others, 4).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(padWith(others, local, 2).map((x) => x.id)).toEqual([2, 3]);
  });
  it('movies go back ten years', () => {
    expect(tenYearsBack(new Date('2025-03-29T12:00:00Z'))).toBe('2015-03-29');
  });
});

describe('view-all ranges around the reference date', () => {
  it('Just Released: 6 months back; Upcoming: 1 year forward', () => {
    expect(justReleasedHref('2025-03-29')).toBe(
      '/advanced-search/movie?primary_release_date.gte=2024-09-29&primary_release_date.lte=2025-03-29&sort_by=release_date.desc',
    );
    expect(upcomingHref()).toBe(
      '/advanced-search/movie?primary_release_date.gte=2025-03-29&primary_release_date.lte=2026-03-29&sort_by=release_date.asc',
    );
  });
});
