import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { AffiliateParamsResponse } from '../contract';

/** The affiliate parameters of AFFILIATE_PARAMS, for the client's provider links (docs/decisions.md #15). */
@Controller('affiliates')
export class AffiliatesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  get(): AffiliateParamsResponse {
    return { params: this.config.affiliateParams };
  }
}
