// POST /api/alerts/subscription (subscribe or update), DELETE /api/alerts/subscription?endpoint=... (turn off),
// GET /api/alerts/key (the VAPID public key the browser subscribes with). Issue #37, docs/spec.md §7.
import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { bad, queryValue } from '../http/validation';
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
  async unsubscribe(@Query() query: Record<string, unknown>): Promise<{ removed: boolean }> {
    for (const key of Object.keys(query)) if (key !== 'endpoint') throw bad(`unknown parameter ${key}`);
    const endpoint = queryValue(query, 'endpoint');
    if (!endpoint || endpoint.length > 1000) throw bad('endpoint is required');
    return { removed: await this.alerts.subscriptions.remove(endpoint) };
  }
}
