import type { MessageKey } from '../../i18n/catalogs';

export interface NavItem {
  /** The label's message (client/i18n/messages). */
  label: MessageKey;
  to: string;
  /** Extra path prefixes that mark the item active. */
  match: (pathname: string) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'nav.home', to: '/', match: (p) => p === '/' },
  { label: 'nav.movies', to: '/category/movie', match: (p) => p.startsWith('/category/movie') },
  { label: 'nav.tvShows', to: '/category/tv', match: (p) => p.startsWith('/category/tv') },
  { label: 'nav.discover', to: '/advanced-search', match: (p) => p.startsWith('/advanced-search') },
  { label: 'nav.upcoming', to: '/upcoming-movies', match: (p) => p.startsWith('/upcoming-movies') },
  { label: 'nav.myList', to: '/my-list', match: (p) => p.startsWith('/my-list') },
];

export const FOOTER_GENRES: Array<{ id: number; name: MessageKey }> = [
  { id: 28, name: 'footer.genreAction' },
  { id: 35, name: 'footer.genreComedy' },
  { id: 18, name: 'footer.genreDrama' },
  { id: 878, name: 'footer.genreSciFi' },
  { id: 16, name: 'footer.genreAnimation' },
  { id: 27, name: 'footer.genreHorror' },
];

export const CONTACT_EMAIL = 'contact@thestreamfinder.app';
