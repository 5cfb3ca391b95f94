// POST /api/alerts/subscription (subscribe or update), DELETE /api/alerts/subscription with {"endpoint"} in its
// JSON body (turn off; never in the query string: a push endpoint is a capability URL, and addresses end up in
// access logs),
// GET /api/alerts/key (the VAPID public key the browser subscribes with). Issue #37, docs/spec.md §7.
import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { bad, hasControlChars, plainObject } from '../http/validation';
import { WriteLimit } from '../http/write-limit';
import { AlertsService } from './alerts.service';
import { parseSubscription } from './push-subscriptions';

@Controller('alerts')
export class AlertsController {
  constructor(
    private readonly alerts: AlertsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('key')
  @Header('cache-control', 'no-cache')
  async key(): Promise<{ publicKey: string }> {
    return { publicKey: (await this.alerts.vapid()).publicKey };
  }

  @Post('subscription')
  @WriteLimit('alerts', 60)
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  async subscribe(@Body() body: unknown): Promise<{ subscribed: true }> {
    await this.alerts.subscriptions.save(parseSubscription(body, this.config.alerts.allowHttpEndpoints));
    return { subscribed: true };
  }

  @Delete('subscription')
  @WriteLimit('alerts', 60)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async unsubscribe(
    @Query() query: Record<string, unknown>,
    @Body() body: unknown,
  ): Promise<{ removed: boolean }> {
    const extra = Object.keys(query);
    if (extra.length) throw bad(`unknown parameter ${extra[0]}: the endpoint goes in the JSON body`);
    const { endpoint } = plainObject(body ?? null, ['endpoint']);
    if (typeof endpoint !== 'string' || !endpoint || endpoint.length > 1000 || hasControlChars(endpoint))
      throw bad('endpoint is required (a string of at most 1000 characters)');
    return { removed: await this.alerts.subscriptions.remove(endpoint) };
  }
}
