// Reference lists: countries (fixed first nine, then alphabetical), genres (cached an hour), a country's providers.
import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import type { GenreList, ProviderList } from '../../contract';
import { parseRegion, type Query as RawQuery } from '../../http/validation';
import { mediaType, parseLanguage } from '../catalog-params';
import { CatalogService } from '../catalog.service';

@Controller()
export class ReferenceController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('countries')
  countries() {
    return this.catalog.countries();
  }

  // TMDB's own path too (/genre/movie/list), same answer.
  @Get(['genres/:type', 'genre/:type/list'])
  genres(@Param('type') type: string, @Query() q: RawQuery): Promise<GenreList> {
    return this.catalog.genres(mediaType(type), parseLanguage(q));
  }

  @Get('providers/:type')
  providers(@Param('type') type: string, @Query() q: RawQuery): Promise<ProviderList> {
    const t = mediaType(type);
    const region = parseRegion(q);
    if (!region) throw new BadRequestException('region is required (a two-letter country code)');
    return this.catalog.providers(t, region);
  }
}
