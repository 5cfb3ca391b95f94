// Chooses the CatalogSource implementation by config: live TMDB when TMDB_API_KEY or TMDB_READ_TOKEN is set,
// else the embedded catalog, imported into the database (first start or changed bundle) before the app serves.
// The TMDB source is only constructed in TMDB mode (ModuleRef.create resolves its dependencies; Nest still runs
// its lifecycle hooks, as for any provider instance), and the embedded import never runs in TMDB mode. The
// embedded source builds its in-memory index after the import, and again after any later re-import.
// Exports CatalogSource for the ratings, SEO and health modules, and the importer for the alerts (issue #37).
import { Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { timed } from '../common/startup-timing';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CatalogSource } from './catalog-source';
import { CatalogService } from './catalog.service';
import { ListsController } from './controllers/lists.controller';
import { ReferenceController } from './controllers/reference.controller';
import { SlugsController } from './controllers/slugs.controller';
import { TitlesController } from './controllers/titles.controller';
import { MatchController } from './match/match.controller';
import { MatchService } from './match/match.service';
import { DataAgeInterceptor } from './data-age.interceptor';
import { CatalogImporter } from './sources/embedded/catalog-importer';
import { EmbeddedCatalogSource } from './sources/embedded/embedded-catalog.source';
import { TmdbSource } from './sources/tmdb/tmdb-source';

export const usesTmdb = (config: AppConfig): boolean => Boolean(config.tmdb.apiKey || config.tmdb.readToken);

@Module({
  controllers: [ListsController, TitlesController, ReferenceController, SlugsController, MatchController],
  providers: [
    CatalogImporter,
    EmbeddedCatalogSource,
    {
      provide: CatalogSource,
      inject: [APP_CONFIG, ModuleRef, CatalogImporter, EmbeddedCatalogSource],
      useFactory: async (
        config: AppConfig,
        moduleRef: ModuleRef,
        importer: CatalogImporter,
        embedded: EmbeddedCatalogSource,
      ): Promise<CatalogSource> => {
        if (usesTmdb(config)) return moduleRef.create(TmdbSource);
        await timed('catalog import check', () => importer.ensureImported());
        await timed('catalog index', () => embedded.load());
        importer.onImported(() => embedded.load());
        return embedded;
      },
    },
    CatalogService,
    MatchService,
    // X-Data-Age / X-Data-Stale on every answer built from live TMDB data: made global by configureApp
    // (app.factory.ts) in live TMDB mode only, since any global interceptor puts every route of every mode
    // through Nest's RxJS pipeline (a ReplaySubject and several operators per request).
    DataAgeInterceptor,
  ],
  exports: [CatalogSource, CatalogImporter],
})
export class CatalogModule {}
