// The app's start, loaded by the entry (client/main.tsx) in a task of its own once React has been evaluated.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { persistQueryCache } from '../lib/persist';
import { APP_VERSION } from '../lib/app-version';
import { captureInstallPrompt, installChunkReloadGuard, registerServiceWorker } from '../lib/pwa';
import { queryClient } from '../lib/query-client';
import { whenSettled } from '../lib/when-settled';
import { afterDexie, afterLoad, nextTask, whenIdle, yieldToMain } from '../lib/yield';
// After the app's own imports, as when the entry imported them (the cascade keeps its order); the build inlines
// them into index.html with the rest of this chunk's stylesheets (scripts/paint-first.mjs withStagedAssets).
import '../components/ui.css';
import '../features/title/title-page.css';

/** Starts the app into #root (once). */
export function startApp(): void {
  // Offline-first start (docs/decisions.md #17-#19): catch the install offer early, reload once if a lazy chunk
  // vanished after a deploy, save what the visitor sees into IndexedDB from the first visit, register the worker.
  captureInstallPrompt();
  installChunkReloadGuard();
  document.documentElement.dataset.appVersion = APP_VERSION;

  // Dexie (lib/offline-store) loads once the page has loaded and the browser is idle (at most 3 s later):
  // loading it, opening IndexedDB and saving the first answers were ~450 ms of long tasks at 4x CPU among the
  // home page's first renders (issue #10). A title's details are saved within a second of their arrival, though:
  // whoever opened a title may lose the connection at any moment after. Results that arrive before it are kept
  // and saved then.
  const early: Query[] = [];
  let saving = false;
  const saveOffline = () => {
    if (saving) return;
    saving = true;
    afterDexie(() => import('../lib/offline-store'))
      .then(async ({ openOfflineStore, saveQueryResult, startSavingQueries }) => {
        // Opening the database (created on a first visit) and the first write were one task of ~100 ms at 4x
        // CPU: the writes start in a task after the open's.
        await openOfflineStore();
        await nextTask();
        startSavingQueries(queryClient);
        stopCollecting();
        // One answer per task: each is a write of its own.
        for (const query of early.splice(0)) {
          void saveQueryResult(query.queryKey, query.state.data);
          await yieldToMain();
        }
      })
      // Its chunk could not load (offline before it was cached): kept for the next try (a title's answer).
      .catch((err: unknown) => {
        saving = false;
        console.warn('Answers could not be saved on this device yet', err);
      });
  };
  const stopCollecting = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    early.push(event.query);
    // In a task of its own once the browser is idle (1 s at most): seeded from the server's page, a title page's
    // details arrive in the app's start task, and Dexie's start and first write there were ~60 ms more of it at 4x.
    if (event.query.queryKey[0] === 'title') whenIdle(saveOffline, 1000);
  });
  afterLoad(() => whenIdle(saveOffline, 3000));
  // Once the page has settled (loaded, its reads done, the browser idle): the worker's install downloads and
  // stores ~110 files, and from the first frame on it ran among the page's first renders (issue #10).
  whenSettled(queryClient, () => {
    if (import.meta.env.PROD) registerServiceWorker();
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  // The page the server rendered (client/entry-server.tsx) is hydrated, not drawn again: its query answers go
  // into the cache first (after the stored ones, lib/persist.ts, so the server's fresher answers win), and the
  // first render reads them. Without them (the service worker's offline shell, the dev server) the app renders
  // the page itself.
  persistQueryCache(queryClient);
  const server = readServerState();
  if (server) {
    hydrate(queryClient, server.queries);
    // The page's answers are saved on the device like any other (a title's within a second: whoever opened it may
    // lose the connection at any moment after).
    for (const { queryKey } of server.queries.queries) {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.status !== 'success') continue;
      early.push(query);
      if (queryKey[0] === 'title') whenIdle(saveOffline, 1000);
    }
  }
  const app = (
    <StrictMode>
      <AppProviders initialCountry={server?.country}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (server)
    hydrateRoot(container, app, {
      // A page whose first render in the browser differs from the server's is drawn again by React: say where.
      onRecoverableError: (err, info) =>
        console.error('Hydration: the page was drawn again', err, info.componentStack),
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
