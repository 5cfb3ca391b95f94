// Builds the whole HTTP application (used by main.ts and by the API tests, which pass their own config).
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { AppConfig } from './config/config';

/** Request bodies above 1 KiB are refused with 413 (our largest body, a rating, is ~200 bytes). */
export const BODY_LIMIT = 1024;

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT, trustProxy: true });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: config.logLevel === 'silent' ? false : ['error', 'warn', 'log'],
  });
  app.setGlobalPrefix('api', { exclude: ['sitemap.xml', 'robots.txt'] });
  await app.init();
  return app;
}
