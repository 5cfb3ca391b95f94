// One rounding rule for every rating the site shows (issue #45 item 9: Breaking Bad said 'TMDB 4.5/5' with 4 stars
// filled): the figure out of 5 with one decimal, and its stars the nearest half star of that same figure.
import { describe, expect, it } from 'vitest';
import { outOfFive } from '../../../api/src/contract/rating-scale';
import { formatRating } from '../../../client/lib/format';
import { averageDisplay } from '../../../client/features/ratings/lib/display';
import { starsOf } from '../../../client/features/discover/filter-chips';

describe('outOfFive', () => {
  it('gives a label and stars that agree (Breaking Bad 8.937 -> 4.5 and 4.5 stars)', () => {
    expect(outOfFive(8.937)).toEqual({ value: 4.5, text: '4.5', stars: 4.5 });
    expect(averageDisplay(null, 8.937)).toMatchObject({ value: '4.5', stars: 4.5 });
    expect(formatRating(8.937)).toBe('4.5');
  });

  it.each([
    // [TMDB 0-10, label, stars]
    [10, '5.0', 5],
    [9.9, '5.0', 5],
    [9.5, '4.8', 5], // 4.75 -> 4.8: nearer 5 than 4.5
    [9.4, '4.7', 4.5],
    [8.5, '4.3', 4.5], // 4.25 -> 4.3 (half up), then 4.5 stars
    [8.49, '4.2', 4],
    [8.438, '4.2', 4],
    [8.7, '4.4', 4.5],
    [7.0, '3.5', 3.5],
    [6.9, '3.5', 3.5],
    [8.7, '4.4', 4.5],
    [0.1, '0.1', 0],
    [0.5, '0.3', 0.5],
    [0, '0.0', 0],
  ])('TMDB %s -> %s/5 and %s stars', (tmdb, text, stars) => {
    const r = outOfFive(tmdb);
    expect(r.text).toBe(text);
    expect(r.stars).toBe(stars);
    // The stars are the label rounded to halves: they never disagree by more than a quarter star.
    expect(Math.abs(r.stars - Number(r.text))).toBeLessThanOrEqual(0.25);
  });

  it('rounds half-way figures up, without floating-point drift', () => {
    // 4.35 * 10 is 43.49999... in binary: still 4.4.
    expect(outOfFive(4.35, 5).text).toBe('4.4');
    expect(outOfFive(2.25, 5)).toEqual({ value: 2.3, text: '2.3', stars: 2.5 });
    expect(outOfFive(2.24, 5)).toEqual({ value: 2.2, text: '2.2', stars: 2 });
    expect(outOfFive(3.75, 5)).toEqual({ value: 3.8, text: '3.8', stars: 4 });
  });

  it('keeps the figure within 0-5 and treats what is not a number as 0', () => {
    expect(outOfFive(12)).toEqual({ value: 5, text: '5.0', stars: 5 });
    expect(outOfFive(-1)).toEqual({ value: 0, text: '0.0', stars: 0 });
    expect(outOfFive(Number.NaN)).toEqual({ value: 0, text: '0.0', stars: 0 });
  });

  it("is the rule of our visitors' averages and of discover's rating bounds too", () => {
    expect(averageDisplay({ averageRating: 4.25, totalCount: 4 }, 2)).toMatchObject({
      value: '4.3',
      stars: 4.5,
    });
    expect(averageDisplay({ averageRating: 3.666, totalCount: 3 }, 2)).toMatchObject({
      value: '3.7',
      stars: 3.5,
    });
    expect(starsOf(7)).toBe('3.5');
    expect(starsOf(8)).toBe('4');
  });
});
