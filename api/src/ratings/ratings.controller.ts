import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import type { AverageRating, RatingResponse } from '../contract';
import { oneOf, positiveInt, uuid } from '../http/validation';
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
    @Query('sessionId') sessionId: unknown,
  ): Promise<RatingResponse> {
    const rating = await this.ratings.find(
      oneOf(type, CONTENT_TYPES, 'content type'),
      positiveInt(id, 'content id'),
      uuid(sessionId, 'sessionId'),
    );
    if (!rating) throw new NotFoundException('No rating for this session');
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
