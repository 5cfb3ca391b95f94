import { Controller, Get, Header } from '@nestjs/common';
import type { Health } from '../contract';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Header('cache-control', 'no-store')
  check(): Promise<Health> {
    return this.health.check();
  }
}
