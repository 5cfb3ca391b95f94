// POST /api/match and GET /api/match/catalog (issue #38, docs/spec.md §7): the import on My List matches the
// rows of an IMDb / Letterboxd / plain CSV file to titles, in batches of up to MATCH_BATCH_MAX rows.
import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import type { CatalogEntryWire, MatchAnswer } from '../../contract/title-match';
import { WriteLimit } from '../../http/write-limit';
import { parseMatchInput } from './match-input';
import { MatchService } from './match.service';

@Controller('match')
export class MatchController {
  constructor(private readonly matching: MatchService) {}

  /** A read, but each call can cost 500 lookups (and TMDB reads in live mode): budgeted like a write. */
  @Post()
  @WriteLimit('match', 60)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async match(@Body() body: unknown): Promise<{ results: MatchAnswer[] }> {
    return { results: await this.matching.match(parseMatchInput(body)) };
  }

  @Get('catalog')
  @Header('cache-control', 'no-cache')
  snapshot(): Promise<{ generation: number; titles: CatalogEntryWire[] }> {
    return this.matching.snapshot();
  }
}
