import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { FAVICON, renderIcons } from './scripts/icons.mjs';
import { chakraSystemCss } from './scripts/chakra-system-css.mjs';
import { compileHints } from './scripts/compile-hints.mjs';
import { precompress } from './scripts/precompress.mjs';
import { appVersion as buildVersion } from './scripts/app-version.mjs';
import { i18nMessages } from './scripts/i18n-messages.mjs';
import { FILE_HANDLER_ACTION, SHARE_FILE_FIELD, SHARE_TARGET_PATH } from './client/lib/share-target';

// SF_DIST lets parallel work build into its own folder (default dist/); the API serves <dist>/client.
const distRoot = process.env.SF_DIST ?? 'dist';

const THEME = '#0b0f19';

/**
 * Every app icon rendered from public/icon-source.svg, and the favicon (a PNG) from public/favicon.svg, at build
 * time (scripts/icons.mjs).
 */
function appIcons(): Plugin {
  return {
    name: 'streamfinder-app-icons',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'icon',
          href: `/${FAVICON.fileName}`,
          type: 'image/png',
          sizes: `${FAVICON.size}x${FAVICON.size}`,
        },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        injectTo: 'head',
      },
    ],
    async generateBundle() {
      for (const icon of await renderIcons())
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
    },
  };
}

/** The dev server's favicon: the SVG itself (the build links the PNG rendered from it, appIcons). */
function devFavicon(): Plugin {
  return {
    name: 'streamfinder-dev-favicon',
    apply: 'serve',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
    ],
  };
}

/**
 * The app's scripts at low fetch priority (the entry and its modulepreloads; the server's page adds its screen's
 * the same way, api/src/http/page-renderer.ts): the page the server rendered is already the content, so on a slow
 * network its stylesheets and images come first and the scripts that hydrate it after them.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'streamfinder-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * The app's stylesheet before every script in <head>, where a screen's own stylesheets and modulepreloads go (the
 * server inserts them at the `<!--seo-head-->` marker, api/src/http/page-renderer.ts). Vite writes it after the
 * entry's modulepreloads: a title page named 24 scripts before it, and a browser on HTTP/1.1 (six connections a
 * host) had its connections taken by them when the stylesheet's turn came.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'streamfinder-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes('<!--seo-head-->')) throw new Error('index.html has no <!--seo-head--> marker');
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const rest = links.reduce((out, link) => out.replace(link, ''), html);
        return rest.replace('<!--seo-head-->', `${links.join('')}<!--seo-head-->`);
      },
    },
  };
}

const screenshots = [
  {
    src: '/screenshots/home-wide.png',
    sizes: '1280x800',
    form_factor: 'wide' as const,
    label: 'StreamFinder home page',
  },
  {
    src: '/screenshots/home-narrow.png',
    sizes: '390x844',
    form_factor: 'narrow' as const,
    label: 'StreamFinder on a phone',
  },
].filter((s) => existsSync(new URL(`./public${s.src}`, import.meta.url)));

/**
 * The server's render (client/entry-server.tsx, `vite build --ssr`): the same components for Node, into
 * <dist>/server; libraries stay in node_modules.
 */
// The build's identity: busts the persisted query cache and tells two deploys apart (lib/app-version.ts). From the
// sources, never the clock: two builds of one commit are byte-identical (scripts/app-version.mjs).
const appVersion = buildVersion();

