// One real address of each route of the route table (api/src/contract/routes.ts), for the tests that visit every
// route (hydration, i18n-routes): an id and a slug of the embedded catalog, a query that finds something.
import type { RouteName } from '../../../api/src/contract/routes';

/** One address of each route of the table. */
export const ROUTE_SAMPLES: Record<RouteName, string> = {
  home: '/',
  movieById: '/movie/550',
  movie: '/movies/fight-club',
  tvById: '/tv/1399',
  tv: '/tv-shows/game-of-thrones',
  tvOld: '/tvshows/game-of-thrones',
  search: '/search?q=star',
  directSearch: '/direct-search?q=star',
  category: '/category/movie',
  genre: '/genre/28?type=movie',
  advancedSearch: '/advanced-search',
  advancedSearchType: '/advanced-search/movie',
  upcoming: '/upcoming-movies',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  myList: '/my-list',
  newArrivals: '/new',
  newOnProvider: '/new/netflix/us',
};
