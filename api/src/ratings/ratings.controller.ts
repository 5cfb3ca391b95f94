import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AverageRating, RatingResponse } from '../contract';
import { oneOf, positiveInt, type Query as RawQuery, sessionIdOf } from '../http/validation';
import { WriteLimit } from '../http/write-limit';
import { CONTENT_TYPES, parseRatingInput } from './dto/rating-input.dto';
import { RatingsService } from './ratings.service';

@Controller('ratings')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Get('average/:type/:id')
  @Header('cache-control', 'no-cache')
  average(@Param('type') type: string, @Param('id') id: string): Promise<AverageRating> {
    return this.ratings.average(oneOf(type, CONTENT_TYPES, 'content type'), positiveInt(id, 'content id'));
  }

  @Get(':type/:id')
  @Header('cache-control', 'no-store')
  async find(
    @Param('type') type: string,
    @Param('id') id: string,
    @Query() query: RawQuery,
    @Headers() headers: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RatingResponse | undefined> {
    const rating = await this.ratings.find(
      oneOf(type, CONTENT_TYPES, 'content type'),
      positiveInt(id, 'content id'),
      sessionIdOf(headers, query),
    );
    // No rating from this session (or a cleared one): 204, an empty answer. A 404 said the same, but browsers
    // log every 4xx fetch as a console error, on every title page a visitor has not rated (issue #10, Lighthouse's
    // errors-in-console); the client reads both as "no rating" (docs/spec.md §7).
    if (!rating) {
      reply.status(204);
      return undefined;
    }
    return { rating };
  }

  @Post()
  @WriteLimit('ratings', 120)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async submit(@Body() body: unknown): Promise<RatingResponse> {
    return { rating: await this.ratings.submit(parseRatingInput(body)) };
  }
}
