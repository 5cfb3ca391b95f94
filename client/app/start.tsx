// The app's start, run by the entry (client/main.tsx) in a task after the one that evaluated the app's modules.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { persistQueryCache } from '../lib/persist';
import { APP_VERSION } from '../lib/app-version';
import { captureInstallPrompt, installChunkReloadGuard, registerServiceWorker } from '../lib/pwa';
import { queryClient } from '../lib/query-client';
import { whenIdle } from '../lib/idle';
import { holdHydration, openHydrationGate } from '../components/hydrate-later';
import { device, onDeviceTitleSaved, saveAnswersOnDevice } from '../lib/device-worker';
import { deviceSavedTitle } from '../features/my-list/saved-store';
import { localeBase, localeOfPath, localizePath } from '../../api/src/contract/locales';
import { loadCatalog } from '../i18n/catalogs';
import { rememberedLocale } from '../i18n/remembered-locale';
// After the app's own imports, as when the entry imported them (the cascade keeps its order); the server's page
// links them with the rest of this chunk's stylesheets.
import '../components/ui.css';
import '../features/title/title-page.css';

/** Starts the app into #root (once), in the address's language (issue #46). */
export function startApp(): void {
  // The home screen's start_url is '/': a visitor who chose another language gets that language's home, here in
  // the browser (the server never redirects by language: addresses stay shareable and cacheable), online or not.
  const remembered = rememberedLocale();
  if (location.pathname === '/' && remembered && remembered !== localeOfPath('/')) {
    location.replace(localizePath(remembered, `/${location.search}${location.hash}`));
    return;
  }
  const locale = localeOfPath(location.pathname);
  // The offline shell (index.html) says lang="en"; the server's page already says the right one, and is left
  // alone: writing <html lang>, even the same value, restyles the whole document (a 1,395-element style
  // recalculation, ~94 ms of main thread at 4x CPU on the home page, in the app's start task).
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  // The language's catalog (its own chunk; English is in the app) before the first render, which hydrates the
  // server's page in that language.
  loadCatalog(locale).then(
    () => start(locale),
    (err: unknown) => {
      // A catalog chunk that cannot be fetched (offline before the worker stored it): the page stays as the server
      // rendered it, without the app.
      console.error(`The ${locale} messages could not be loaded`, err);
    },
  );
}

function start(locale: ReturnType<typeof localeOfPath>): void {
  // Offline-first start (docs/decisions.md #17-#19): catch the install offer early, reload once if a lazy chunk
  // vanished after a deploy, save what the visitor sees into IndexedDB from the first visit, register the worker.
  captureInstallPrompt();
  installChunkReloadGuard();
  document.documentElement.dataset.appVersion = APP_VERSION;
  // A reload starts at the top, as every page does (ScrollToTop): the browser would restore the old position
  // on the server's page.
  history.scrollRestoration = 'manual';

  // The worker's install downloads and stores ~110 files: not among the page's load and hydration.
  if (import.meta.env.PROD) whenIdle(registerServiceWorker, 5000);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  // The page the server rendered (client/entry-server.tsx) is hydrated, not drawn again: its query answers go
  // into the cache first (after the stored ones, lib/persist.ts, so the server's fresher answers win), and the
  // first render reads them. Without them (the service worker's offline shell, the dev server) the app renders
  // the page itself.
  persistQueryCache(queryClient);
  const server = readServerState();
  // What is below a first screen (components/hydrate-later.tsx) hydrates once the browser is idle after it, or
  // at the visitor's first pointer, key or focus: first, before the device's own idle work.
  if (server) {
    holdHydration();
    whenIdle(openHydrationGate, 1500);
  }
  if (server) hydrate(queryClient, server.queries);

  // What the visitor sees (the server's answers among them) is saved on the device by the device worker
  // (lib/device-worker.ts), started once the page has loaded and the browser is idle, at most 1 s later: whoever
  // opened a title may lose the connection at any moment after.
  onDeviceTitleSaved(deviceSavedTitle);
  saveAnswersOnDevice(
    queryClient,
    (server?.queries.queries ?? []).flatMap(
      ({ queryKey }) => queryClient.getQueryCache().find({ queryKey, exact: true }) ?? [],
    ),
  );
  whenIdle(device.start, 1000);
  const app = (
    <StrictMode>
      <AppProviders initialCountry={server?.country} locale={locale}>
        {/* The language's prefix is the router's basename: every route and link of the app under it. */}
        <BrowserRouter basename={localeBase(locale) || undefined}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // Hydrated in a transition, as React Router's own entry does: React then works in slices of ~5 ms and lets the
  // browser handle input between them, instead of one long task over the whole page (the server's page is
  // already painted; hydration only attaches the app to it).
  if (server)
    startTransition(() => {
      hydrateRoot(container, app, {
        // A page whose first render in the browser differs from the server's is drawn again by React: say where.
        onRecoverableError: (err, info) =>
          console.error('Hydration: the page was drawn again', err, info.componentStack),
      });
    });
  else createRoot(container).render(app);
}

/** The data the server rendered the page with (api/src/http/page-renderer.ts STATE_ELEMENT_ID). */
function readServerState(): { country: string; queries: DehydratedState } | null {
  const el = document.getElementById('sf-state');
  if (!el?.textContent) return null;
  try {
    const value = JSON.parse(el.textContent) as { country?: unknown; queries?: unknown };
    if (typeof value.country !== 'string' || !value.queries || typeof value.queries !== 'object') return null;
    return { country: value.country, queries: value.queries as DehydratedState };
  } catch (err) {
    console.warn('The page data could not be read; the app renders the page itself', err);
    return null;
  }
}
