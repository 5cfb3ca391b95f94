// Every page of the site rendered on the server by the client's own components (client/entry-server.tsx,
// docs/architecture.md "One render path"), into the built index.html: the page's markup in #root, its head,
// the stylesheets and modulepreloads of its screen, and the query answers the browser hydrates from. The page's
// data comes from the same handlers that answer /api, called in process (Fastify's inject: no socket).
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { GeoService } from '../geo/geo.service';
import { alternateLinks, headTags } from '../seo/head-tags';
import { HtmlShell } from './html-shell';
import { type CachedPage, compressPage, PageCache, pageKey, sendPage } from './page-cache';
import { pageLinkTags, readManifest, type ViteManifest } from './route-assets';
import type { ServerEntry } from '../contract/page-render';
import { LOCALE_TAG, localeOfPath, localizePath, stripLocale } from '../contract/locales';
import { renderParts, type RenderedParts } from './page-markup';
import { SharedPages } from './shared-pages';
import { injectFetch, RenderQueueFull, renderPool, sendQueueFull, type RenderPool } from './render-pool';

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

/** A produced page as it is kept: compressed (page-cache.ts), a redirect with its Location. */
async function pageOf(key: string, answer: PageAnswer): Promise<CachedPage> {
  const now = Date.now();
  if (answer.kind === 'redirect')
    return { ...(await compressPage(key, 301, '', { location: answer.location }, now)), keep: true };
  const page = await compressPage(key, answer.status, answer.html, answer.headers ?? {}, now);
  return { ...page, keep: answer.keep };
}

/** The id of the script element holding the page's data for hydration (client/main.tsx reads it). */
export const STATE_ELEMENT_ID = 'sf-state';
/** The cookie the client sets with the visitor's chosen country (client/lib/region.tsx COUNTRY_COOKIE). */
export const COUNTRY_COOKIE = 'sf_country';

