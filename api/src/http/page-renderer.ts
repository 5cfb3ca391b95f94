// Every page of the site rendered on the server by the client's own components (client/entry-server.tsx,
// docs/architecture.md "One render path"), into the built index.html: the page's markup in #root, its head,
// the stylesheets and modulepreloads of its screen, and the query answers the browser hydrates from. The page's
// data comes from the same handlers that answer /api, called in process (Fastify's inject: no socket).
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { GeoService } from '../geo/geo.service';
import { alternateLinks, headTags } from '../seo/head-tags';
import { escapeHtml } from '../seo/escape';
import { HtmlShell } from './html-shell';
import { compressPage, PageCache, pageKey, sendPage } from './page-cache';
import { readManifest, routeAssets, type ViteManifest } from './route-assets';
import { routeFor } from '../contract/routes';
import { LOCALE_TAG, localeOfPath, localizePath, stripLocale } from '../contract/locales';
import type { RenderResult, ServerEntry } from '../contract/page-render';

export interface RenderedPage {
  status: number;
  html: string;
  /** Rendered with every answer it read (a page with an error state or missing data is not kept). */
  complete: boolean;
}

/** How a page is produced on a miss: rendered, or where its address moved. */
export type PageAnswer =
  | { kind: 'page'; status: number; html: string; headers?: Record<string, string>; keep: boolean }
  | { kind: 'redirect'; location: string };

