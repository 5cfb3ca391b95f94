import { Module } from '@nestjs/common';
import { HtmlShell } from './html-shell';

/** The HTML shell shared by the SEO pages and the client fallback (app.factory.ts). */
@Module({ providers: [HtmlShell], exports: [HtmlShell] })
export class HttpShellModule {}
