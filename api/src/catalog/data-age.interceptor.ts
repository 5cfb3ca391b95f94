// Reports the age of live TMDB data as response headers (data-age.ts). Registered for every route by
// CatalogModule; in embedded mode it steps aside, since no TMDB data is ever used there.
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, tap } from 'rxjs';
import { CatalogSource } from './catalog-source';
import { type DataAge, dataAgeHeaders, withDataAge } from './data-age';

@Injectable()
export class DataAgeInterceptor implements NestInterceptor {
  constructor(private readonly source: CatalogSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.source.kind !== 'tmdb' || context.getType() !== 'http') return next.handle();
    const ctx: DataAge = { stale: false };
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const setHeaders = () => {
      for (const [name, value] of Object.entries(dataAgeHeaders(ctx))) void reply.header(name, value);
    };
    // Subscribing inside the context runs the handler (and every await in it) inside it.
    return new Observable<unknown>((subscriber) =>
      withDataAge(ctx, () =>
        next
          .handle()
          .pipe(tap({ next: setHeaders, error: setHeaders }))
          .subscribe(subscriber),
      ),
    );
  }
}
