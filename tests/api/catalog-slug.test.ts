// Slug rules (docs/spec.md §5), pure: slugify, parseSlug, unique assignment; the client's copy behaves the same.
import { describe, expect, it } from 'vitest';
import { assignSlugs, isSlug, parseSlug, searchText, slugify } from '../../api/src/catalog/slug';
import { slugify as clientSlugify, parseSlug as clientParseSlug } from '../../client/lib/slug';
import { addMonths, nowPlayingWindow, upcomingWindow } from '../../api/src/catalog/reference-dates';

const SAMPLES: Array<[string, string]> = [
  ['Fight Club', 'fight-club'],
  ['Amélie', 'amelie'],
  ['M3GAN 2.0', 'm3gan-20'],
  ["Schindler's List", 'schindlers-list'],
  ['Spider-Man: No Way Home', 'spider-man-no-way-home'],
  ['Mission: Impossible - Dead Reckoning', 'mission-impossible-dead-reckoning'],
  ['Face/Off', 'face-off'],
  ['Mr. & Mrs. Smith', 'mr-and-mrs-smith'],
  ['WALL·E', 'walle'],
  ['Blade Runner 2049', 'blade-runner-2049'],
  ['  Léon:  The Professional ', 'leon-the-professional'],
  ['Straße', 'strasse'],
  ['Æon Flux', 'aeon-flux'],
  ['1917', '1917'],
  ['기생충', ''],
];

describe('slugify', () => {
  it.each(SAMPLES)('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(clientSlugify(title)).toBe(slug);
    if (slug) expect(isSlug(slug)).toBe(true);
  });
});

describe('parseSlug', () => {
  it('reads an id prefix and a numbered duplicate', () => {
    expect(parseSlug('550-fight-club')).toMatchObject({ id: 550 });
    expect(parseSlug('halloween-2')).toMatchObject({ number: 2, base: 'halloween' });
    expect(parseSlug('fight-club')).toEqual({ slug: 'fight-club' });
    expect(parseSlug('1917')).toEqual({ slug: '1917', id: 1917 });
    for (const s of ['550-fight-club', 'halloween-2', 'fight-club', '1917']) {
      const { base: _base, ...server } = parseSlug(s);
      expect(clientParseSlug(s)).toEqual(server);
    }
  });
});

describe('assignSlugs', () => {
  it('the most popular claims the plain slug, later ones -2, -3; ties by id', () => {
    const slugs = assignSlugs([
      { id: 30, title: 'Halloween', popularity: 1 },
      { id: 10, title: 'Halloween', popularity: 9 },
      { id: 20, title: 'Halloween', popularity: 1 },
    ]);
    expect([slugs.get(10), slugs.get(20), slugs.get(30)]).toEqual([
      'halloween',
      'halloween-2',
      'halloween-3',
    ]);
  });

  it('a real title "X 2" keeps its slug; duplicates skip it', () => {
    const slugs = assignSlugs([
      { id: 1, title: 'Halloween', popularity: 9 },
      { id: 2, title: 'Halloween', popularity: 8 },
      { id: 3, title: 'Halloween 2', popularity: 1 },
    ]);
    expect(slugs.get(3)).toBe('halloween-2');
    expect(slugs.get(2)).toBe('halloween-3');
  });

  it('titles without Latin letters or digits get their id', () => {
    expect(assignSlugs([{ id: 496243, title: '기생충', popularity: 5 }]).get(496243)).toBe('496243');
  });
});

describe('searchText', () => {
  it('folds case, accents and punctuation; keeps other scripts', () => {
    expect(searchText('Amélie')).toBe('amelie');
    expect(searchText("Schindler's  List!")).toBe('schindlers list');
    expect(searchText('M3GAN 2.0')).toBe('m3gan 20');
    expect(searchText('기생충')).toBe('기생충');
  });
});

describe('reference-date windows', () => {
  it('6 months back and one year forward of 2025-03-29', () => {
    expect(nowPlayingWindow('2025-03-29')).toEqual({ minimum: '2024-09-29', maximum: '2025-03-29' });
    expect(upcomingWindow('2025-03-29')).toEqual({ minimum: '2025-03-30', maximum: '2026-03-29' });
  });

  it('clamps to the end of shorter months', () => {
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(upcomingWindow('2024-02-29')).toEqual({ minimum: '2024-03-01', maximum: '2025-02-28' });
  });
});
