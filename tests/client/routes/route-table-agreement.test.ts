// The route table's two forms of a route agree (issue #43): React Router's `path` (the browser's routes,
// client/app/router.tsx) and the server's `pattern` (routeFor: which addresses render with 200, and what the
// offline notice, the legacy redirect and the page-view counts match). Over sample addresses made from every
// route's path, in both directions: an address the server accepts opens that same route in React Router; an
// address React Router opens with a route is accepted by the server for that route, unless a parameter breaks
// the server's stricter rule for it (digits for an id; a provider's and a country's form), and then the server
// answers with the 404 page (routeFor: none).
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeFor, SITE_ROUTES, type RouteName } from '../../../api/src/contract/routes';

const names = Object.keys(SITE_ROUTES) as RouteName[];

// The layout route and its children, as client/app/router.tsx builds them from the table.
const ROUTES: RouteObject[] = [
  {
    path: '/',
    children: [
      ...names.map((name) =>
        SITE_ROUTES[name].path === ''
          ? { index: true, id: name }
          : { path: SITE_ROUTES[name].path, id: name },
      ),
      { path: '*', id: 'not-found' },
    ],
  },
];

/** What React Router opens for an address: the route's name, or none (the 404 page). */
function browserRoute(address: string): RouteName | undefined {
  const leaf = matchRoutes(ROUTES, address)?.at(-1);
  return !leaf || leaf.route.id === 'not-found' ? undefined : (leaf.route.id as RouteName);
}

/** What the server renders an address as: the route's name, or none (the 404 page). */
function serverRoute(address: string): RouteName | undefined {
  const route = routeFor(address);
  return names.find((name) => SITE_ROUTES[name] === route);
}

/** The server's rule for a parameter's value where it is stricter than "one path segment". */
const STRICTER: Record<string, RegExp> = {
  id: /^\d+$/,
  provider: /^[a-z0-9-]{1,100}$/,
  country: /^[a-z]{2}$/,
};
const VALUES = ['550', 'fight-club', 'abc', 'netflix', 'us', 'US', 'a%20b'];

/** Addresses from a path: each parameter given each sample value, optional ones also left out. */
function addresses(path: string): Array<{ address: string; params: Record<string, string> }> {
  let out: Array<{ address: string; params: Record<string, string> }> = [{ address: '', params: {} }];
  for (const segment of path.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) {
      out = out.map((a) => ({ ...a, address: `${a.address}/${segment}` }));
      continue;
    }
    const [, name, optional] = param as unknown as [string, string, string | undefined];
    out = out.flatMap((a) => [
      ...VALUES.map((v) => ({ address: `${a.address}/${v}`, params: { ...a.params, [name]: v } })),
      ...(optional ? [a] : []),
    ]);
  }
  const all = out.map((a) => ({ ...a, address: a.address || '/' }));
  // One trailing slash is tolerated on both sides.
  return [...all, ...all.filter((a) => a.address !== '/').map((a) => ({ ...a, address: `${a.address}/` }))];
}

describe("the route table's path and pattern agree", () => {
  const samples = names.flatMap((name) =>
    addresses(SITE_ROUTES[name].path).map((a) => ({ ...a, from: name })),
  );
  // Addresses no route has: each must be the 404 page on both sides.
  const strays = ['/movies', '/movies/a/b', '/tv-shows', '/genre', '/new/netflix', '/new/a/b/c', '/faq/x'];

  it('an address the server accepts opens the same route in React Router', () => {
    expect(samples.length).toBeGreaterThan(100);
    for (const { address } of samples) {
      const server = serverRoute(address);
      if (server) expect(browserRoute(address), address).toBe(server);
    }
    for (const address of strays) expect(serverRoute(address), address).toBeUndefined();
  });

  it("an address React Router opens with a route is that route's on the server, unless a parameter breaks its stricter rule", () => {
    for (const { address, params } of samples) {
      const browser = browserRoute(address);
      if (!browser) continue;
      const strict = Object.entries(params).every(([k, v]) => STRICTER[k]?.test(v) ?? true);
      expect(serverRoute(address), address).toBe(strict ? browser : undefined);
    }
    for (const address of strays) expect(browserRoute(address), address).toBeUndefined();
  });

  it('every route is reached by its own sample addresses on both sides', () => {
    for (const name of names) {
      const own = samples.filter((s) => s.from === name);
      expect(
        own.some((s) => serverRoute(s.address) === name && browserRoute(s.address) === name),
        name,
      ).toBe(true);
    }
  });
});
