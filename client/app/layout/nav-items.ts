export interface NavItem {
  label: string;
  to: string;
  /** Extra path prefixes that mark the item active. */
  match: (pathname: string) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', match: (p) => p === '/' },
  { label: 'Movies', to: '/category/movie', match: (p) => p.startsWith('/category/movie') },
  { label: 'TV Shows', to: '/category/tv', match: (p) => p.startsWith('/category/tv') },
  { label: 'Discover', to: '/advanced-search', match: (p) => p.startsWith('/advanced-search') },
  { label: 'Upcoming', to: '/upcoming-movies', match: (p) => p.startsWith('/upcoming-movies') },
  { label: 'My List', to: '/my-list', match: (p) => p.startsWith('/my-list') },
];

export const FOOTER_GENRES = [
  { id: 28, name: 'Action' },
  { id: 35, name: 'Comedy' },
  { id: 18, name: 'Drama' },
  { id: 878, name: 'Sci-Fi' },
  { id: 16, name: 'Animation' },
  { id: 27, name: 'Horror' },
];

export const CONTACT_EMAIL = 'contact@thestreamfinder.app';
