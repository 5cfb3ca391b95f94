// Intl's formatters are made once per language and options (client/i18n/formatters.ts): a German title page made
// a DateTimeFormat, NumberFormats and a Collator on every server render (~1.7 ms of ~18, issue #46's speed).
import { describe, expect, it, vi } from 'vitest';
import { collator, dateTimeFormat, listFormat, numberFormat } from '../../../client/i18n/formatters';
import { countryNamesFor } from '../../../client/features/region/country-names';
import { regionName } from '../../../client/lib/display-names';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(numberFormat('de', one)).toBe(numberFormat('de', { ...one }));
    expect(numberFormat('de', one)).not.toBe(numberFormat('fr', one));
    expect(numberFormat('de', one)).not.toBe(numberFormat('de'));
    expect(numberFormat('de', one).format(4.2)).toBe('4,2');
    const long = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de', long)).toBe(dateTimeFormat('de', long));
    expect(dateTimeFormat('de', long).format(new Date('1999-10-15T00:00:00Z'))).toBe('15. Oktober 1999');
    expect(listFormat('fr', { type: 'conjunction' })).toBe(listFormat('fr', { type: 'conjunction' }));
    expect(listFormat('fr', { type: 'conjunction' }).format(['A', 'B', 'C'])).toBe('A, B et C');
    expect(collator('ko')).toBe(collator('ko'));
  });

  it("keeps a language's country names, and sorts them as before", () => {
    expect(countryNamesFor('de')).toBe(countryNamesFor('de'));
    // A name is asked of Intl once, then kept.
    const of = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    try {
      expect(regionName('de', 'AT')).toBe('Österreich');
      expect(regionName('de', 'AT')).toBe('Österreich');
      expect(of).toHaveBeenCalledTimes(1);
    } finally {
      of.mockRestore();
    }
    const names = countryNamesFor('de');
    const list = ['ES', 'AT', 'CH', 'DE'].map((c) => ({ iso_3166_1: c, english_name: c, native_name: c }));
    const sorted = names.sort(list).map((c) => names.of(c));
    // The spec's first countries stay first; the rest by their German names.
    expect(sorted.slice(-3)).toEqual([...sorted.slice(-3)].sort(collator('de').compare));
  });
});
