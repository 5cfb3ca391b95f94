// Search (movie, tv, multi with people) and autocomplete suggestions.
import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import { queryValue, type Query as RawQuery } from '../../common/params';
import { CatalogSource } from '../catalog-source';
import { searchParams, searchType } from '../catalog-params';
import { CatalogService } from '../catalog.service';

@Controller()
export class SearchController {
  constructor(
    private readonly source: CatalogSource,
    private readonly catalog: CatalogService,
  ) {}

  @Get('search/:type')
  async search(@Param('type') type: string, @Query() q: RawQuery) {
    const t = searchType(type);
    const p = searchParams(q);
    if (!p.query) return { page: p.page, results: [], total_pages: 0, total_results: 0 };
    return this.source.search(t, p);
  }

  @Get('autocomplete')
  autocomplete(@Query() q: RawQuery) {
    const query = queryValue(q, 'query') ?? '';
    if (query.length > 200) throw new BadRequestException('query must be at most 200 characters');
    return this.catalog.autocomplete(query);
  }
}
