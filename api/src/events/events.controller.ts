import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import type { EventAccepted } from '../contract';
import { bad, hasControlChars, oneOf, plainObject } from '../http/validation';
import { WriteLimit } from '../http/write-limit';
import { EventsService } from './events.service';

function parsePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 200) {
    throw bad('path must start with "/" and be at most 200 characters');
  }
  if (/[?#\s]/.test(value) || hasControlChars(value)) {
    throw bad('path must not contain a query string, fragment, spaces or control characters');
  }
  return value;
}

@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /** 202 either way; with Do Not Track or Global Privacy Control the event is validated and dropped. */
  @Post()
  @WriteLimit('events', 240)
  @HttpCode(202)
  async record(
    @Body() body: unknown,
    @Headers('dnt') dnt: string | undefined,
    @Headers('sec-gpc') gpc: string | undefined,
  ): Promise<EventAccepted> {
    const b = plainObject(body, ['type', 'path']);
    oneOf(b.type, ['page_view'] as const, 'type');
    const path = parsePath(b.path);
    if (dnt === '1' || gpc === '1') return { accepted: false };
    await this.events.countPageView(path);
    return { accepted: true };
  }
}
