// GET /api/new?region=DE&provider=8,9&type=movie&days=7 and GET /api/new/{provider-slug}/{country} (issue #37,
// docs/spec.md §2 and §7). The visitor's services first is the client's ordering; the server filters only.
import { Controller, Get, Header, NotFoundException, Param, Query } from '@nestjs/common';
import type { MediaType, NewOnServices } from '../contract';
import { bad, oneOf, optionalValue, parseIdList, parseRegion } from '../http/validation';
import { NewArrivalsService } from './new-arrivals.service';

type Query = Record<string, unknown>;

function days(query: Query): 7 | 30 {
  const raw = optionalValue(query, 'days');
  if (raw === undefined) return 7;
  if (raw !== '7' && raw !== '30') throw bad('days must be 7 or 30');
  return Number(raw) as 7 | 30;
}

function type(query: Query): MediaType | undefined {
  const raw = optionalValue(query, 'type');
  return raw === undefined ? undefined : oneOf(raw, ['movie', 'tv'] as const, 'type');
}

function only(query: Query, allowed: string[]): void {
  for (const key of Object.keys(query)) if (!allowed.includes(key)) throw bad(`unknown parameter ${key}`);
}

@Controller('new')
export class NewArrivalsController {
  constructor(private readonly arrivals: NewArrivalsService) {}

  @Get()
  @Header('cache-control', 'public, max-age=600')
  list(@Query() query: Query): Promise<NewOnServices> {
    only(query, ['region', 'provider', 'type', 'days']);
    const region = parseRegion(query) ?? 'US';
    const providers = parseIdList(optionalValue(query, 'provider')?.replace(/\|/g, ','), 'provider')?.ids;
    return this.arrivals.find({ region, days: days(query), type: type(query), providers });
  }

  @Get(':provider/:country')
  @Header('cache-control', 'public, max-age=600')
  async provider(
    @Param('provider') slug: string,
    @Param('country') country: string,
    @Query() query: Query,
  ): Promise<NewOnServices> {
    only(query, ['type', 'days']);
    if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw bad('provider must be a provider slug');
    const region = parseRegion({ region: country }, 'region');
    const page = await this.arrivals.forProvider(slug, region!, days(query), type(query));
    if (!page) throw new NotFoundException(`No provider "${slug}" in ${region}`);
    return page;
  }
}
