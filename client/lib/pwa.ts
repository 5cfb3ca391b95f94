// The page's side of the installable, offline app (docs/decisions.md #17, #19):
// - registers /sw.js through workbox-window and tracks a waiting new version (the update toast asks, and only
//   a click on Reload makes the new worker take over: it never reloads under the visitor);
// - looks for a new version on focus, when the page becomes visible, when the connection returns, and hourly;
// - captures `beforeinstallprompt` as early as possible (it can fire before React mounts) for the banner;
// - the online/offline state, and one full reload when a lazy route's chunk fails to load after a deploy.
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

type Listener = () => void;

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const l of listeners) l();
    },
    subscribe(l: Listener) {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
  };
}

// ---- service worker and updates ----

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const updateStore = createStore(false);
let workbox: Workbox | null = null;
let reloadRequested = false;

/** Registers the service worker (production builds only). Safe to call once at start. */
export function registerServiceWorker(scriptUrl = '/sw.js'): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || workbox) return;
  const wb = new Workbox(scriptUrl, { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => updateStore.set(true));
  wb.addEventListener('controlling', () => {
    // Only the page that asked for the new version reloads; the first install's claim does nothing.
    if (reloadRequested) window.location.reload();
  });
  void wb.register().catch((err: unknown) => console.warn('Service worker registration failed', err));

  const check = () => {
    if (navigator.onLine) void wb.update().catch(() => undefined);
  };
  window.addEventListener('focus', check);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
}

/** True when a new version is installed and waiting for the visitor's go-ahead. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(updateStore.subscribe, updateStore.get, () => false);
}

/** Lets the waiting worker take over, then reloads this page once it controls it. */
export function applyUpdate(): void {
  if (!workbox) {
    window.location.reload();
    return;
  }
  reloadRequested = true;
  workbox.messageSkipWaiting();
  // If the worker was already activated by another tab, 'controlling' may not fire here.
  setTimeout(() => window.location.reload(), 4000);
}

// ---- online / offline ----

function subscribeOnline(l: Listener) {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

// ---- install prompt ----

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallState {
  event: BeforeInstallPromptEvent | null;
  /** performance.now() when the browser offered installation. */
  offeredAt: number;
  installed: boolean;
}

const installStore = createStore<InstallState>({ event: null, offeredAt: 0, installed: false });

/**
 * Starts listening for the browser's install offer. Called first thing at start, before hydrating (the entry
 * module runs as soon as the server's page is parsed).
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // we show our own banner (docs/spec.md §2)
    installStore.set({
      event: e as BeforeInstallPromptEvent,
      offeredAt: performance.now(),
      installed: false,
    });
  });
  window.addEventListener('appinstalled', () => {
    installStore.set({ event: null, offeredAt: 0, installed: true });
  });
}

export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(installStore.subscribe, installStore.get, installStore.get);
}

/** Shows the browser's install dialog; resolves true when the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const { event } = installStore.get();
  if (!event) return false;
  installStore.set({ ...installStore.get(), event: null }); // a prompt event can be used once
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

// ---- a deploy while a page is open ----

const CHUNK_RELOAD_KEY = 'streamfinder_chunk_reload_at';
const CHUNK_RELOAD_WINDOW_MS = 30_000;

/**
 * A lazy route whose chunk is gone (an old page after a deploy, not controlled by the worker) reloads the
 * whole page once to get the new shell; a second failure within 30 s surfaces as the route's error instead
 * of a reload loop.
 */
export function installChunkReloadGuard(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, a chunk that cannot be fetched is not a new deploy, and a reload would lose the page.
    if (!navigator.onLine) return;
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    } catch {
      return;
    }
    if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
