import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLocalizedPath, useT } from '../../i18n/i18n-provider';
import { CloseIcon, MenuIcon, SearchIcon } from '../../components/icons';
import { CountrySelector } from '../../features/region/components/country-selector';
import { MyListCount } from '../../features/my-list/components/my-list-count';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { useScrollHeader } from './use-scroll-header';
import { useEarlyClicks } from '../../lib/early-click';
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

const SEARCH_PANEL = 'sf-header-search';
/** The menu's toggle, whose taps before the page's scripts have run are kept (lib/early-click.ts). */
const MENU_KEY = 'menu-toggle';

/** Whether `el` is a shown popover; false where the browser has no popovers (jsdom). */
function popoverOpen(el: HTMLElement | null): boolean {
  try {
    return !!el?.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Shows or hides the popover `el`; nothing where the browser has no popovers (jsdom). */
function setPopoverShown(el: HTMLElement | null, show: boolean): void {
  if (!el || typeof el.showPopover !== 'function' || popoverOpen(el) === show) return;
  if (show) el.showPopover();
  else el.hidePopover();
}

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
  const localized = useLocalizedPath();
  // The search's panel (a popover: the toggle opens it without scripts too) and its stand-in field, in the server's
  // HTML; the search takes over what was typed into the stand-in (features/search/typed-ahead.ts).
  const panel = useRef<HTMLDivElement>(null);
  const earlyInput = useRef<HTMLInputElement | null>(null);
  const typedAhead = useCallback(() => earlyInput.current, []);

  /**
   * Opens the search with its field focused within the tap's own handler (iOS opens the keyboard for that focus
   * only): the panel shown first (the browser focuses its stand-in field, autofocus), then the search rendered at
   * once, which takes the text and the focus over when its code has loaded.
   */
  const openSearch = () => {
    setPopoverShown(panel.current, true);
    flushSync(() => setSearchOpen(true));
    if (!panel.current?.contains(document.activeElement)) typedAhead()?.focus();
  };

  // The panel follows the state: shown while open, hidden when it closes (Escape, a pick, another address).
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (searchOpen || wasOpen.current) setPopoverShown(panel.current, searchOpen);
    wasOpen.current = searchOpen;
  }, [searchOpen]);
  // Once, when hydrated, the other way: tapped before the page's scripts ran, the browser opened the panel itself
  // (popovertarget) and the stand-in holds what was typed since; the search opens now and takes it over.
  const openIfShown = useEffectEvent(() => {
    if (popoverOpen(panel.current)) setSearchOpen(true);
  });
  useEffect(() => openIfShown(), []);
  // The menu, tapped then, opens now (lib/early-click.ts).
  useEarlyClicks({ [MENU_KEY]: () => setMenuOpen(true) });

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
                // Expanded or not as its panel is shown (the browser says so for a popover's toggle).
                popoverTarget={SEARCH_PANEL}
                onClick={(e) => {
                  e.preventDefault(); // the panel follows the state once hydrated (openSearch)
                  if (searchOpen) setSearchOpen(false);
                  else openSearch();
                }}
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
              onClick={() => {
                setSearchOpen(false); // the search's panel lies over the page, the menu's drawer too
                setMenuOpen(true);
              }}
              onPointerEnter={preloadMobileMenu}
              onPointerDown={preloadMobileMenu}
              onFocus={preloadMobileMenu}
              data-early-click={MENU_KEY}
              data-testid="menu-toggle"
            >
              <MenuIcon />
            </button>
          </div>
        </div>
        {!isHome && (
          <div
            id={SEARCH_PANEL}
            ref={panel}
            popover="manual"
            className="sf-header__search"
            data-testid="header-search-panel"
          >
            {/* The stand-in: a plain search form (/search?q=) the browser focuses when the panel opens. */}
            <form role="search" action={localized('/search')} className="sf-header__early">
              <button
                type="submit"
                className="sf-header__early-submit sf-ring"
                aria-label={t('launcher.submit')}
              >
                <SearchIcon size={18} />
              </button>
              <input
                ref={earlyInput}
                type="search"
                name="q"
                autoFocus
                placeholder={t('search.placeholder')}
                aria-label={t('search.label')}
                autoComplete="off"
                enterKeyHint="search"
              />
            </form>
            {searchOpen && (
              <Suspense fallback={null}>
                <HeaderSearch onDone={() => setSearchOpen(false)} typedAhead={typedAhead} />
              </Suspense>
            )}
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
