import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../i18n/i18n-provider';
import { LanguageSwitcher } from '../../features/language/language-switcher';
import { CountrySelector } from '../../features/region/components/country-selector';
import { Svg } from '../../components/icons';
import { HydrateLater } from '../../components/hydrate-later';
import { Logo } from './logo';
import { CONTACT_EMAIL, FOOTER_GENRES } from './nav-items';
import './layout.css';

// Static classes (app/layout/layout.css): the footer is on every page. Below every first screen, its links and
// texts hydrate after it (components/hydrate-later.tsx); the country selector, which waits for idle itself, is
// hydrated with the page.

function Column({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
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
  { label: 'footer.socialX' as const, href: 'https://x.com/', path: 'M4 4l16 16M20 4L4 20' },
  {
    label: 'footer.socialFacebook' as const,
    href: 'https://www.facebook.com/',
    path: 'M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  },
  {
    label: 'footer.socialInstagram' as const,
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
];

/** Memoized (no props): the layout re-renders on every navigation and status change, the footer need not. */
export const Footer = memo(function Footer() {
  const t = useT();
  return (
    <footer className="sf-footer">
      <div className="sf-container sf-footer__inner">
        <div className="sf-footer__grid">
          <HydrateLater>
            <FooterLinks />
          </HydrateLater>
          <div className="sf-footer__country">
            <h2 className="sf-footer__h">{t('footer.country')}</h2>
            <p className="sf-footer__muted sf-footer__note">{t('footer.countryNote')}</p>
            <CountrySelector block />
            <LanguageSwitcher />
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
  const t = useT();
  return (
    <>
      <div className="sf-footer__brand">
        <Logo />
        <p className="sf-footer__muted sf-footer__about">{t('footer.about')}</p>
        <div className="sf-footer__social">
          {SOCIAL.map((s) => (
            <a
              key={s.label}
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(s.label)}
              className="sf-footer__link sf-ring"
            >
              <Svg>
                <path d={s.path} />
              </Svg>
            </a>
          ))}
        </div>
      </div>
      <Column title={t('footer.explore')}>
        <FooterLink to="/">{t('nav.home')}</FooterLink>
        <FooterLink to="/category/movie">{t('nav.movies')}</FooterLink>
        <FooterLink to="/category/tv">{t('nav.tvShows')}</FooterLink>
        <FooterLink to="/new">{t('footer.newOnStreaming')}</FooterLink>
        <FooterLink to="/category/movie?filter=now_playing">{t('footer.newReleases')}</FooterLink>
        <FooterLink to="/upcoming-movies">{t('nav.upcoming')}</FooterLink>
        <FooterLink to="/advanced-search">{t('nav.discover')}</FooterLink>
      </Column>
      <Column title={t('footer.genres')}>
        {FOOTER_GENRES.map((g) => (
          <FooterLink key={g.id} to={`/genre/${g.id}?type=movie`}>
            {t(g.name)}
          </FooterLink>
        ))}
      </Column>
      <Column title={t('footer.support')} className="sf-footer__support">
        <FooterLink to="/contact">{t('footer.contact')}</FooterLink>
        <FooterLink to="/faq">{t('footer.faq')}</FooterLink>
        <FooterLink to="/privacy">{t('footer.privacy')}</FooterLink>
        <FooterLink to="/terms">{t('footer.terms')}</FooterLink>
        <li>
          <a href={`mailto:${CONTACT_EMAIL}`} className="sf-footer__link sf-ring">
            {CONTACT_EMAIL}
          </a>
        </li>
      </Column>
    </>
  );
}

/** An external link of the credits (rich text inside a translated sentence). */
function creditLink(href: string) {
  const CreditLink = (chunks: ReactNode[]) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="sf-footer__credit sf-ring">
      {chunks}
    </a>
  );
  return CreditLink;
}

function FooterLegal() {
  const t = useT();
  return (
    <div className="sf-footer__legal">
      <p>{t('footer.rights', { year: String(new Date().getFullYear()) })}</p>
      <div className="sf-footer__credits" data-testid="attribution">
        <p>
          <FormattedMessage id="footer.tmdb" values={{ link: creditLink('https://www.themoviedb.org/') }} />
        </p>
        <p>
          <FormattedMessage
            id="footer.justwatch"
            values={{ link: creditLink('https://www.justwatch.com/') }}
          />
        </p>
      </div>
    </div>
  );
}
