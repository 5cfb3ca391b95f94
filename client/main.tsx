import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { APP_VERSION } from './lib/app-version';
import { startSavingQueries } from './lib/offline-store';
import { captureInstallPrompt, installChunkReloadGuard, registerServiceWorker } from './lib/pwa';
import { queryClient } from './lib/query-client';

// Offline-first start (decisions #17-#19): catch the install offer early, reload once if a lazy chunk vanished
// after a deploy, save what the visitor sees into IndexedDB from the first visit, register the worker.
captureInstallPrompt();
installChunkReloadGuard();
startSavingQueries(queryClient);
document.documentElement.dataset.appVersion = APP_VERSION;
if (import.meta.env.PROD) registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
