// Reference lists: countries (fixed first nine, then alphabetical), genres (cached an hour), a country's providers.
import { BadRequestException, Controller, Get, Header, Param, Query } from '@nestjs/common';
import type { GenreList } from '../../contract';
import { parseRegion, type Query as RawQuery } from '../../common/params';
import { CatalogSource } from '../catalog-source';
import { mediaType } from '../catalog-params';

@Controller()
export class ReferenceController {
  constructor(private readonly source: CatalogSource) {}

  @Get('countries')
  countries() {
    return this.source.countries();
  }

  @Get('genres/:type')
  @Header('Cache-Control', 'public, max-age=3600')
  async genres(@Param('type') type: string): Promise<GenreList> {
    return { genres: await this.source.genres(mediaType(type)) };
  }

  @Get('providers/:type')
  async providers(@Param('type') type: string, @Query() q: RawQuery) {
    const t = mediaType(type);
    const region = parseRegion(q);
    if (!region) throw new BadRequestException('region is required (a two-letter country code)');
    return { results: await this.source.providers(t, region) };
  }
}
