// Provides the instance's RedisService (see redis.service.ts) to every module, and the write limiter that the
// WriteLimit guard (http/write-limit.ts) uses. Closing the app closes the connections.
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RedisService } from './redis.service';
import { WriteLimiter } from './write-limiter';

@Global()
@Module({
  providers: [
    {
      provide: RedisService,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const redis = new RedisService(config);
        await redis.ready();
        return redis;
      },
    },
    WriteLimiter,
  ],
  exports: [RedisService, WriteLimiter],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(RedisService) private readonly redis: RedisService) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.close();
  }
}
