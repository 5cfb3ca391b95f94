// GET /api/watch/providers/titles?region=US&providers=8|337 -> { movie: number[], tv: number[] }: the titles
// streaming on any of the given services in the country (issue #14, the "On your service" badge). Public and
// the same for everyone, so cacheable like lists: an hour, revalidated with the ETag the HTTP layer adds.
import { Controller, Get, Header, Query } from '@nestjs/common';
import type { StreamingTitles } from '../../contract';
import { cacheControlOf } from '../../http/cache-policy';
import { bad, parseIdList, parseRegion, queryValue, type Query as RawQuery } from '../../http/validation';
import { StreamingTitlesService } from './streaming-titles.service';

/** Like the lists' policy (http/cache-policy.ts LIST). */
const ONE_HOUR = 60 * 60;

@Controller('watch/providers')
export class StreamingTitlesController {
  constructor(private readonly streaming: StreamingTitlesService) {}

  @Get('titles')
  @Header('cache-control', cacheControlOf(ONE_HOUR))
  @Header('vary', 'Accept-Encoding')
  titles(@Query() q: RawQuery): Promise<StreamingTitles> {
    const region = parseRegion(q);
    if (!region) throw bad('region is required (a two-letter country code)');
    const raw = queryValue(q, 'providers')?.trim();
    if (!raw) throw bad('providers is required (provider ids separated by |)');
    if (raw.includes(',')) throw bad('providers must be separated by | (any of the services)');
    const providers = parseIdList(raw, 'providers')!;
    return this.streaming.titles(region, providers.ids);
  }
}