/** The id of the script element holding the page's data for hydration (client/main.tsx reads it). */
export const STATE_ELEMENT_ID = 'sf-state';
/** The cookie the client sets with the visitor's chosen country (client/lib/region.tsx COUNTRY_COOKIE). */
export const COUNTRY_COOKIE = 'sf_country';

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion writes each component's styles as a <style> before it; HTML allows <style> in <head> only. They move
 * there, once each (the browser's Emotion cache adopts them from there before React hydrates).
 */
export function hoistStyles(html: string): { body: string; styles: string } {
  const seen = new Set<string>();
  let styles = '';
  const body = html.replace(EMOTION_STYLE, (_m, key: string, css: string) => {
    if (css && !seen.has(key)) {
      seen.add(key);
      styles += `<style data-emotion="${key}">${css}</style>`;
    }
    return '';
  });
  return { body, styles };
}

@Injectable()
export class PageRenderer implements OnApplicationBootstrap {
  private readonly logger = new Logger('PageRenderer');
  private entry?: Promise<ServerEntry | null>;
  private manifest?: ViteManifest | null;
  private readonly cache = new PageCache();
  private catalog?: { generation(): number };
  private build?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shell: HtmlShell,
    private readonly geo: GeoService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Loads the server's render (and the libraries it imports) at start, not on the first visitor's request. */
  onApplicationBootstrap(): void {
    this.load().catch((err: unknown) => this.logger.error('The server render could not be loaded', err));
  }

  /** The server entry built beside the client (<dist>/server/entry-server.mjs), or null without one. */
  private load(): Promise<ServerEntry | null> {
    this.entry ??= (async () => {
      const file = join(this.config.clientDir, '..', 'server', 'entry-server.mjs');
      if (!existsSync(file)) return null;
      // React's production build (the development one is several times slower and checks every render).
      process.env.NODE_ENV ??= 'production';
      // The entry is an ES module: the CommonJS build's import() is a require(), which loads one on Node 20.19+.
      // Typed by the boundary both sides are checked against (contract/page-render.ts).
      const entry: ServerEntry = await import(file);
      return entry;
    })();
    return this.entry;
  }

  /** The visitor's country: the saved choice (cookie), else today's detection rule (docs/decisions.md #4). */
  country(request: FastifyRequest): string {
    const cookie = request.headers.cookie ?? '';
    const saved = new RegExp(`(?:^|;\\s*)${COUNTRY_COOKIE}=([A-Za-z]{2})(?:;|$)`).exec(cookie)?.[1];
    if (saved) return saved.toUpperCase();
    return this.geo.detect(request.headers as Record<string, string | undefined>).country_code;
  }

  /** Answers an /api GET in process, as the browser would get it (uncompressed). */
  private api = async (url: string, init: RequestInit): Promise<Response> => {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const res = await fastify.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  /**
   * The page at `url` (path and query), or null when there is no server entry (an API-only build). `head`
   * replaces the head the page's components give (a title page's, with JSON-LD, seo.service.ts).
   */
  async render(
    country: string,
    url: string,
    origin: string,
    options: { head?: string; status?: number } = {},
  ): Promise<RenderedPage | null> {
    const entry = await this.load();
    if (!entry) return null;
    let page: RenderResult;
    try {
      page = await entry.render({ url, country, origin, api: this.api });
    } catch (err) {
      // Never a 500 for a page: the template, which the app renders in the browser (its own error states).
      this.logger.error(`Server render of ${url.split('?')[0]} failed: ${String(err)}`);
      return null;
    }
    const path = url.split('?')[0];
    const h = page.head;
    // The page's language is its address's (contract/locales.ts): its canonical address stays in that language,
    // and it names its address in every other one (hreflang, x-default: English).
    const locale = localeOfPath(path);
    const canonicalPath = localizePath(locale, h.canonicalPath ?? path);
    const head =
      options.head ??
      headTags({
        title: h.title ?? 'StreamFinder',
        description: h.description ?? '',
        canonical: `${origin}${canonicalPath}`,
        image: h.image ?? undefined,
        ogType: h.ogType ?? 'website',
      });
    const { body, styles } = hoistStyles(page.html);
    const data = `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson({
      country,
      queries: page.state,
    })}</script>`;
    const html = this.shell.render({
      head: head + alternateLinks(origin, stripLocale(canonicalPath)) + this.routeLinks(path) + styles,
      root: body,
      tail: data,
      lang: LOCALE_TAG[locale],
    });
    return { status: options.status ?? page.status, html, complete: page.complete };
  }

  /** True when the client build has its server entry (else pages are the template, rendered in the browser). */
  async hasEntry(): Promise<boolean> {
    return (await this.load()) !== null;
  }

  /** The catalog whose generation keys the page cache (app.factory.ts, once the app is built). */
  useCatalog(catalog: { generation(): number }): void {
    this.catalog = catalog;
  }

  /** What a page depends on besides its address and country: the build (its index.html) and the catalog. */
  private version(): string {
    this.build ??= createHash('sha1').update(this.shell.html()).digest('base64url').slice(0, 12);
    return `${this.build}|${this.catalog?.generation() ?? 0}`;
  }

  /**
   * Answers a page request from the page cache (page-cache.ts), producing it with `produce` on a miss (one
   * production per key at a time) and again behind a stale hit. Sends 304 to a matching If-None-Match.
   */
  async respond(
    request: FastifyRequest,
    reply: FastifyReply,
    country: string,
    produce: () => Promise<PageAnswer>,
  ): Promise<FastifyReply> {
    const key = pageKey(this.version(), country, request.url);
    const run = () =>
      this.cache.once(
        key,
        async () => {
          const answer = await produce();
          const now = Date.now();
          if (answer.kind === 'redirect')
            return { ...compressPage(key, 301, '', { location: answer.location }, now), keep: true };
          return {
            ...compressPage(key, answer.status, answer.html, answer.headers ?? {}, now),
            keep: answer.keep,
          };
        },
        (page) => page.keep === true && (page.status === 200 || page.status === 404 || page.status === 301),
      );
    const hit = this.cache.get(key, Date.now());
    if (hit?.stale) {
      // Served as it is; the next visitor gets the new render (stale-while-revalidate).
      run().catch((err: unknown) =>
        this.logger.error(`Page refresh of ${request.url} failed: ${String(err)}`),
      );
    }
    const page = hit?.page ?? (await run());
    // Whether the page came from the cache (HIT, STALE while a new render replaces it) or was rendered (MISS).
    reply.header('x-page-cache', hit ? (hit.stale ? 'STALE' : 'HIT') : 'MISS');
    return sendPage(request, reply, page, `Accept-Encoding, Cookie, ${this.geo.header}, Accept-Language`);
  }

  /** Stylesheets and modulepreloads of the screen `path` opens (its chunk and what it imports). */
  private routeLinks(path: string): string {
    const route = routeFor(path);
    if (!route) return '';
    if (this.manifest === undefined) this.manifest = readManifest(this.config.clientDir) ?? null;
    if (!this.manifest) return '';
    const assets = routeAssets(this.manifest, route.module);
    // The page's language's messages (their own chunk, issue #46): the app's start waits for them to hydrate.
    const locale = localeOfPath(path);
    const catalog = this.manifest[`client/i18n/messages/${locale}.json`]?.file;
    if (catalog && locale !== 'en') assets.scripts.push(`/${catalog}`);
    return [
      ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
      // Low fetch priority, as the entry's (vite.config.ts lowPriorityScripts): the page's stylesheets and images
      // first, the scripts that hydrate it after.
      ...assets.scripts.map(
        (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
      ),
    ].join('');
  }
}
