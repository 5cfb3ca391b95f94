import { Link as RouterLink } from 'react-router-dom';

/** Home > Advanced Search (static classes, discover-page.css). */
export function DiscoverBreadcrumb() {
  return (
    <nav aria-label="breadcrumb" className="sf-breadcrumb">
      <ol className="sf-breadcrumb__list">
        <li className="sf-breadcrumb__item">
          <RouterLink to="/" className="sf-breadcrumb__link">
            Home
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
            Advanced Search
          </span>
        </li>
      </ol>
    </nav>
  );
}
