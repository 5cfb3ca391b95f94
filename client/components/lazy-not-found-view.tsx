// The 404 page's body for screens that show it only when their parameter names nothing known (an unknown genre,
// category or discover type; issue #45): loaded with that answer, so a listing's first screen carries none of its
// Chakra code (tests/e2e/layout-shift.test.ts). The server's render waits for it like any lazy part.
import { lazy, Suspense, type ComponentProps } from 'react';

const NotFoundView = lazy(() => import('./not-found-view').then((m) => ({ default: m.NotFoundView })));

export function LazyNotFoundView(props: ComponentProps<typeof NotFoundView>) {
  return (
    <Suspense fallback={null}>
      <NotFoundView {...props} />
    </Suspense>
  );
}
