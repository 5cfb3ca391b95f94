import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { CatalogModule } from './catalog/catalog.module';
import { RatingsModule } from './ratings/ratings.module';
import { GeoModule } from './geo/geo.module';
import { EventsModule } from './events/events.module';
import { SeoModule } from './seo/seo.module';
import { HealthModule } from './health/health.module';
import { AffiliatesModule } from './affiliates/affiliates.module';
import { RedisModule } from './redis/redis.module';
import { WatchlistModule } from './watchlist/watchlist.module';
import { AvailabilityModule } from './availability/availability.module';
import { AlertsModule } from './alerts/alerts.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        DatabaseModule,
        RedisModule,
        CatalogModule,
        RatingsModule,
        GeoModule,
        EventsModule,
        SeoModule,
        HealthModule,
        AffiliatesModule,
        WatchlistModule,
        AvailabilityModule,
        AlertsModule,
      ],
    };
  }
}
