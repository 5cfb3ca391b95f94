import { Link as RouterLink } from 'react-router-dom';

/** The mark and the word, a link home (static classes: app/layout/layout.css). */
export function Logo() {
  return (
    <RouterLink to="/" aria-label="StreamFinder home" className="sf-logo sf-ring">
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
