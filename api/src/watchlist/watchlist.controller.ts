import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Param, Put, Query } from '@nestjs/common';
import { parseRegion, queryValue } from '../http/validation';
import type { WatchlistEntryState, WatchlistResponse } from '../contract';
import { bad, uuid } from '../http/validation';
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
    @Headers('x-streamfinder-session') header: unknown,
  ): Promise<WatchlistResponse> {
    // The session id from the X-StreamFinder-Session header (the client's form, issue #35) or the query.
    const sessionId = queryValue(query, 'sessionId') ?? (header as string | undefined);
    if (sessionId === undefined) throw bad('sessionId is required');
    return this.watchlist.list(uuid(sessionId, 'sessionId'), parseRegion(query));
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
    @Headers('x-streamfinder-session') header: unknown,
  ): Promise<WatchlistEntryState> {
    for (const key of ['sessionId', 'removed_at']) queryValue(query, key);
    const withSession =
      query.sessionId === undefined && header !== undefined ? { ...query, sessionId: header } : query;
    return this.watchlist.change(parseRemove(type, id, withSession));
  }
}
