// Title details and similar titles. Static list routes (popular, now_playing...) live in ListsController and
// unique-url in SlugsController; the router prefers static segments, and ids must be positive integers.
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ParseIdPipe, parseRegion, type Query as RawQuery } from '../../http/validation';
import { parseLanguage } from '../catalog-params';
import { CatalogService } from '../catalog.service';

@Controller()
export class TitlesController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('movie/:id')
  movie(@Param('id', ParseIdPipe) id: number, @Query() q: RawQuery) {
    return this.catalog.details('movie', id, parseRegion(q), parseLanguage(q));
  }

  @Get('tv/:id')
  tv(@Param('id', ParseIdPipe) id: number, @Query() q: RawQuery) {
    return this.catalog.details('tv', id, parseRegion(q), parseLanguage(q));
  }

  @Get('movie/:id/similar')
  movieSimilar(@Param('id', ParseIdPipe) id: number, @Query() q: RawQuery) {
    return this.catalog.similar('movie', id, parseRegion(q), parseLanguage(q));
  }

  @Get('tv/:id/similar')
  tvSimilar(@Param('id', ParseIdPipe) id: number, @Query() q: RawQuery) {
    return this.catalog.similar('tv', id, parseRegion(q), parseLanguage(q));
  }
}
