import { useT } from '../i18n/i18n-provider';
import { useEarlyClicks } from '../lib/early-click';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './button.css';
import './pagination.css';

/**
 * Page numbers to show (docs/spec.md §2): the first `size` when total <= size or current <= 3; the last `size`
 * when current is within the last 2 pages; otherwise current-2 .. current+2.
 */
export function paginationWindow(current: number, total: number, size = 5): number[] {
  const t = Math.max(0, Math.floor(total));
  if (t === 0) return [];
  const c = Math.min(Math.max(1, Math.floor(current)), t);
  const half = Math.floor(size / 2);
  let start: number;
  if (t <= size || c <= half + 1) start = 1;
  else if (c >= t - (half - 1)) start = t - size + 1;
  else start = c - half;
  const end = Math.min(t, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** The key of a button going to page `n`, whose taps before the page's scripts have run are kept. */
export const earlyPageKey = (n: number) => `page:${n}`;

/**
 * Taken once hydrated: a tap then goes to its page (lib/early-click.ts). The pages a pager's buttons go to: the
 * window (which holds the previous and the next page) and the last.
 */
export function useEarlyPages(page: number, totalPages: number, onChange: (page: number) => void) {
  const handlers: Record<string, () => void> = {};
  for (const n of [...paginationWindow(page, totalPages), totalPages])
    if (n !== page) handlers[earlyPageKey(n)] = () => onChange(n);
  useEarlyClicks(handlers);
}

/**
 * Previous, up to 5 numbers, an ellipsis and the last page when it is not in the window, Next. Plain buttons
 * with static classes (components/pagination.css): no per-button Chakra style work on every results page.
 */
export function NumberedPagination({ page, totalPages, onChange, label }: PaginationProps) {
  const t = useT();
  useEarlyPages(page, totalPages, onChange);
  if (totalPages <= 1) return null;
  const pages = paginationWindow(page, totalPages);
  const last = pages[pages.length - 1] ?? 1;
  return (
    <nav aria-label={label ?? t('pagination.label')} className="sf-pager">
      <button
        type="button"
        className="sf-pager__btn sf-pager__btn--outline"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        data-early-click={earlyPageKey(page - 1)}
        aria-label={t('pagination.previousPage')}
      >
        <ChevronLeftIcon size={16} />
        <span className="sf-pager__word">{t('pagination.previous')}</span>
      </button>
      {pages.map((n) => (
        <button
          type="button"
          key={n}
          className="sf-pager__btn"
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: n })}
          onClick={() => n !== page && onChange(n)}
          data-early-click={n !== page ? earlyPageKey(n) : undefined}
        >
          {n}
        </button>
      ))}
      {last < totalPages && (
        <>
          {last < totalPages - 1 && (
            <span className="sf-pager__gap" aria-hidden="true">
              …
            </span>
          )}
          <button
            type="button"
            className="sf-pager__btn"
            aria-label={t('pagination.lastPage', { page: totalPages })}
            onClick={() => onChange(totalPages)}
            data-early-click={earlyPageKey(totalPages)}
          >
            {totalPages}
          </button>
        </>
      )}
      <button
        type="button"
        className="sf-pager__btn sf-pager__btn--outline"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        data-early-click={earlyPageKey(page + 1)}
        aria-label={t('pagination.nextPage')}
      >
        <span className="sf-pager__word">{t('pagination.next')}</span>
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}

/** Previous / 'Page X of Y' / Next, bounded at 1 and totalPages. Static classes, like the numbered one. */
export function PrevNextPagination({ page, totalPages, onChange, label }: PaginationProps) {
  const t = useT();
  useEarlyPages(page, totalPages, onChange);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t('pagination.label')} className="sf-pager-simple">
      <button
        type="button"
        className="sf-btn sf-btn--sm sf-btn--outline"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        data-early-click={earlyPageKey(page - 1)}
      >
        <ChevronLeftIcon size={16} />
        {t('pagination.previous')}
      </button>
      <p className="sf-pager-simple__status" aria-live="polite">
        {t('pagination.pageOf', { page, total: totalPages })}
      </p>
      <button
        type="button"
        className="sf-btn sf-btn--sm sf-btn--outline"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        data-early-click={earlyPageKey(page + 1)}
      >
        {t('pagination.next')}
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
