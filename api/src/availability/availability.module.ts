// Availability over time (issue #37): "New on your services" from the availability history. Exports its
// service for the sitemap (seo.module.ts).
import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { NewArrivalsController } from './new-arrivals.controller';
import { NewArrivalsService } from './new-arrivals.service';

@Module({
  imports: [CatalogModule],
  controllers: [NewArrivalsController],
  providers: [NewArrivalsService],
  exports: [NewArrivalsService],
})
export class AvailabilityModule {}
