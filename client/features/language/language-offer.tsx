// The first visit's language offer (issue #46): on an English page, a visitor whose browser prefers another of
// the site's languages (navigator.languages: what it sends as Accept-Language) is offered that language once, in
// that language ("Auf Deutsch lesen"), never redirected: addresses stay shareable and the page cacheable (the
// server's page is the same for everyone; this runs in the browser after the page is idle). Following the link
// remembers the language; "No thanks" remembers that the offer was declined. Neither shows the offer again.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createIntl } from 'react-intl';
import {
  DEFAULT_LOCALE,
  LOCALE_TAG,
  localizePath,
  preferredLocale,
  type Locale,
} from '../../../api/src/contract/locales';
import { loadCatalog } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/i18n-provider';
import {
  dismissLocaleOffer,
  localeOfferDismissed,
  rememberedLocale,
  rememberLocale,
} from '../../i18n/remembered-locale';

interface Offer {
  locale: Locale;
  read: string;
  dismiss: string;
  label: string;
}

/** The language to offer on this page, if any. */
function offeredLocale(pageLocale: Locale): Locale | undefined {
  if (pageLocale !== DEFAULT_LOCALE || rememberedLocale() || localeOfferDismissed()) return undefined;
  const wanted = preferredLocale(navigator.languages ?? [navigator.language]);
  return wanted && wanted !== DEFAULT_LOCALE ? wanted : undefined;
}

export function LanguageOffer() {
  const pageLocale = useLocale();
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const locale = offeredLocale(pageLocale);
    if (!locale) return;
    let live = true;
    // The offer speaks the offered language: its catalog (a small chunk) is loaded for it.
    loadCatalog(locale).then(
      (messages) => {
        if (!live) return;
        const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages });
        setOffer({
          locale,
          read: intl.formatMessage({ id: 'languageOffer.read' }),
          dismiss: intl.formatMessage({ id: 'languageOffer.dismiss' }),
          label: intl.formatMessage({ id: 'languageOffer.label' }),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pageLocale]);

  if (!offer || closed) return null;
  const tag = LOCALE_TAG[offer.locale];
  return (
    <aside lang={tag} aria-label={offer.label} className="sf-lang-offer" data-testid="language-offer">
      <a
        href={localizePath(offer.locale, `${pathname}${search}`)}
        hrefLang={tag}
        className="sf-lang-offer__link sf-ring"
        onClick={() => rememberLocale(offer.locale)}
      >
        {offer.read}
      </a>
      <button
        type="button"
        className="sf-btn sf-btn--ghost sf-lang-offer__dismiss"
        onClick={() => {
          dismissLocaleOffer();
          setClosed(true);
        }}
      >
        {offer.dismiss}
      </button>
    </aside>
  );
}
