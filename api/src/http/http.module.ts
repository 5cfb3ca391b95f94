import { Module } from '@nestjs/common';
import { GeoModule } from '../geo/geo.module';
import { HtmlShell } from './html-shell';
import { PageRenderer } from './page-renderer';
import { SharedPages } from './shared-pages';

/**
 * The HTML shell and the server's render of pages (kept per instance and, with Redis, shared between instances),
 * used by the SEO pages and the client fallback (app.factory.ts).
 */
@Module({
  imports: [GeoModule],
  providers: [HtmlShell, PageRenderer, SharedPages],
  exports: [HtmlShell, PageRenderer],
})
export class HttpShellModule {}
