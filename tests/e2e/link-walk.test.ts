// Issue #45, "every screen is reachable": starting at `/`, a breadth-first walk of the server-rendered pages'
// same-origin links (header, footer, home, each page's own links; bounded: at most 3 pages per route and 200 in
// all) reaches every route of the route table, api/src/contract/routes.ts, parameter routes by at least one
// example. Legacy address forms, which only forward to the current ones, are excepted and named here.
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES, routeFor, type RouteName } from '../../api/src/contract/routes';
import { setupSite } from './site-support';

const h = setupSite();

/**
 * Old address forms kept for links from elsewhere, which nothing in the app links by design: the id addresses
 * of titles (replaced by their slug address once loaded), /tvshows/{slug} (forwards to /tv-shows/{slug}) and
 * /direct-search (the first search results page, docs/spec.md §2; /search is its current form).
 */
const LEGACY: RouteName[] = ['movieById', 'tvById', 'tvOld', 'directSearch'];
const PER_ROUTE = 3;
const MAX_PAGES = 200;

const nameOf = (path: string): RouteName | undefined => {
  const r = routeFor(path);
  return (Object.keys(SITE_ROUTES) as RouteName[]).find((n) => SITE_ROUTES[n] === r);
};

/** Links, and the addresses of search forms (a GET form's action: the header's search box leads to /search). */
function linksOf(html: string, base: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(?:a\b[^>]*?\shref|form\b[^>]*?\saction)="([^"]+)"/g)) {
    const href = m[1].replace(/&amp;/g, '&');
    const url = new URL(href, base);
    if (url.origin === new URL(base).origin) out.push(url.pathname + url.search);
  }
  return out;
}

describe('every screen is reachable from /', () => {
  it('a walk of the links from / reaches every route of the table', async () => {
    const reached = new Map<RouteName, string>();
    const perRoute = new Map<RouteName, number>();
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    let pages = 0;
    while (queue.length && pages < MAX_PAGES) {
      const path = queue.shift()!;
      const res = await fetch(h.server.url + path, { headers: { accept: 'text/html' } });
      pages++;
      if (res.status !== 200) continue;
      const name = nameOf(path.split('?')[0]);
      if (name && !reached.has(name)) reached.set(name, path);
      for (const link of linksOf(await res.text(), h.server.url + path)) {
        const target = nameOf(link.split('?')[0]);
        if (!target || seen.has(link) || (perRoute.get(target) ?? 0) >= PER_ROUTE) continue;
        seen.add(link);
        perRoute.set(target, (perRoute.get(target) ?? 0) + 1);
        queue.push(link);
      }
    }
    const missing = (Object.keys(SITE_ROUTES) as RouteName[]).filter(
      (n) => !reached.has(n) && !LEGACY.includes(n),
    );
    expect(missing, `reached: ${JSON.stringify(Object.fromEntries(reached))}`).toEqual([]);
  }, 120_000);
});
