// Every page of the site rendered on the server by the client's own components (client/entry-server.tsx,
// docs/architecture.md "One render path"), into the built index.html: the page's markup in #root, its head,
// the stylesheets and modulepreloads of its screen, and the query answers the browser hydrates from. The page's
// data comes from the same handlers that answer /api, called in process (Fastify's inject: no socket).
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { GeoService } from '../geo/geo.service';
import { headTags } from '../seo/head-tags';
import { escapeHtml } from '../seo/escape';
import { HtmlShell } from './html-shell';
import { readManifest, routeAssets, type ViteManifest } from './route-assets';
import { routeFor } from '../contract/routes';

/** What client/entry-server.tsx exports (a module of the client build, loaded at run time). */
interface ServerEntry {
  render(request: {
    url: string;
    country: string;
    origin: string;
    api: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{
    html: string;
    status: number;
    head: {
      origin: string;
      title?: string;
      description?: string;
      canonicalPath?: string;
      image?: string | null;
      ogType?: string;
    };
    state: unknown;
  }>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** The id of the script element holding the page's data for hydration (client/main.tsx reads it). */
export const STATE_ELEMENT_ID = 'sf-state';
/** The cookie the client sets with the visitor's chosen country (client/lib/region.tsx COUNTRY_COOKIE). */
export const COUNTRY_COOKIE = 'sf_country';

// A CommonJS build keeps import() as it is only through a function: the server entry is an ES module.
const importModule = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<unknown>;

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
      return (await importModule(pathToFileURL(file).href)) as ServerEntry;
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
    request: FastifyRequest,
    url: string,
    origin: string,
    options: { head?: string; status?: number } = {},
  ): Promise<RenderedPage | null> {
    const entry = await this.load();
    if (!entry) return null;
    const country = this.country(request);
    let page: Awaited<ReturnType<ServerEntry['render']>>;
    try {
      page = await entry.render({ url, country, origin, api: this.api });
    } catch (err) {
      // Never a 500 for a page: the template, which the app renders in the browser (its own error states).
      this.logger.error(`Server render of ${url.split('?')[0]} failed: ${String(err)}`);
      return null;
    }
    const path = url.split('?')[0];
    const h = page.head;
    const head =
      options.head ??
      headTags({
        title: h.title ?? 'StreamFinder',
        description: h.description ?? '',
        canonical: `${origin}${h.canonicalPath ?? path}`,
        image: h.image ?? undefined,
        ogType: h.ogType ?? 'website',
      });
    const { body, styles } = hoistStyles(page.html);
    const data = `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson({
      country,
      queries: page.state,
    })}</script>`;
    const html = this.shell.render({
      head: head + this.routeLinks(path) + styles,
      root: body,
      tail: data,
    });
    return { status: options.status ?? page.status, html };
  }

  /** Stylesheets and modulepreloads of the screen `path` opens (its chunk and what it imports). */
  private routeLinks(path: string): string {
    const route = routeFor(path);
    if (!route) return '';
    if (this.manifest === undefined) this.manifest = readManifest(this.config.clientDir) ?? null;
    if (!this.manifest) return '';
    const assets = routeAssets(this.manifest, route.module);
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
