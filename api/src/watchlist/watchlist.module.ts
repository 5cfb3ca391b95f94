import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { StreamingTitlesController } from './streaming/streaming-titles.controller';
import { StreamingTitlesService } from './streaming/streaming-titles.service';
import { TransferController } from './transfer/transfer.controller';
import { TransferService } from './transfer/transfer.service';
import { WatchlistController } from './watchlist.controller';
import { WatchlistService } from './watchlist.service';

@Module({
  imports: [CatalogModule],
  controllers: [TransferController, WatchlistController, StreamingTitlesController],
  providers: [WatchlistService, TransferService, StreamingTitlesService],
})
export class WatchlistModule {}
