import { createApp } from './app.factory';
import { loadConfig } from './config/config';
import { EmbeddedCatalogSource } from './catalog/sources/embedded/embedded-catalog.source';
import { recordPhase, startupSummary, timed } from './common/startup-timing';

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
