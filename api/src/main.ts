import { setFlagsFromString } from 'node:v8';
import { createApp } from './app.factory';
import { loadConfig } from './config/config';
import { EmbeddedCatalogSource } from './catalog/sources/embedded/embedded-catalog.source';
import { recordPhase, startupSummary, timed } from './common/startup-timing';

// V8 lets the old generation grow to ~4x what the last full GC kept before it marks again: with the catalog's
// ~47 MB live, a server answering ~20k cached answers a second held ~200 MB of dead request objects (RSS 300-390
// MB after `npm run bench`). Growing by half at most keeps the heap under ~100 MB for the same throughput
// (incremental marking, 2-8 ms pauses, ~1 every 0.4 s under that load).
setFlagsFromString('--heap-growing-percent=50');

async function main(): Promise<void> {
  recordPhase('modules', performance.now());
  const config = loadConfig();
  const app = await timed('Nest init (all modules)', () => createApp(config));
  // SIGTERM/SIGINT close the app (and the database: SQLite checkpoints its WAL) before the process exits.
  app.enableShutdownHooks();
  await timed('listen', () => app.listen(config.port, config.host));
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`StreamFinder listening on http://localhost:${port}`);
  if (config.logLevel !== 'silent') console.log(startupSummary());
  // Summaries the index left for later are read now, in the background (a no-op in live TMDB mode).
  app.get(EmbeddedCatalogSource).warm();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
