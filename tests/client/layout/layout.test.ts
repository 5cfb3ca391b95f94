import { describe, expect, it } from 'vitest';
import { nextHeaderState } from '../../../client/app/layout/use-scroll-header';
import { legacyRedirectTarget } from '../../../client/app/layout/legacy-redirect';

describe('header scroll state', () => {
  it('stays shown within 10 px, hides scrolling down past it, shows scrolling up; solid after 20 px', () => {
    expect(nextHeaderState(0, 8, false)).toEqual({ hidden: false, solid: false });
    expect(nextHeaderState(8, 15, false)).toEqual({ hidden: true, solid: false });
    expect(nextHeaderState(15, 21, true)).toEqual({ hidden: true, solid: true });
    expect(nextHeaderState(300, 250, true)).toEqual({ hidden: false, solid: true });
    expect(nextHeaderState(250, 250, false)).toEqual({ hidden: false, solid: true });
    expect(nextHeaderState(30, 5, true)).toEqual({ hidden: false, solid: false });
  });
});

describe('legacy addresses', () => {
  it('maps /movie/{digits}/{slug} and /tv/{digits}/{slug}; ignores anything else', () => {
    expect(legacyRedirectTarget('/movie/550/fight-club')).toBe('/movies/fight-club');
    expect(legacyRedirectTarget('/tv/1399/game-of-thrones/')).toBe('/tv-shows/game-of-thrones');
    expect(legacyRedirectTarget('/movie/550')).toBeNull();
    expect(legacyRedirectTarget('/movie/abc/fight-club')).toBeNull();
    expect(legacyRedirectTarget('/movies/fight-club')).toBeNull();
    expect(legacyRedirectTarget(null)).toBeNull();
  });
});