const ssrBuild = {
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [react(), i18nMessages()],
  build: {
    outDir: `${distRoot}/server`,
    emptyOutDir: true,
    ssr: 'client/entry-server.tsx',
    copyPublicDir: false,
    rollupOptions: { output: { format: 'es' as const, entryFileNames: 'entry-server.mjs' } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        define: {
          __APP_VERSION__: JSON.stringify(appVersion),
        },
        // The message catalogs arrive compiled (scripts/i18n-messages.mjs): react-intl's ICU parser (~10 KiB gzip)
        // is left out of the browser's code (FormatJS's documented alias).
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
        plugins: [
          react(),
          i18nMessages(),
          appIcons(),
          devFavicon(),
          compileHints(),
          lowPriorityScripts(),
          stylesheetFirst(),
          chakraSystemCss(fileURLToPath(new URL('./client/lib/theme.ts', import.meta.url))),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'client',
            filename: 'sw.ts',
            injectRegister: false, // client/lib/pwa.ts registers it with workbox-window
            manifestFilename: 'manifest.webmanifest',
            includeAssets: ['favicon.svg', 'poster-placeholder.svg'],
            includeManifestIcons: false, // emitted by appIcons(), precached through globPatterns
            injectManifest: {
              globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
              globIgnores: ['screenshots/**', 'icon-source.svg'],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
            manifest: {
              id: '/',
              name: 'StreamFinder',
              short_name: 'StreamFinder',
              description:
                'Find where to stream, rent or buy any movie or TV show in your country. Works offline with the titles you saved.',
              start_url: '/',
              scope: '/',
              display: 'standalone',
              orientation: 'any',
              theme_color: THEME,
              background_color: THEME,
              lang: 'en',
              categories: ['entertainment', 'movies'],
              icons: [
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
                { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
              shortcuts: [
                {
                  name: 'Search',
                  short_name: 'Search',
                  description: 'Search movies and TV shows',
                  url: '/search',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
                {
                  name: 'Upcoming',
                  short_name: 'Upcoming',
                  description: 'Upcoming movies and new releases',
                  url: '/upcoming-movies',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
              ],
              screenshots: screenshots.map((s) => ({ ...s, type: 'image/png' })),
              // Issue #38: an IMDb / Letterboxd export opened with the installed app (Chromium desktop) or shared
              // to it (Android) lands in My List's import (features/my-list/import/import-incoming.ts). The share's
              // POST is answered by the service worker, offline too (lib/share-target-sw.ts).
              file_handlers: [
                {
                  action: FILE_HANDLER_ACTION,
                  accept: { 'text/csv': ['.csv'], 'application/json': ['.json'] },
                },
              ],
              share_target: {
                action: SHARE_TARGET_PATH,
                method: 'POST',
                enctype: 'multipart/form-data',
                params: {
                  files: [
                    {
                      name: SHARE_FILE_FIELD,
                      accept: ['.csv', '.json', 'text/csv', 'application/json', 'text/plain'],
                    },
                  ],
                },
              },
            },
          }),
          // Last: brotli and gzip copies of every text file, the service worker's included (scripts/precompress.mjs).
          precompress(),
        ],
        build: {
          outDir: `${distRoot}/client`,
          emptyOutDir: true,
          // SF_SOURCEMAP=1 SF_DIST=/tmp/x npm run build: a build with source maps, for profiling (off by default).
          sourcemap: process.env.SF_SOURCEMAP === '1',
          chunkSizeWarningLimit: 900,
          // .vite/manifest.json: the server links the chunks and stylesheets of the screen an address opens into its
          // HTML (api/src/http/route-assets.ts).
          manifest: true,
          rollupOptions: {
            output: {
              // Libraries in their own long-cached chunks, each under the largest-chunk budget (scripts/budget.mjs);
              // what only some pages use (Dexie, form widgets) stays with those pages.
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                  {
                    name: 'router',
                    test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
                    priority: 30,
                  },
                  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
                  { name: 'emotion', test: /node_modules[\\/](@emotion|stylis)[\\/]/, priority: 30 },
                  // react-intl and FormatJS (issue #46): the first screen's messages, in a long-cached chunk of their
                  // own (not the entry, whose budget they would take; not compile-hinted: most of their formatters
                  // are never called on a page).
                  {
                    name: 'intl',
                    test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
                    priority: 30,
                  },
                  // Dexie in a chunk of its own: loaded once the page is idle (client/app/start.tsx), never with the entry.
                  { name: 'dexie', test: /node_modules[\\/]dexie[\\/]/, priority: 30 },
                  // The app's small shared modules (client/lib, client/api: no stylesheets) in one chunk instead of ~15
                  // chunks of 0.2-1.8 KB: the starter fetched 42 modulepreloads for a title page, each ~2.5 ms of main
                  // thread here. Not the IndexedDB modules (Dexie stays out of the first screen's code), nor those that
                  // import Chakra or Workbox (a group takes its modules' dependencies along: they were 140 KB more).
                  {
                    name: 'app',
                    test: (id: string) =>
                      /[\\/]client[\\/](lib|api)[\\/]/.test(id) &&
                      !/[\\/](db|offline-store|outbox|outbox-core|outbox-events|watchlist-outbox|unseen-changes|share-target-sw|push-alerts-sw|chakra|system|theme|pwa|etag-revalidation)\.ts$/.test(
                        id,
                      ),
                    priority: 20,
                  },
                ],
              },
            },
          },
        },
        server: {
          port: 5173,
          proxy: {
            '/api': 'http://localhost:3001',
            '/sitemap.xml': 'http://localhost:3001',
            '/robots.txt': 'http://localhost:3001',
          },
        },
      },
);
