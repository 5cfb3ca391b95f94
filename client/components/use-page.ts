import { useCallback, useState } from 'react';

/**
 * Page state that returns to 1 whenever `resetKey` changes (docs/spec.md §4: changing query, type, filter,
 * genre or country resets the page). Changing the page scrolls back to the top.
 */
export function usePage(resetKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const page = state.key === resetKey ? state.page : 1;
  const setPage = useCallback(
    (next: number) => {
      setState({ key: resetKey, page: Math.max(1, Math.floor(next)) });
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    },
    [resetKey],
  );
  return [page, setPage];
}
