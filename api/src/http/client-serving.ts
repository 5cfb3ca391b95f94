// Serves the built client on the API's port (docs/decisions.md #6): hashed files under /assets/ cached for a year,
// everything else revalidated (index.html, sw.js, the manifest), all compressed (brotli or gzip), and the SPA
// fallback: a GET outside /api that is no file gets the shell, 200 on a known route and 404 elsewhere;
// an unknown /api/* path gets the JSON 404.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import type { AppConfig } from '../config/config';
import { errorBody } from './api-exception.filter';
import type { HtmlShell } from './html-shell';
import type { PageRenderer } from './page-renderer';
import { routeFor } from '../contract/routes';
import { siteOrigin } from './site-origin';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

function cacheControlFor(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

export function sendShell(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .send(html);
}

export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}

export async function registerClientServing(
  fastify: FastifyInstance,
  config: AppConfig,
  shell: HtmlShell,
  renderer: PageRenderer,
): Promise<void> {
  if (existsSync(config.clientDir)) {
    await fastify.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Served by the SEO module, never from files.
      globIgnore: ['robots.txt', 'sitemap*.xml', '**/*.br', '**/*.gz'],
      // The build's brotli and gzip copies (scripts/precompress.mjs), sent as they are with Vary: Accept-Encoding;
      // a file without them is compressed on the fly like any other answer.
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  }

  fastify.get('/*', async (request, reply) => {
    const mark = request.url.indexOf('?');
    const path = mark < 0 ? request.url : request.url.slice(0, mark);
    if (path === '/api' || path.startsWith('/api/')) {
      const body = errorBody(404, `Cannot GET ${path}`);
      return reply.status(404).header('cache-control', 'no-store').send(body);
    }
    // A missing hashed asset is a 404, not the shell (the browser expects JS/CSS there).
    if (path.startsWith('/assets/')) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send(errorBody(404, `Cannot GET ${path}`));
    }
    if (!(await renderer.hasEntry())) {
      // No server entry (an API-only build): the template, which the app renders in the browser.
      return sendShell(reply, routeFor(path) ? 200 : 404, shell.html());
    }
    // The page depends on the visitor's country (cookie, else detection: page-renderer.ts), kept rendered.
    const country = renderer.country(request);
    return renderer.respond(request, reply, country, async (refresh) => {
      const page = await renderer.render(country, request.url, siteOrigin(config, request), { refresh });
      // A render that failed: the template, which the app renders in the browser (never kept).
      if (!page) return { kind: 'page', status: routeFor(path) ? 200 : 404, html: shell.html(), keep: false };
      return { kind: 'page', status: page.status, html: page.html, keep: page.complete };
    });
  });
}
