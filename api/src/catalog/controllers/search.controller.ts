// Search (movie, tv, multi with people) and autocomplete suggestions.
import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import { queryValue, type Query as RawQuery } from '../../http/validation';
import { searchParams, searchType } from '../catalog-params';
import { CatalogService } from '../catalog.service';

@Controller()
export class SearchController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('search/:type')
  search(@Param('type') type: string, @Query() q: RawQuery) {
    return this.catalog.search(searchType(type), searchParams(q));
  }

  @Get('autocomplete')
  autocomplete(@Query() q: RawQuery) {
    const query = queryValue(q, 'query') ?? '';
    if (query.length > 200) throw new BadRequestException('query must be at most 200 characters');
    return this.catalog.autocomplete(query);
  }
}
