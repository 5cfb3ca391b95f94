import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/i18n-provider';

/** The mark and the word, a link home (static classes: app/layout/layout.css). */
export function Logo() {
  const t = useT();
  return (
    <RouterLink to="/" aria-label={t('header.home')} className="sf-logo sf-ring">
      <span className="sf-logo__mark" aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <path d="M7 4v16l13-8z" />
        </svg>
      </span>
      <span className="sf-logo__word">
        Stream<span>Finder</span>
      </span>
    </RouterLink>
  );
}
