// Issue #46: the message catalogs' check (scripts/i18n-check.mjs, run by `npm run check`) passes the repository's
// catalogs and catches each kind of mistake: a missing key, an extra key, a message that is no ICU, a placeholder
// renamed or dropped, a rich-text tag lost.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogs, readCatalogs } from '../../../scripts/i18n-check.mjs';

const DIR = resolve('client/i18n/messages');

const en = {
  'a.plain': 'Home',
  'a.count': '{count, plural, one {# title} other {# titles}}',
  'a.link': 'Data from <link>TMDB</link>',
  'a.name': 'Not streaming in {country}',
};
const de = {
  'a.plain': 'Start',
  'a.count': '{count, plural, one {# Titel} other {# Titel}}',
  'a.link': 'Daten von <link>TMDB</link>',
  'a.name': 'Nicht im Streaming in {country}',
};

describe('i18n catalog check', () => {
  it("passes the repository's six catalogs", () => {
    const catalogs = readCatalogs(DIR);
    expect(Object.keys(catalogs).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ko']);
    expect(checkCatalogs(catalogs)).toEqual([]);
  });

  it('passes catalogs that agree', () => {
    expect(checkCatalogs({ en, de })).toEqual([]);
  });

  it('names a key English has and another catalog lacks, and a key English lacks', () => {
    const { ['a.plain']: _gone, ...missing } = de;
    expect(checkCatalogs({ en, de: { ...missing, 'a.extra': 'Extra' } })).toEqual([
      'de: missing "a.plain"',
      'de: "a.extra" is not in en',
    ]);
  });

  it('names a message that does not parse as ICU', () => {
    const problems = checkCatalogs({ en, de: { ...de, 'a.count': '{count, plural, one {# Titel}' } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^de: "a.count" does not parse as ICU/);
  });

  it('names a renamed placeholder, a dropped plural and a lost tag', () => {
    expect(
      checkCatalogs({
        en,
        de: { ...de, 'a.name': 'Nicht in {land}', 'a.count': 'Titel', 'a.link': 'Daten von TMDB' },
      }),
    ).toEqual([
      'de: "a.count" uses {}, English uses {count}',
      'de: "a.link" uses {}, English uses {<link>}',
      'de: "a.name" uses {land}, English uses {country}',
    ]);
  });
});
