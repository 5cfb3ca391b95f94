// Live mode's lists and search (trending, discover, popular / top rated, now playing / upcoming, search), each in
// the language asked (tmdb-language.ts: another language laid over the English answer).
import type {
  DatedPage,
  MediaType,
  MovieSummary,
  MultiResult,
  Paged,
  SearchPage,
  SearchType,
  TimeWindow,
  TitleSummary,
} from '../../../contract';
import type { PageParams, SearchParams } from '../../catalog-source';
import { inLanguage } from './tmdb-language';
import type { TmdbPages } from './tmdb-pages';
import type { TmdbReader } from './tmdb-reader';
import * as R from './tmdb-requests';
import type { TmdbSuggestions } from './tmdb-suggestions';
import type { TmdbDatedPage, TmdbMovieItem, TmdbMultiItem, TmdbPage, TmdbTvItem } from './tmdb-types';

export class TmdbLists {
  constructor(
    private readonly reader: TmdbReader,
    private readonly pages: TmdbPages,
  ) {}

  trending(type: MediaType | 'all', window: TimeWindow, p: PageParams): Promise<Paged<MultiResult>> {
    return inLanguage(p, async (q, known) => {
      const page = await this.reader.fetch<TmdbPage<TmdbMultiItem>>(R.trending(type, window, q));
      return this.pages.multi(page, type === 'all' ? undefined : type, known);
    });
  }

  /** A page of movies or shows (discover, popular, top rated). */
  titlesIn<P extends PageParams>(
    type: MediaType,
    p: P,
    request: (q: P) => R.TmdbRequest,
  ): Promise<Paged<TitleSummary>> {
    return inLanguage(p, async (q, known) => {
      const page = await this.reader.fetch<TmdbPage<TmdbMovieItem | TmdbTvItem>>(request(q));
      return this.pages.titles(type, page, known);
    });
  }

  dated(name: 'now_playing' | 'upcoming', p: PageParams, today: string): Promise<DatedPage<MovieSummary>> {
    return inLanguage(p, async (q, known) => {
      const page = await this.reader.fetch<TmdbDatedPage<TmdbMovieItem>>(R.movieList(name, q));
      const mapped = (await this.pages.titles('movie', page, known)) as Paged<MovieSummary>;
      return { ...mapped, dates: page?.dates ?? { minimum: today, maximum: today } };
    });
  }

  async search(type: SearchType, p: SearchParams, suggestions: TmdbSuggestions): Promise<SearchPage> {
    let found = true;
    const answer: SearchPage = await inLanguage(p, async (q, known) => {
      const page = await this.reader.fetch<TmdbPage<TmdbMultiItem>>(R.search(type, q));
      found &&= page !== null;
      return this.pages.multi(page, type === 'multi' ? undefined : type, known);
    });
    // TMDB found nothing: "Did you mean" from the titles already stored (issue #36), none without the database.
    if (found && answer.total_results === 0)
      answer.suggestion = await suggestions.suggest(p.query, type).catch(() => undefined);
    return answer;
  }
}
