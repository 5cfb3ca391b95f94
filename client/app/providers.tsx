import { lazy, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryCache } from '../lib/persist';
import { queryClient } from '../lib/query-client';
import { RegionProvider } from '../lib/region';
import { useIdle } from '../lib/idle';
import { system } from '../lib/system';
import { lazyObject } from '../lib/lazy-object';
import { CardActionsProvider } from '../features/my-list/components/card-save-button';
import { I18nProvider } from '../i18n/i18n-provider';
import type { Locale } from '../../api/src/contract/locales';

// The toaster's region (and the toast machine) mounts once the page has loaded and the browser is idle (at most
// 3 s later), in a transition; toasts created before that wait in the toaster's store and show when it mounts.
// Mounted after the first paint, it was a synchronous render of its own among the page's first renders.
const AppToaster = lazy(() => import('../components/toaster').then((m) => ({ default: m.AppToaster })));

function DeferredToaster() {
  const [ready] = useIdle(3000);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/**
 * The system ChakraProvider gets. The built index.html already carries Chakra's theme CSS (layer order,
 * preflight, globals, token variables: <link data-sf-system>, scripts/chakra-system-css.mjs), so the provider
 * must not insert it again: the same system without its global styles. Its other members are read through the
 * prototype, so system._global (lazy in the build) is never computed. Dev and tests insert it as usual.
 */
export function providedSystem(
  doc: Document | undefined = globalThis.document,
  // The server renders into the built index.html, which carries it (client/entry-server.tsx).
  hasSystemCss = typeof window === 'undefined',
): typeof system {
  if (!hasSystemCss && !doc?.querySelector('[data-sf-system]')) return system;
  // ChakraProvider reads _config.disableLayers and _global when it renders: both answer without building the
  // (lazy) system, so a page with no Chakra component on its first screen never builds it.
  const config = Object.create(
    lazyObject(() => system._config),
    {
      disableLayers: { value: true, enumerable: true },
    },
  ) as typeof system._config;
  return Object.create(system, {
    _config: { value: config },
    _global: { value: [] },
  }) as typeof system;
}

const appSystem = providedSystem();

export function AppProviders({
  children,
  client = queryClient,
  initialCountry,
  locale,
}: {
  children: ReactNode;
  /** The page's language (its address's prefix); its catalog is loaded (client/i18n/catalogs.ts). */
  locale?: Locale;
  /** The server renders each request with a client of its own (client/entry-server.tsx). */
  client?: QueryClient;
  /** The country the server rendered the page for. */
  initialCountry?: string;
}) {
  // The stored cache is in the client before any query of the page mounts (lib/persist.ts says why).
  if (typeof window !== 'undefined') persistQueryCache(client);
  return (
    <I18nProvider locale={locale}>
      <ChakraProvider value={appSystem}>
        <QueryClientProvider client={client}>
          <RegionProvider initialCountry={initialCountry}>
            <CardActionsProvider>{children}</CardActionsProvider>
            <DeferredToaster />
          </RegionProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </I18nProvider>
  );
}
