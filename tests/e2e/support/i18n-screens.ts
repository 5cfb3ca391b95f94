// The screens i18n-screens.test.ts loads in every language (issue #46): an English address and what its page is.
// i18n-routes.test.ts checks that these and its own CONVERTED screens together name every route of the route
// table (api/src/contract/routes.ts), so a route without a browser check in another language fails there.

/** The converted screens checked by their h1 (not the English page's) and every text node. */
export const SCREENS: ReadonlyArray<{ path: string; name: string }> = [
  { path: '/faq', name: 'faq' },
  { path: '/contact', name: 'contact' },
  { path: '/terms', name: 'terms' },
  { path: '/privacy', name: 'privacy' },
  { path: '/new', name: 'new' },
  { path: '/new/netflix/us', name: 'new on a service' },
  { path: '/upcoming-movies', name: 'upcoming' },
  { path: '/my-list', name: 'my list (empty)' },
  { path: '/search?q=star', name: 'search results' },
  { path: '/advanced-search', name: 'discover (no type)' },
  { path: '/advanced-search/movie', name: 'discover' },
  { path: '/genre/28?type=movie', name: 'genre' },
  { path: '/category/movie', name: 'category' },
  { path: '/direct-search?q=star', name: 'direct search' },
  { path: '/direct-search', name: 'direct search (no query)' },
  {
    path: '/advanced-search/movie?with_genres=28&vote_average.gte=7&with_runtime.lte=120&sort_by=vote_average.desc',
    name: 'discover with applied filters',
  },
];