@Injectable()
export class PageRenderer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PageRenderer');
  private entry?: Promise<ServerEntry | null>;
  /** The render workers (undefined: not made yet; null: rendering in process). */
  private pool?: RenderPool | null;
  private manifest?: ViteManifest | null;
  private readonly cache = new PageCache();
  private catalog?: { generation(): number; dataVersion(): string };
  private build?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shell: HtmlShell,
    private readonly geo: GeoService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly shared: SharedPages,
  ) {}

  /** Loads the server's render (and its libraries) at start, in each render worker or else here. */
  onApplicationBootstrap(): void {
    const failed = (err: unknown) => this.logger.error('The server render could not be loaded', err);
    const pool = this.workers();
    if (pool) pool.warm(this.entryFile(), failed);
    else this.load().catch(failed);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
  }

  /** The server entry built beside the client. */
  private entryFile(): string {
    return join(this.config.clientDir, '..', 'server', 'entry-server.mjs');
  }

  /** The render workers, made on first use, or null to render in process (render-pool.ts renderPool). */
  private workers(): RenderPool | null {
    if (this.pool === undefined) {
      this.pool = renderPool(this.entryFile(), this.api);
      const p = this.pool;
      if (p) this.logger.log(`Pages render on ${p.threads} thread(s), ${p.queue} may wait ${p.waitMs} ms`);
    }
    return this.pool;
  }

  /** The page's parts, rendered by a worker, or in process without a pool. */
  private async parts(
    entry: ServerEntry | null,
    country: string,
    url: string,
    origin: string,
    refresh: boolean,
  ): Promise<RenderedParts | null> {
    const pool = this.workers();
    if (pool) return pool.render({ entryFile: this.entryFile(), url, country, origin }, { refresh });
    return entry ? renderParts(entry, { url, country, origin, api: this.api }) : null;
  }

  /** The server entry loaded in process, or null without one. */
  private load(): Promise<ServerEntry | null> {
    this.entry ??= (async () => {
      const file = this.entryFile();
      if (!existsSync(file)) return null;
      // React's production build (the development one is several times slower and checks every render).
      process.env.NODE_ENV ??= 'production';
      // An ES module (the CommonJS build's import() is a require(), which loads one on Node 20.19+), typed by the
      // boundary both sides are checked against (contract/page-render.ts).
      return (await import(file)) as ServerEntry;
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
  private api = injectFetch(() => this.adapterHost.httpAdapter.getInstance<FastifyInstance>());

  /**
   * The page at `url`, or null without a server entry (an API-only build). `head` replaces the components' head (a
   * title page's, seo.service.ts); a stale page's `refresh` is refused while the threads are busy (render-pool.ts).
   */
  async render(
    country: string,
    url: string,
    origin: string,
    options: { head?: string; status?: number; refresh?: boolean } = {},
  ): Promise<RenderedPage | null> {
    // In process only: with a pool, the workers load the render and this thread never does.
    const entry = this.workers() ? null : await this.load();
    if (!entry && !this.workers()) return null;
    let page: RenderedParts | null;
    try {
      page = await this.parts(entry, country, url, origin, options.refresh === true);
    } catch (err) {
      if (err instanceof RenderQueueFull) throw err;
      // Never a 500 for a page: the template, which the app renders in the browser (its own error states).
      this.logger.error(`Server render of ${url.split('?')[0]} failed: ${String(err)}`);
      return null;
    }
    if (!page) return null;
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
    const data = `<script type="application/json" id="${STATE_ELEMENT_ID}">${page.stateJson}</script>`;
    const html = this.shell.render({
      head: head + alternateLinks(origin, stripLocale(canonicalPath)) + this.routeLinks(path) + page.styles,
      root: page.body,
      tail: data,
      lang: LOCALE_TAG[locale],
    });
    return { status: options.status ?? page.status, html, complete: page.complete };
  }

  /** True when the client build has its server entry (else pages are the template, rendered in the browser). */
  async hasEntry(): Promise<boolean> {
    if (this.workers()) return true;
    return (await this.load()) !== null;
  }

  /** The catalog whose generation keys the page cache, its data version the shared one (app.factory.ts). */
  useCatalog(catalog: { generation(): number; dataVersion(): string }): void {
    this.catalog = catalog;
  }

  /** What a page depends on besides its address and country: the build (its index.html) and the catalog. */
  private version(shared = false): string {
    this.build ??= createHash('sha1').update(this.shell.html()).digest('base64url').slice(0, 12);
    return `${this.build}|${shared ? this.catalog?.dataVersion() : (this.catalog?.generation() ?? 0)}`;
  }

  /**
   * Answers a page request from the page cache (page-cache.ts), producing it with `produce` on a miss (one
   * production per key at a time) and again behind a stale hit. Sends 304 to a matching If-None-Match.
   */
  async respond(
    request: FastifyRequest,
    reply: FastifyReply,
    country: string,
    produce: (refresh: boolean) => Promise<PageAnswer>,
  ): Promise<FastifyReply> {
    const key = pageKey(this.version(), country, request.url);
    const sharedKey = pageKey(this.version(true), country, request.url);
    const run = (refresh = false) =>
      this.cache.once(key, () =>
        this.shared.through(sharedKey, key, refresh, async () => pageOf(key, await produce(refresh))),
      );
    const hit = this.cache.get(key, Date.now());
    // Stale: served as is, refreshed behind only when a thread is free (never in a visitor's place in the line).
    if (hit?.stale && !this.pool?.busy) {
      run(true).catch((err: unknown) => {
        if (!(err instanceof RenderQueueFull))
          this.logger.error(`Page refresh of ${request.url} failed: ${String(err)}`);
      });
    }
    let page;
    try {
      page = hit?.page ?? (await run());
    } catch (err) {
      const lang = LOCALE_TAG[localeOfPath(request.url.split('?')[0])];
      if (err instanceof RenderQueueFull)
        return sendQueueFull(reply, this.shell.render({ root: '', tail: '', lang }));
      throw err;
    }
    // From the cache (HIT, STALE while a new render replaces it), another instance's (SHARED), or rendered (MISS).
    reply.header('x-page-cache', hit ? (hit.stale ? 'STALE' : 'HIT') : page?.shared ? 'SHARED' : 'MISS');
    const vary = `Accept-Encoding, Cookie, ${this.geo.header}, Accept-Language`;
    return sendPage(request, reply, page, vary, this.cache);
  }

  /** Stylesheets and modulepreloads of the screen `path` opens, in its language (route-assets.ts). */
  private routeLinks(path: string): string {
    if (this.manifest === undefined) this.manifest = readManifest(this.config.clientDir) ?? null;
    return this.manifest ? pageLinkTags(this.manifest, path) : '';
  }
}
