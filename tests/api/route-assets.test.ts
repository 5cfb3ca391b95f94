// The links the server writes into a page's HTML for the screen its address opens (api/src/http/route-assets.ts,
// page-renderer.ts): the route's chunks and what they import, not the entry's or what the entry imports
// (index.html links those), each once, and nothing for a module the build does not have. The route table
// (api/src/contract/routes.ts) names each address's screen module.
import { describe, expect, it } from 'vitest';
import { routeAssets, type ViteManifest } from '../../api/src/http/route-assets';
import { NOT_FOUND_MODULE, routeFor, SITE_ROUTES } from '../../api/src/contract/routes';
import { existsSync } from 'node:fs';

const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_carousel-1.js': {
    file: 'assets/carousel-1.js',
    imports: ['_react-1.js'],
    css: ['assets/carousel-1.css'],
  },
  '_lists-1.js': { file: 'assets/lists-1.js', imports: ['_carousel-1.js', 'index.html'] },
  'client/app/routes/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_react-1.js', 'index.html', '_lists-1.js', '_carousel-1.js'],
    css: ['assets/home-1.css'],
  },
};

describe('routeAssets', () => {
  it("lists the route's chunk and its imports once, depth first, without the entry's", () => {
    expect(routeAssets(MANIFEST, 'client/app/routes/home.tsx')).toEqual({
      scripts: ['/assets/home-1.js', '/assets/lists-1.js', '/assets/carousel-1.js'],
      styles: ['/assets/home-1.css', '/assets/carousel-1.css'],
    });
  });

  it('gives nothing for a module the build does not have', () => {
    expect(routeAssets(MANIFEST, 'client/app/routes/gone.tsx')).toEqual({ scripts: [], styles: [] });
  });
});

describe('the route table', () => {
  it('names a screen module that exists for every route, and the 404 page', () => {
    for (const route of Object.values(SITE_ROUTES)) expect(existsSync(route.module), route.module).toBe(true);
    expect(existsSync(NOT_FOUND_MODULE)).toBe(true);
  });

  it('finds the route of an address, with one trailing slash tolerated, and none for an unknown one', () => {
    expect(routeFor('/')?.module).toBe('client/app/routes/home.tsx');
    expect(routeFor('/movies/fight-club')?.module).toBe('client/app/routes/movie-detail.tsx');
    expect(routeFor('/movie/550/fight-club')?.module).toBe('client/app/routes/movie-detail.tsx');
    expect(routeFor('/tv-shows/game-of-thrones/')?.module).toBe('client/app/routes/tv-detail.tsx');
    expect(routeFor('/genre/28')?.module).toBe('client/app/routes/genre.tsx');
    expect(routeFor('/genre/action')).toBeUndefined();
    expect(routeFor('/nope')).toBeUndefined();
  });
});
