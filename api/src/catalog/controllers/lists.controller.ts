// Lists: trending, discover, popular / top_rated, now playing and upcoming (docs/spec.md §7).
import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Query as RawQuery } from '../../http/validation';
import { discoverParams, mediaType, pageParams, timeWindow, trendingType } from '../catalog-params';
import { CatalogService } from '../catalog.service';

@Controller()
export class ListsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('trending/:type/:window')
  trending(@Param('type') type: string, @Param('window') window: string, @Query() q: RawQuery) {
    return this.catalog.trending(trendingType(type), timeWindow(window), pageParams(q));
  }

  @Get('discover/:type')
  discover(@Param('type') type: string, @Query() q: RawQuery) {
    const t = mediaType(type);
    return this.catalog.discover(t, discoverParams(t, q));
  }

  @Get('movie/popular')
  moviePopular(@Query() q: RawQuery) {
    return this.catalog.list('movie', 'popular', pageParams(q));
  }

  @Get('tv/popular')
  tvPopular(@Query() q: RawQuery) {
    return this.catalog.list('tv', 'popular', pageParams(q));
  }

  @Get('movie/top_rated')
  movieTopRated(@Query() q: RawQuery) {
    return this.catalog.list('movie', 'top_rated', pageParams(q));
  }

  @Get('tv/top_rated')
  tvTopRated(@Query() q: RawQuery) {
    return this.catalog.list('tv', 'top_rated', pageParams(q));
  }

  @Get('movie/now_playing')
  nowPlaying(@Query() q: RawQuery) {
    return this.catalog.nowPlaying(pageParams(q));
  }

  @Get('movie/upcoming')
  upcoming(@Query() q: RawQuery) {
    return this.catalog.upcoming(pageParams(q));
  }
}
