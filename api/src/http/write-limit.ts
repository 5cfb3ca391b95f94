// Write limits per client (issue #13): `@WriteLimit('ratings', 120)` on a route (or a controller) gives every
// client IP a budget of 120 requests per RATE_LIMIT_WINDOW_SECONDS (60) under the name 'ratings', shared by all
// instances through Redis when REDIS_URL is set. RATE_LIMIT_RATINGS=300 overrides the default without a code
// change. Over budget: 429 with Retry-After and the usual JSON error body; nothing reaches the handler.
// The client IP is Fastify's request.ip, which honours X-Forwarded-For only for the hops TRUST_PROXY names, so a
// forged header from anyone else changes nothing; budgets count per IPv4 address and per IPv6 /64 (client-key.ts).
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WriteLimiter } from '../redis/write-limiter';
import { clientKey } from './client-key';

export interface WriteLimitOptions {
  name: string;
  /** Requests per window per client when RATE_LIMIT_<NAME> is not set. */
  perWindow: number;
}

const WRITE_LIMIT = Symbol('writeLimit');

/** 429 carrying the seconds to wait; the API exception filter turns it into a Retry-After header. */
export class TooManyWritesException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many requests: please wait ${retryAfterSeconds} s before trying again`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

@Injectable()
export class WriteLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: WriteLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<WriteLimitOptions | undefined>(WRITE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!options) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const decision = await this.limiter.consume(options.name, clientKey(req.ip), options.perWindow);
    void http
      .getResponse<FastifyReply>()
      .header('RateLimit-Limit', String(decision.limit))
      .header('RateLimit-Remaining', String(decision.remaining));
    if (!decision.allowed) throw new TooManyWritesException(decision.retryAfterSeconds);
    return true;
  }
}

/** Limits the decorated route (or every route of the decorated controller) per client IP. */
export function WriteLimit(name: string, perWindow: number): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(WRITE_LIMIT, { name, perWindow } satisfies WriteLimitOptions),
    UseGuards(WriteLimitGuard),
  );
}
