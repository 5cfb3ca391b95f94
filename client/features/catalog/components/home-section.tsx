import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import '../../../components/section.css';
import { useT } from '../../../i18n/i18n-provider';

/** A home section with an h2 and a view-all link (for content that is not a carousel, e.g. genre tiles). */
export function HomeSection({
  title,
  viewAllHref,
  children,
}: {
  title: string;
  viewAllHref?: string;
  children: ReactNode;
}) {
  const id = useId();
  const t = useT();
  return (
    <section aria-labelledby={id} className="sf-section">
      <div className="sf-section__head">
        <h2 id={id} className="sf-section__h">
          {title}
        </h2>
        {viewAllHref && (
          <RouterLink
            to={viewAllHref}
            aria-label={t('carousel.viewAllLabel', { title })}
            className="sf-view-all"
          >
            {t('carousel.viewAll')}
          </RouterLink>
        )}
      </div>
      {children}
    </section>
  );
}
