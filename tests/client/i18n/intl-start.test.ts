// What an English page asks of ICU when it starts (client/i18n/known-locales.ts, english-numbers.ts): V8 builds its
// list of ICU's locales on the first Intl.NumberFormat or supportedLocalesOf of a page (74-141 ms at 4x CPU in
// Chromium). react-intl's locale checks for our languages are answered without it, and English messages write
// their whole numbers without a NumberFormat, the same text as Intl's.
import { describe, expect, it, vi } from 'vitest';
import type { IntlShape } from 'react-intl';
import { englishMessageOptions } from '../../../client/i18n/english-numbers';
import { knowingOurLocales } from '../../../client/i18n/known-locales';
import { englishT } from '../../../client/i18n/i18n-provider';
import { formatCount } from '../../../client/lib/format';

describe("react-intl's locale checks", () => {
  it('answers our languages without the engine, and asks it for any other', () => {
    const engine = vi.fn((locales: string | readonly string[]) => [String(locales)]);
    const check = knowingOurLocales(engine as unknown as typeof Intl.NumberFormat.supportedLocalesOf);
    expect(check('en')).toEqual(['en']);
    expect(check(['ko', 'de', 'ko'])).toEqual(['ko', 'de']);
    expect(engine).not.toHaveBeenCalled();
    expect(check('pt-BR')).toEqual(['pt-BR']);
    expect(check(['en', 'xx'])).toEqual(['en,xx']);
    expect(engine).toHaveBeenCalledTimes(2);
  });

  it('gives what the engine gives for our languages', () => {
    for (const locale of ['en', 'de', 'fr', 'es', 'it', 'ko'])
      for (const service of [Intl.NumberFormat, Intl.DateTimeFormat] as const)
        expect((service.supportedLocalesOf as (l: string) => string[])(locale)).toEqual([locale]);
  });

  it('is in place once the app has its messages, for both services react-intl asks', () => {
    expect(englishT('rating.count', { count: 2 })).toBe('2 ratings');
    for (const service of [Intl.NumberFormat, Intl.DateTimeFormat])
      expect((service.supportedLocalesOf as unknown as { knowsOurLocales?: true }).knowsOurLocales).toBe(
        true,
      );
  });
});

describe('English message numbers', () => {
  it("gives English messages a number format that writes whole numbers without the intl object's", () => {
    const own = vi.fn(() => new Intl.NumberFormat('en'));
    const intl = { formatters: { getNumberFormat: own } } as unknown as IntlShape;
    const options = englishMessageOptions(intl);
    expect(englishMessageOptions(intl)).toBe(options);
    const en = options.formatters.getNumberFormat('en');
    expect([en.format(1234567), en.format(1), en.format(-42)]).toEqual(['1,234,567', '1', '-42']);
    expect(own).not.toHaveBeenCalled();
    // Not a whole number, or options, or another language: the intl object's own, as before.
    expect(en.format(2.5)).toBe('2.5');
    options.formatters.getNumberFormat('en', { style: 'percent' });
    options.formatters.getNumberFormat('de');
    expect(own.mock.calls).toEqual([['en'], ['en', { style: 'percent' }], ['de', undefined]]);
  });

  it('is what English messages are written with', () => {
    expect(englishT('rating.count', { count: 1234567 })).toBe('1,234,567 ratings');
    expect(englishT('rating.count', { count: 1 })).toBe('1 rating');
    expect(englishT('title.seasons', { count: 12 })).toBe('12 Seasons');
    expect(englishT('rating.count', { count: 2.5 })).toBe('2.5 ratings');
  });

  it("writes whole numbers as Intl's English does", () => {
    const intl = new Intl.NumberFormat('en');
    const samples = [
      0,
      1,
      -1,
      7,
      42,
      999,
      1000,
      -1000,
      12345,
      999999,
      1000000,
      -7654321,
      2 ** 40,
      -(2 ** 52),
    ];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n, -n);
    for (const n of samples) expect(formatCount(n)).toBe(intl.format(n));
  });
});
