import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogModule } from '../catalog/catalog.module';
import { GeoModule } from '../geo/geo.module';
import { HttpShellModule } from '../http/http.module';
import { RatingsModule } from '../ratings/ratings.module';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

@Module({
  imports: [CatalogModule, AvailabilityModule, RatingsModule, GeoModule, HttpShellModule],
  controllers: [SeoController],
  providers: [SeoService],
})
export class SeoModule {}
