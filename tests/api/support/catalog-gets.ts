// Every public catalog GET with the max-age of its resource, for the HTTP caching tests (http-caching.test.ts) and
// the answer cache's fast path (answer-fast-path.test.ts).
export const SWR = (age: number) => `public, max-age=${age}, stale-while-revalidate=${age}`;
export const DETAILS = 43200;
export const LIST = 3600;
export const SEARCH = 600;
export const REFERENCE = 86400;

/** Every catalog GET with the max-age of its resource (details 12 h, lists 1 h, search 10 min, reference 24 h). */
export const CATALOG: Array<[string, number]> = [
  ['/api/movie/550', DETAILS],
  ['/api/movie/550?region=US', DETAILS],
  ['/api/tv/1399?region=GB', DETAILS],
  ['/api/movie/550/similar', DETAILS],
  ['/api/tv/1399/similar', DETAILS],
  ['/api/trending/all/day', LIST],
  ['/api/trending/movie/week?page=2', LIST],
  ['/api/discover/movie?with_genres=28&sort_by=vote_average.desc', LIST],
  ['/api/discover/tv?sort_by=release_date.desc&first_air_date_year=2020', LIST],
  ['/api/movie/popular', LIST],
  ['/api/tv/popular', LIST],
  ['/api/movie/top_rated', LIST],
  ['/api/tv/top_rated', LIST],
  ['/api/movie/now_playing', LIST],
  ['/api/movie/upcoming', LIST],
  ['/api/slug/movie/fight-club', LIST],
  ['/api/movies/unique-url?title=Fight%20Club&release_date=1999-10-15', LIST],
  ['/api/tv/unique-url?name=Game%20of%20Thrones', LIST],
  ['/api/search/multi?query=star', SEARCH],
  ['/api/search/movie?query=the&page=2', SEARCH],
  ['/api/search/tv?query=office', SEARCH],
  ['/api/autocomplete?query=the', SEARCH],
  ['/api/genres/movie', LIST],
  ['/api/genre/tv/list', LIST],
  ['/api/countries', REFERENCE],
  ['/api/providers/movie?region=US', REFERENCE],
];
