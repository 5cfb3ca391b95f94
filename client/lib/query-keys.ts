// The one query-key factory. Keys start with a stable resource name so the offline layer can recognise
// (and save) them: ['title', type, id, region] is a title's details with that country's providers.
import type { MediaType, SearchType, TimeWindow } from '../../api/src/contract';
import type { Locale } from '../../api/src/contract/locales';

export const queryKeys = {
  trending: (type: MediaType | 'all', window: TimeWindow, region: string) =>
    ['trending', type, window, region] as const,
  discover: (type: MediaType, params: Record<string, string>) => ['discover', type, params] as const,
  list: (type: MediaType, list: string, region: string, page: number) =>
    ['list', type, list, region, page] as const,
  nowPlaying: (region: string, page: number) => ['now-playing', region, page] as const,
  upcoming: (region: string, page: number) => ['upcoming', region, page] as const,
  search: (type: SearchType, query: string, page: number, region: string) =>
    ['search', type, query, page, region] as const,
  autocomplete: (query: string) => ['autocomplete', query] as const,
  title: (type: MediaType, id: number, region: string) => ['title', type, id, region] as const,
  similar: (type: MediaType, id: number, region: string) => ['similar', type, id, region] as const,
  slug: (type: MediaType, slug: string) => ['slug', type, slug] as const,
  health: () => ['health'] as const,
  affiliates: () => ['affiliates'] as const,
  countries: () => ['countries'] as const,
  // English keeps its key of before (stored lists stay valid); another language's list is its own entry (#46).
  genres: (type: MediaType, lang: Locale = 'en') =>
    lang === 'en' ? (['genres', type] as const) : (['genres', type, lang] as const),
  providers: (type: MediaType, region: string) => ['providers', type, region] as const,
  streamingTitles: (region: string, providers: string) => ['streaming-titles', region, providers] as const,
  userRating: (contentType: 'movie' | 'series', contentId: number, sessionId: string) =>
    ['rating', 'user', contentType, contentId, sessionId] as const,
  averageRating: (contentType: 'movie' | 'series', contentId: number) =>
    ['rating', 'average', contentType, contentId] as const,
};
