import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n-provider';
import { CloseIcon, MenuIcon, SearchIcon } from '../../components/icons';
import { CountrySelector } from '../../features/region/components/country-selector';
import { MyListCount } from '../../features/my-list/components/my-list-count';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { useScrollHeader } from './use-scroll-header';
import './layout.css';

// The drawer (a Chakra dialog) loads when its toggle is pointed at, focused or pressed, like the header search
// below: no page loads Chakra's code before the visitor reaches for one of them (issue #10).
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu();
// The header search (a Chakra input and its suggestion list) loads when its toggle is pointed at, focused or
// pressed: the entry carries no Chakra code (issue #10).
const loadHeaderSearch = () => import('../../features/search/components/header-search');
const HeaderSearch = lazy(() => loadHeaderSearch().then((m) => ({ default: m.HeaderSearch })));
const preloadHeaderSearch = () => void loadHeaderSearch();

/**
 * Open state that belongs to one page: closed again by the render that shows another address (and it stays
 * closed when the visitor comes back). An effect closing it after a navigation ran after the paint, so a click
 * on the new page in between was undone a moment later.
 */
export function useOpenOnPage(pathname: string): [boolean, (open: boolean) => void] {
  const [state, setState] = useState<{ open: boolean; page: string }>({ open: false, page: pathname });
  // Adjusting state while rendering (React re-renders at once, before anything is shown).
  if (state.page !== pathname) setState({ open: false, page: pathname });
  return [state.open && state.page === pathname, (open) => setState({ open, page: pathname })];
}

/**
 * Sticky header: hides on scroll down, shows on scroll up, solid after 20 px (docs/spec.md §2, Layout). Memoized
 * (no props): it follows the address itself, not the layout's other state.
 */
export const Header = memo(function Header() {
  const { pathname } = useLocation();
  const { hidden, solid } = useScrollHeader();
  const [searchOpen, setSearchOpen] = useOpenOnPage(pathname);
  const [menuOpen, setMenuOpen] = useOpenOnPage(pathname);
  const [menuMounted, setMenuMounted] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const isHome = pathname === '/';
  const t = useT();
  // The header search's stand-in (see openSearch); kept after it unmounts so the search can read what it holds.
  const earlyInput = useRef<HTMLInputElement | null>(null);
  const typedAhead = useCallback(() => earlyInput.current, []);

  /**
   * Opens the search with its field focused within the tap's own handler (iOS opens the keyboard for that focus
   * only): rendered at once, the stand-in input when the search's code is still loading; the search takes over
   * what was typed into it (features/search/typed-ahead.ts).
   */
  const openSearch = () => {
    earlyInput.current = null;
    flushSync(() => setSearchOpen(true));
    typedAhead()?.focus();
  };

  useEffect(() => {
    if (menuOpen) setMenuMounted(true);
  }, [menuOpen]);

  const shown = !hidden || searchOpen || focusInside;

  return (
    <header
      className="sf-header"
      onFocusCapture={() => setFocusInside(true)}
      onBlurCapture={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
      data-hidden={shown ? undefined : 'true'}
      data-solid={solid ? 'true' : undefined}
      data-search-open={searchOpen ? 'true' : undefined}
    >
      <a href="#main-content" className="sf-skip sf-ring">
        {t('header.skip')}
      </a>
      <div className="sf-container sf-header__inner">
        <div className="sf-header__bar">
          <Logo />
          <nav aria-label={t('nav.main')} className="sf-header__nav">
            {NAV_ITEMS.map((item) => (
              <RouterLink
                key={item.to}
                to={item.to}
                className="sf-nav-link sf-ring"
                aria-current={item.match(pathname) ? 'page' : undefined}
              >
                {t(item.label)}
                {item.to === '/my-list' && <MyListCount />}
              </RouterLink>
            ))}
          </nav>
          <div className="sf-header__tools" data-home={isHome || undefined}>
            {!isHome && (
              <button
                type="button"
                className="sf-icon-btn sf-ring"
                aria-label={t(searchOpen ? 'header.closeSearch' : 'header.openSearch')}
                aria-expanded={searchOpen}
                onClick={() => (searchOpen ? setSearchOpen(false) : openSearch())}
                onPointerEnter={preloadHeaderSearch}
                onPointerDown={preloadHeaderSearch}
                onFocus={preloadHeaderSearch}
                data-testid="search-toggle"
              >
                {searchOpen ? <CloseIcon /> : <SearchIcon />}
              </button>
            )}
            <div className="sf-header__country">
              <CountrySelector />
            </div>
            <button
              type="button"
              className="sf-icon-btn sf-header__menu sf-ring"
              aria-label={t('header.openMenu')}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              onPointerEnter={preloadMobileMenu}
              onPointerDown={preloadMobileMenu}
              onFocus={preloadMobileMenu}
              data-testid="menu-toggle"
            >
              <MenuIcon />
            </button>
          </div>
        </div>
        {searchOpen && !isHome && (
          <div className="sf-header__search">
            <Suspense
              fallback={
                <div className="sf-header__early">
                  <SearchIcon size={18} />
                  <input
                    ref={(el) => {
                      if (el) earlyInput.current = el;
                    }}
                    type="search"
                    placeholder={t('search.placeholder')}
                    aria-label={t('search.label')}
                    autoComplete="off"
                    enterKeyHint="search"
                  />
                </div>
              }
            >
              <HeaderSearch onDone={() => setSearchOpen(false)} typedAhead={typedAhead} />
            </Suspense>
          </div>
        )}
      </div>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} pathname={pathname} />
        </Suspense>
      )}
    </header>
  );
});
