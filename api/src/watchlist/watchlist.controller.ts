import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Param, Put, Query } from '@nestjs/common';
import { parseRegion, queryValue, sessionIdOf } from '../http/validation';
import type { WatchlistEntryState, WatchlistResponse } from '../contract';
import { WriteLimit } from '../http/write-limit';
import { parseAdd, parseRemove } from './dto/watchlist-input.dto';
import { WatchlistService } from './watchlist.service';

@Controller('watchlist')
export class WatchlistController {
  constructor(private readonly watchlist: WatchlistService) {}

  @Get()
  @Header('cache-control', 'no-store')
  list(
    @Query() query: Record<string, unknown>,
    @Headers() headers: Record<string, unknown>,
  ): Promise<WatchlistResponse> {
    return this.watchlist.list(sessionIdOf(headers, query), parseRegion(query));
  }

  @Put(':type/:id')
  @WriteLimit('watchlist', 240)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  add(
    @Param('type') type: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<WatchlistEntryState> {
    return this.watchlist.change(parseAdd(type, id, body));
  }

  @Delete(':type/:id')
  @WriteLimit('watchlist', 240)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  remove(
    @Param('type') type: string,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Headers() headers: Record<string, unknown>,
  ): Promise<WatchlistEntryState> {
    for (const key of ['sessionId', 'removed_at']) queryValue(query, key);
    return this.watchlist.change(parseRemove(type, id, query, sessionIdOf(headers, query)));
  }
}
