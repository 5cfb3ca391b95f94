import {
  BadRequestException,
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaType } from '../contract';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { GeoService } from '../geo/geo.service';
import { sendShell } from '../http/client-serving';
import { contentSecurityPolicy } from '../http/security-headers';
import { siteOrigin } from '../http/site-origin';
import { SeoService, TITLE_PATH } from './seo.service';
import { PageRenderer } from '../http/page-renderer';
import { HtmlShell } from '../http/html-shell';
import { SITE_ROUTES } from '../contract/routes';
import { localeOfPath, localizePath, PREFIXED_LOCALES } from '../contract/locales';

function query(req: FastifyRequest): string {
  const i = req.url.indexOf('?');
  return i >= 0 ? req.url.slice(i) : '';
}

/** Routes outside /api (app.factory.ts ROOT_ROUTES): title pages with server-rendered heads, crawl files. */
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seo: SeoService,
    private readonly geo: GeoService,
    private readonly renderer: PageRenderer,
    private readonly shell: HtmlShell,
  ) {}

  @Get([SITE_ROUTES.movie.path, ...PREFIXED_LOCALES.map((l) => `${l}/${SITE_ROUTES.movie.path}`)])
  movie(@Param('slug') slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.page('movie', slug, req, reply);
  }

  @Get([SITE_ROUTES.tv.path, ...PREFIXED_LOCALES.map((l) => `${l}/${SITE_ROUTES.tv.path}`)])
  tv(@Param('slug') slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.page('tv', slug, req, reply);
  }

  /**
   * docs/decisions.md #11: the old search page's /tvshows/{slug} links (the table's tvOld route), in every language:
   * /de/tvshows/{slug} moves to /de/tv-shows/{slug} as the English one does to /tv-shows/{slug}.
   */
  @Get([SITE_ROUTES.tvOld.path, ...PREFIXED_LOCALES.map((l) => `${l}/${SITE_ROUTES.tvOld.path}`)])
  tvshows(@Param('slug') slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const locale = localeOfPath(req.url.split('?')[0]);
    const to = localizePath(locale, `${TITLE_PATH.tv}/${encodeURIComponent(slug)}`);
    return reply.redirect(`${to}${query(req)}`, 301);
  }

  @Get('sitemap.xml')
  async sitemap(
    @Query('page') page: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (page !== undefined && !/^[1-9]\d{0,5}$/.test(page))
      throw new BadRequestException('page must be 1 or more');
    const xml = await this.seo.sitemap(
      siteOrigin(this.config, req),
      page === undefined ? undefined : Number(page),
    );
    if (xml === null) throw new NotFoundException('No such sitemap page');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  }

  @Get('robots.txt')
  robots(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(this.seo.robots(siteOrigin(this.config, req)));
  }

  private async page(type: MediaType, slug: string, req: FastifyRequest, reply: FastifyReply) {
    const country = this.renderer.country(req);
    const origin = siteOrigin(this.config, req);
    const locale = localeOfPath(req.url.split('?')[0]);
    if (!(await this.renderer.hasEntry())) {
      // An API-only build: the template with the title's head, which the app renders in the browser.
      const page = await this.seo.titlePage(type, slug, origin, country, locale);
      if (page.kind === 'redirect') return reply.redirect(`${page.location}${query(req)}`, 301);
      reply.header('content-security-policy', contentSecurityPolicy(page.scriptHashes));
      reply.header('vary', `cookie, accept-language, ${this.geo.header}`);
      return sendShell(reply, page.status, this.shell.withHead(page.head));
    }
    return this.renderer.respond(req, reply, country, async (refresh) => {
      const page = await this.seo.titlePage(type, slug, origin, country, locale);
      if (page.kind === 'redirect') return { kind: 'redirect', location: `${page.location}${query(req)}` };
      const headers = { 'content-security-policy': contentSecurityPolicy(page.scriptHashes) };
      const rendered = await this.renderer.render(country, req.url, origin, {
        head: page.head,
        status: page.status,
        refresh,
      });
      if (!rendered)
        return {
          kind: 'page',
          status: page.status,
          html: this.shell.withHead(page.head),
          headers,
          keep: false,
        };
      return { kind: 'page', status: page.status, html: rendered.html, headers, keep: rendered.complete };
    });
  }
}
