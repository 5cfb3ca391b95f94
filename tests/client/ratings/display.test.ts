import { describe, expect, it } from 'vitest';
import { averageDisplay, ratingContentType, starLabel } from '../../../client/features/ratings/lib/display';

describe('rating display', () => {
  it("shows the average with one decimal and 'rating'/'ratings'", () => {
    expect(averageDisplay({ averageRating: 4, totalCount: 1 }, 8)).toEqual({
      source: 'visitors',
      value: '4.0',
      stars: 4,
      caption: '1 rating',
    });
    expect(averageDisplay({ averageRating: 3.666, totalCount: 3 }, 8)).toMatchObject({
      value: '3.7',
      caption: '3 ratings',
    });
  });
  it('falls back to vote_average / 2 without stored ratings', () => {
    expect(averageDisplay({ averageRating: 0, totalCount: 0 }, 8.438)).toMatchObject({
      source: 'tmdb',
      value: '4.2',
      caption: 'no visitor ratings yet',
    });
    expect(averageDisplay(null, 7)).toMatchObject({ value: '3.5' });
  });
  it('says so when nothing is known (no NaN)', () => {
    expect(averageDisplay(undefined, 0)).toEqual({
      source: null,
      value: null,
      stars: 0,
      caption: 'No ratings yet',
    });
    expect(averageDisplay({ averageRating: Number.NaN, totalCount: 2 }, null)).toEqual({
      source: null,
      value: null,
      stars: 0,
      caption: 'No ratings yet',
    });
  });
  it('maps tv to series on the wire and labels stars', () => {
    expect(ratingContentType('tv')).toBe('series');
    expect(ratingContentType('movie')).toBe('movie');
    expect(starLabel(4)).toBe('Rate 4 out of 5 stars');
    expect(starLabel(1, 1)).toBe('Rate 1 out of 1 star');
  });
});
