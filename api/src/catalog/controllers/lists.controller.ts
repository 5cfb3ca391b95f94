// Lists: trending, discover, popular / top_rated, now playing and upcoming (spec section 7).
import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Query as RawQuery } from '../../common/params';
import { CatalogSource } from '../catalog-source';
import { discoverParams, mediaType, pageParams, timeWindow, trendingType } from '../catalog-params';

@Controller()
export class ListsController {
  constructor(private readonly source: CatalogSource) {}

  @Get('trending/:type/:window')
  trending(@Param('type') type: string, @Param('window') window: string, @Query() q: RawQuery) {
    return this.source.trending(trendingType(type), timeWindow(window), pageParams(q));
  }

  @Get('discover/:type')
  discover(@Param('type') type: string, @Query() q: RawQuery) {
    const t = mediaType(type);
    return this.source.discover(t, discoverParams(t, q));
  }

  @Get('movie/popular')
  moviePopular(@Query() q: RawQuery) {
    return this.source.list('movie', 'popular', pageParams(q));
  }

  @Get('tv/popular')
  tvPopular(@Query() q: RawQuery) {
    return this.source.list('tv', 'popular', pageParams(q));
  }

  @Get('movie/top_rated')
  movieTopRated(@Query() q: RawQuery) {
    return this.source.list('movie', 'top_rated', pageParams(q));
  }

  @Get('tv/top_rated')
  tvTopRated(@Query() q: RawQuery) {
    return this.source.list('tv', 'top_rated', pageParams(q));
  }

  @Get('movie/now_playing')
  nowPlaying(@Query() q: RawQuery) {
    return this.source.nowPlaying(pageParams(q));
  }

  @Get('movie/upcoming')
  upcoming(@Query() q: RawQuery) {
    return this.source.upcoming(pageParams(q));
  }
}
