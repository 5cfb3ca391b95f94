// How old the TMDB data behind a response is. The live source notes the age of every stored TMDB answer it uses
// in the current request's async context (noteDataAge); DataAgeInterceptor opens that context around each
// handler and turns it into headers:
//   X-Data-Age: seconds since the oldest TMDB response used was fetched (0 = fetched just now)
//   X-Data-Stale: true when TMDB failed or rate-limited and an expired stored copy was served instead.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DataAge {
  ageSeconds?: number;
  stale: boolean;
}

const storage = new AsyncLocalStorage<DataAge>();

export function noteDataAge(ageSeconds: number, stale: boolean): void {
  const ctx = storage.getStore();
  if (!ctx) return;
  ctx.ageSeconds = Math.max(ctx.ageSeconds ?? 0, ageSeconds);
  ctx.stale ||= stale;
}

/** Runs `fn` with a fresh record that noteDataAge fills in. */
export function withDataAge<T>(ctx: DataAge, fn: () => T): T {
  return storage.run(ctx, fn);
}

/** The headers a record turns into (none when no TMDB data was used). */
export function dataAgeHeaders(ctx: DataAge): Record<string, string> {
  if (ctx.ageSeconds === undefined) return {};
  return ctx.stale
    ? { 'X-Data-Age': String(ctx.ageSeconds), 'X-Data-Stale': 'true' }
    : { 'X-Data-Age': String(ctx.ageSeconds) };
}
