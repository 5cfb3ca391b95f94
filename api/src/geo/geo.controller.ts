import { Controller, Get, Headers, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { GeoResult } from '../contract';
import { GeoService } from './geo.service';

@Controller('geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get()
  detect(
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): GeoResult {
    reply.header('cache-control', 'private, no-store').header('vary', `accept-language, ${this.geo.header}`);
    return this.geo.detect(headers);
  }
}
