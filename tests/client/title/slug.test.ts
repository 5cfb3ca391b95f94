import { describe, expect, it } from 'vitest';
import { parseSlug, titlePath } from '../../../client/lib/slug';
import { idFromParam } from '../../../client/features/title/hooks/use-title-id';

describe('slug parsing (docs/spec.md §5)', () => {
  it('reads an id prefix and a numbered duplicate', () => {
    expect(parseSlug('550-fight-club')).toEqual({ slug: '550-fight-club', id: 550 });
    expect(parseSlug('fight-club')).toEqual({ slug: 'fight-club' });
    expect(parseSlug('the-office-2')).toEqual({ slug: 'the-office-2', number: 2 });
    expect(parseSlug('1917')).toEqual({ slug: '1917', id: 1917 });
  });
  it('accepts only positive all-digit ids in the id address', () => {
    expect(idFromParam('550')).toBe(550);
    expect(idFromParam('0')).toBeUndefined();
    expect(idFromParam('550abc')).toBeUndefined();
    expect(idFromParam('-1')).toBeUndefined();
    expect(idFromParam(undefined)).toBeUndefined();
  });
  it('links to the slug address, id-prefixed when the slug is unknown', () => {
    expect(titlePath('movie', { id: 550, slug: 'fight-club' })).toBe('/movies/fight-club');
    expect(titlePath('tv', { id: 1399, name: 'Game of Thrones' })).toBe('/tv-shows/1399-game-of-thrones');
  });
});
