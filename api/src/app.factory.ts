// Builds the whole HTTP application (used by main.ts and by the API tests, which pass their own config):
// one error shape, security headers, compression, the API under /api, sitemap/robots and the title pages
// at the root, and the built client with its SPA fallback on the same port (docs/decisions.md #6).
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { AppConfig } from './config/config';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { CatalogSource } from './catalog/catalog-source';
import { registerCatalogRoutes } from './catalog/catalog-routes';
import { CatalogService } from './catalog/catalog.service';
import { DataAgeInterceptor } from './catalog/data-age.interceptor';
import { registerClientServing, registerCompression } from './http/client-serving';
import { HtmlShell } from './http/html-shell';
import { PageRenderer } from './http/page-renderer';
import { registerHttpCaching } from './http/http-caching';
import { lazySchemaCompilers } from './http/lazy-schema-compilers';
import { clientErrorHandler, frameworkErrorHandler } from './http/framework-errors';
import { registerSecurityHeaders, type SecurityHeaders } from './http/security-headers';
import { PREFIXED_LOCALES } from './contract/locales';

/** Request bodies above 1 KiB are refused with 413 (our largest body, a rating, is ~200 bytes). */
export const BODY_LIMIT = 1024;
/** POST /api/match takes up to 500 rows of an imported list (issue #38): its own, larger limit. */
export const MATCH_BODY_LIMIT = 512 * 1024;

/** Routes outside the /api prefix: crawl files and the server-rendered heads of title pages. */
// 'movies/:slug' would also unprefix the catalog's GET movies/unique-url (Nest matches exclusions by pattern), so
// that route is declared with its full path 'api/movies/unique-url' and excluded here to be served as is.
export const ROOT_ROUTES = [
  'sitemap.xml',
  'robots.txt',
  'movies/:slug',
  'tv-shows/:slug',
  // A title page in another language (issue #46): its head in that language, with JSON-LD.
  ...PREFIXED_LOCALES.flatMap((l) => [`${l}/movies/:slug`, `${l}/tv-shows/:slug`]),
  'tvshows/:slug',
  ...PREFIXED_LOCALES.map((l) => `${l}/tvshows/:slug`),
  'api/movies/unique-url',
];

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // TRUST_PROXY decides which X-Forwarded-For hops count for request.ip (the write limits' client key).
  // Set once the security headers are registered (configureApp); parser-level refusals use them.
  const late: { security?: SecurityHeaders } = {};
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Refusals before any route runs: the one error shape and the security headers (http/framework-errors.ts).
    frameworkErrors: frameworkErrorHandler(() => late.security),
    clientErrorHandler: clientErrorHandler(() => late.security),
    // Ajv and fast-json-stringify load on the first route schema (none of ours has one), not at start.
    schemaController: { compilersFactory: lazySchemaCompilers() },
  });
  // JSON is the only body we accept: Nest's extra urlencoded parser stays off, Fastify's text/plain goes (415).
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: config.logLevel === 'silent' ? false : ['error', 'warn', 'log'],
    bodyParser: false,
    // Throw on a failed start (main.ts prints one line and exits; tests see the real error) instead of
    // Nest's default process.abort().
    abortOnError: false,
  });
  late.security = await configureApp(app, config);
  await app.init();
  return app;
}

/** Everything around the modules: parsers, headers, compression, CORS, errors, prefix and the client. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<SecurityHeaders> {
  const fastify = app.getHttpAdapter().getInstance();
  // Nest registers its routes at init, after this hook: only the import's batch matching gets the larger limit.
  fastify.addHook('onRoute', (route) => {
    if (route.url === '/api/match' && route.method === 'POST') route.bodyLimit = MATCH_BODY_LIMIT;
  });
  fastify.removeContentTypeParser('text/plain');
  const shell = app.get(HtmlShell);
  const security = registerSecurityHeaders(fastify, () => shell.scriptHashes());
  await registerCompression(fastify);
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      credentials: true,
    });
  }
  app.useGlobalFilters(new ApiExceptionFilter());
  // Live TMDB mode only: in embedded mode no answer has a data age, and with no global interceptor Nest calls
  // the handlers directly instead of through its RxJS pipeline (issue #12, the search hot path).
  if (app.get(CatalogSource).kind === 'tmdb') app.useGlobalInterceptors(app.get(DataAgeInterceptor));
  app.setGlobalPrefix('api', { exclude: ROOT_ROUTES });
  // Rendered pages are kept until the catalog changes (a re-import) or the build does (page-cache.ts).
  app.get(PageRenderer).useCatalog(app.get(CatalogSource));
  await registerClientServing(fastify, config, shell, app.get(PageRenderer));
  await registerHttpCaching(fastify, app.get(CatalogSource), security);
  // Search and autocomplete: plain Fastify routes behind the same hooks (catalog/catalog-routes.ts).
  registerCatalogRoutes(fastify, app.get(CatalogService), app.get(CatalogSource).kind === 'tmdb');
  return security;
}
