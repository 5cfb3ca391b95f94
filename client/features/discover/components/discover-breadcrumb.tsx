import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/i18n-provider';

/** Home > Advanced Search (static classes, discover-page.css). */
export function DiscoverBreadcrumb() {
  const t = useT();
  return (
    <nav aria-label={t('discover.breadcrumbLabel')} className="sf-breadcrumb">
      <ol className="sf-breadcrumb__list">
        <li className="sf-breadcrumb__item">
          <RouterLink to="/" className="sf-breadcrumb__link">
            {t('discover.breadcrumbHome')}
          </RouterLink>
        </li>
        <li className="sf-breadcrumb__separator" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m9 18 6-6-6-6" />
          </svg>
        </li>
        <li className="sf-breadcrumb__item">
          <span role="link" aria-current="page" className="sf-breadcrumb__current">
            {t('discover.breadcrumb')}
          </span>
        </li>
      </ol>
    </nav>
  );
}
