import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountrySelector } from '../../features/region/components/country-selector';
import { Svg } from '../../components/icons';
import { HydrateLater } from '../../components/hydrate-later';
import { Logo } from './logo';
import { CONTACT_EMAIL, FOOTER_GENRES } from './nav-items';
import './layout.css';

// Static classes (app/layout/layout.css): the footer is on every page. Below every first screen, its links and
// texts hydrate after it (components/hydrate-later.tsx); the country selector, which waits for idle itself, is
// hydrated with the page.

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="sf-footer__h">{title}</h2>
      <ul className="sf-footer__list">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <RouterLink to={to} className="sf-footer__link sf-ring">
        {children}
      </RouterLink>
    </li>
  );
}

const SOCIAL = [
  { label: 'StreamFinder on X', href: 'https://x.com/', path: 'M4 4l16 16M20 4L4 20' },
  {
    label: 'StreamFinder on Facebook',
    href: 'https://www.facebook.com/',
    path: 'M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  },
  {
    label: 'StreamFinder on Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
];

/** Memoized (no props): the layout re-renders on every navigation and status change, the footer need not. */
export const Footer = memo(function Footer() {
  return (
    <footer className="sf-footer">
      <div className="sf-container sf-footer__inner">
        <div className="sf-footer__grid">
          <HydrateLater>
            <FooterLinks />
          </HydrateLater>
          <div className="sf-footer__country">
            <h2 className="sf-footer__h">Country</h2>
            <p className="sf-footer__muted sf-footer__note">Availability and lists follow this country.</p>
            <CountrySelector block />
          </div>
        </div>
        <HydrateLater>
          <FooterLegal />
        </HydrateLater>
      </div>
    </footer>
  );
});

/** The brand and the three link columns (siblings of the country column in the footer's grid). */
function FooterLinks() {
  return (
    <>
      <div className="sf-footer__brand">
        <Logo />
        <p className="sf-footer__muted sf-footer__about">
          Find where to stream, rent or buy movies and TV shows legally in your country.
        </p>
        <div className="sf-footer__social">
          {SOCIAL.map((s) => (
            <a
              key={s.label}
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={s.label}
              className="sf-footer__link sf-ring"
            >
              <Svg>
                <path d={s.path} />
              </Svg>
            </a>
          ))}
        </div>
      </div>
      <Column title="Explore">
        <FooterLink to="/">Home</FooterLink>
        <FooterLink to="/category/movie">Movies</FooterLink>
        <FooterLink to="/category/tv">TV Shows</FooterLink>
        <FooterLink to="/new">New on Streaming</FooterLink>
        <FooterLink to="/category/movie?filter=now_playing">New Releases</FooterLink>
        <FooterLink to="/upcoming-movies">Upcoming</FooterLink>
        <FooterLink to="/advanced-search">Discover</FooterLink>
      </Column>
      <Column title="Genres">
        {FOOTER_GENRES.map((g) => (
          <FooterLink key={g.id} to={`/genre/${g.id}?type=movie`}>
            {g.name}
          </FooterLink>
        ))}
      </Column>
      <Column title="Support">
        <FooterLink to="/contact">Contact</FooterLink>
        <FooterLink to="/faq">FAQ</FooterLink>
        <FooterLink to="/privacy">Privacy Policy</FooterLink>
        <FooterLink to="/terms">Terms of Service</FooterLink>
        <li>
          <a href={`mailto:${CONTACT_EMAIL}`} className="sf-footer__link sf-ring">
            {CONTACT_EMAIL}
          </a>
        </li>
      </Column>
    </>
  );
}

function FooterLegal() {
  return (
    <div className="sf-footer__legal">
      <p>© {new Date().getFullYear()} StreamFinder. All rights reserved.</p>
      <div className="sf-footer__credits" data-testid="attribution">
        <p>
          Title data and images from{' '}
          <a
            href="https://www.themoviedb.org/"
            target="_blank"
            rel="noopener noreferrer"
            className="sf-footer__credit sf-ring"
          >
            TMDB
          </a>
          . This product uses the TMDB API but is not endorsed or certified by TMDB.
        </p>
        <p>
          Streaming data by{' '}
          <a
            href="https://www.justwatch.com/"
            target="_blank"
            rel="noopener noreferrer"
            className="sf-footer__credit sf-ring"
          >
            JustWatch
          </a>
        </p>
      </div>
    </div>
  );
}
