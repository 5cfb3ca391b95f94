// The language switcher (issue #46): this page's address in every language, as links (a language is an address:
// each link loads that page in that language from the server). Following one remembers the choice on the device
// (the home screen then opens in it: client/app/start.tsx).
import { useLocation } from 'react-router-dom';
import { LOCALE_NAME, LOCALE_TAG, LOCALES, localizePath } from '../../../api/src/contract/locales';
import { useLocale, useT } from '../../i18n/i18n-provider';
import { rememberLocale } from '../../i18n/remembered-locale';
import './language-switcher.css';

export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  // The router's location is the address without the language prefix (its basename).
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('footer.language')} className="sf-lang">
      {/* Not a heading: the footer's headings are the spec's four columns; the nav landmark carries the name. */}
      <p className="sf-footer__h" aria-hidden="true">
        {t('footer.language')}
      </p>
      <ul className="sf-lang__list">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={localizePath(l, `${pathname}${search}`)}
              hrefLang={LOCALE_TAG[l]}
              lang={LOCALE_TAG[l]}
              aria-current={l === locale ? 'true' : undefined}
              className="sf-lang__link sf-ring"
              onClick={() => rememberLocale(l)}
              data-testid={`language-${l}`}
            >
              {LOCALE_NAME[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
