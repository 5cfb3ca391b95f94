// Slugs: the spec's three unique-url lookups and the slug-to-id lookup behind /movies/{slug} and /tv-shows/{slug}.
import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import {
  optionalValue,
  parseBoolean,
  parseDate,
  parseId,
  type Query as RawQuery,
} from '../../http/validation';
import { mediaType } from '../catalog-params';
import { CatalogService } from '../catalog.service';

function required(q: RawQuery, key: string): string {
  const v = optionalValue(q, key);
  if (v === undefined) throw new BadRequestException(`${key} is required`);
  if (v.length > 300) throw new BadRequestException(`${key} must be at most 300 characters`);
  return v;
}

function optionalId(q: RawQuery): number | undefined {
  const v = optionalValue(q, 'id');
  return v === undefined ? undefined : parseId(v);
}

@Controller()
export class SlugsController {
  constructor(private readonly catalog: CatalogService) {}

  // Full path on purpose: see ROOT_ROUTES in app.factory.ts (the SEO page route movies/:slug is unprefixed).
  @Get('api/movies/unique-url')
  movieUrl(@Query() q: RawQuery) {
    const title = required(q, 'title');
    if (parseBoolean(optionalValue(q, 'lookup_by_number'), 'lookup_by_number')) {
      return this.catalog.lookupByNumber(title);
    }
    const date = parseDate(optionalValue(q, 'release_date'), 'release_date');
    return this.catalog.uniqueUrl('movie', { id: optionalId(q), title, date });
  }

  @Get('tv/unique-url')
  tvUrl(@Query() q: RawQuery) {
    const title = required(q, 'name');
    const date = parseDate(optionalValue(q, 'first_air_date'), 'first_air_date');
    return this.catalog.uniqueUrl('tv', { id: optionalId(q), title, date });
  }

  @Get('slug/:type/:slug')
  slug(@Param('type') type: string, @Param('slug') slug: string) {
    const t = mediaType(type);
    if (!slug || slug.length > 300 || !/^[\p{L}\p{N}_-]+$/u.test(slug)) {
      throw new BadRequestException('slug must be words of letters and digits joined by "-"');
    }
    return this.catalog.resolveSlug(t, slug);
  }
}
