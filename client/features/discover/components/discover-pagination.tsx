import { earlyPageKey, paginationWindow, useEarlyPages } from '../../../components/pagination';
import { useT } from '../../../i18n/i18n-provider';
import '../../../components/button.css';
import './discover.css';

export interface DiscoverPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, up to 5 numbered pages (spec window rule, no ellipsis), Next; only when there is more than one page. */
export function DiscoverPagination({ page, totalPages, onChange }: DiscoverPaginationProps) {
  const t = useT();
  useEarlyPages(page, totalPages, onChange);
  if (totalPages <= 1) return null;
  const go = (n: number) => {
    if (n < 1 || n > totalPages || n === page) return;
    onChange(n);
  };
  return (
    <nav aria-label={t('pagination.label')} className="sf-discover-pages">
      <button
        type="button"
        className="sf-btn sf-btn--sm sf-btn--outline sf-discover-pages__step"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
        data-early-click={earlyPageKey(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      {paginationWindow(page, totalPages).map((n) => (
        <button
          type="button"
          key={n}
          className={`sf-btn sf-btn--sm sf-discover-pages__page ${n === page ? 'sf-btn--solid sf-palette-yellow' : 'sf-btn--ghost sf-palette-gray'}`}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: n })}
          onClick={() => go(n)}
          data-early-click={n !== page ? earlyPageKey(n) : undefined}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className="sf-btn sf-btn--sm sf-btn--outline sf-discover-pages__step"
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
        data-early-click={earlyPageKey(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
