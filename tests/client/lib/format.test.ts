import { describe, expect, it } from 'vitest';
import { compareNames, formatCount } from '../../../client/lib/format';

describe('compareNames', () => {
  const collator = new Intl.Collator('en');
  it('orders country and provider names as Intl.Collator("en") does', () => {
    const names = [
      'Réunion',
      'Romania',
      'Åland Islands',
      'Albania',
      'Curaçao',
      'Cuba',
      'Côte d’Ivoire',
      'Costa Rica',
      'United States of America',
      'United Kingdom',
      'Türkiye',
      'Turkey',
      'Cote d’Ivoire',
      'Bosnia and Herzegovina',
      'Bosnia',
      'apple tv',
      'Apple TV+',
      'Apple TV',
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
  });

  it('is a total order: equal keys fall back to the code points, so a sort is stable across runs', () => {
    expect(compareNames('Apple TV', 'apple tv')).not.toBe(0);
    expect(compareNames('Apple TV', 'apple tv')).toBe(-compareNames('apple tv', 'Apple TV'));
    expect(compareNames('Cuba', 'Cuba')).toBe(0);
  });
});

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('never writes NaN as a count with separators', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
