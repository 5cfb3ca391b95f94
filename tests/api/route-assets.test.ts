// The links the server writes into a page's HTML for the screen its address opens (api/src/http/route-assets.ts,
// issue #10): the route's chunks and what they import, not the entry's (index.html has those), stylesheets that
// hold no paint (media="print" until the starter applies them), nothing twice, and nothing at all without a build
// manifest.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlShell } from '../../api/src/http/html-shell';
import {
  ROUTE_MODULES,
  routeAssets,
  routeModuleFor,
  withRouteLinks,
  type ViteManifest,
} from '../../api/src/http/route-assets';
import type { AppConfig } from '../../api/src/config/config';

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

const INDEX = `<!doctype html><html><head><style>/* entry css */</style>
<link rel="modulepreload" crossorigin href="/assets/index-1.js">
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body><div id="root"><!--shell-main--><!--/shell-main--></div></body></html>`;

describe('routeAssets', () => {
  it("lists the route's chunk and its imports once, depth first, without the entry or its stylesheet", () => {
    expect(routeAssets(MANIFEST, 'client/app/routes/home.tsx')).toEqual({
      scripts: ['/assets/home-1.js', '/assets/react-1.js', '/assets/lists-1.js', '/assets/carousel-1.js'],
      styles: ['/assets/home-1.css', '/assets/carousel-1.css'],
    });
  });

  it('gives nothing for a module the build does not have', () => {
    expect(routeAssets(MANIFEST, 'client/app/routes/gone.tsx')).toEqual({ scripts: [], styles: [] });
  });
});

describe('routeModuleFor', () => {
  it('maps the landing pages to the route modules the router loads for them', () => {
    expect(routeModuleFor('/')).toBe('client/app/routes/home.tsx');
    expect(routeModuleFor('/movies/fight-club')).toBe('client/app/routes/movie-detail.tsx');
    expect(routeModuleFor('/movie/550-fight-club')).toBe('client/app/routes/movie-detail.tsx');
    expect(routeModuleFor('/tv-shows/game-of-thrones')).toBe('client/app/routes/tv-detail.tsx');
    expect(routeModuleFor('/search')).toBe('client/app/routes/search.tsx');
    expect(routeModuleFor('/advanced-search')).toBe('client/app/routes/advanced-search.tsx');
    expect(routeModuleFor('/advanced-search/tv')).toBe('client/app/routes/advanced-search.tsx');
    expect(routeModuleFor('/advanced-search/anime')).toBeUndefined();
    expect(routeModuleFor('/movies/fight-club/extra')).toBeUndefined();
    expect(routeModuleFor('/faq')).toBeUndefined();
  });

  it('names route modules that exist (a renamed route would silently lose its links)', () => {
    for (const [, module] of ROUTE_MODULES) expect(existsSync(resolve(module)), module).toBe(true);
  });
});

describe('withRouteLinks', () => {
  it('adds modulepreloads and print-media stylesheets to <head>, skipping what the page links', () => {
    const html = withRouteLinks(INDEX, routeAssets(MANIFEST, 'client/app/routes/home.tsx'));
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    for (const chunk of ['home-1', 'lists-1', 'carousel-1'])
      expect(head).toContain(
        // Inert inside a <template> until the starter fetches it (scripts/paint-first.mjs).
        `<template data-sf-preloads><link rel="modulepreload" crossorigin fetchpriority="low" data-sf-href="/assets/${chunk}.js"></template>`,
      );
    expect(html.match(/href="\/assets\/react-1\.js"/g)).toHaveLength(1);
    for (const sheet of ['home-1', 'carousel-1'])
      expect(head).toContain(
        `<link rel="stylesheet" crossorigin href="/assets/${sheet}.css" media="print" data-sf-route-style>`,
      );
    expect(body).not.toContain('<link');
    expect(html).not.toContain('index-1.css');
    // Idempotent: a second pass adds nothing.
    expect(withRouteLinks(html, routeAssets(MANIFEST, 'client/app/routes/home.tsx'))).toBe(html);
  });
});

describe('HtmlShell with a build manifest', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function shellFor(withManifest: boolean): HtmlShell {
    dir = mkdtempSync(join(tmpdir(), 'sf-route-assets-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    if (withManifest) {
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    }
    return new HtmlShell({ clientDir: dir } as AppConfig);
  }

  it("links home's screen into / and nothing into other pages", () => {
    const shell = shellFor(true);
    expect(shell.htmlFor('/')).toContain('href="/assets/home-1.js"');
    expect(shell.htmlFor('/')).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/home-1.css" media="print"',
    );
    expect(shell.htmlFor('/faq')).toBe(INDEX);
    // Title pages pass their path; a page without one is left as it is.
    expect(shell.page('<title>x</title>', '<h1>x</h1>')).not.toContain('href="/assets/home');
  });

  it('serves the page as built when the build has no manifest', () => {
    expect(shellFor(false).htmlFor('/')).not.toContain('home-1');
  });
});
