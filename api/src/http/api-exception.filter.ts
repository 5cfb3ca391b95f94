// One error shape for every failure the server answers: JSON { statusCode, message, error } (docs/spec.md §8).
// Nest routes Fastify-level failures (body too large, unsupported media type, malformed JSON) through its
// global filters too (as HttpExceptions), so they land here; nothing answers 500 for bad input and no stack ever
// leaves the server.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../contract';
import { isDatabaseUnavailable, shouldLogDatabaseFault } from '../database/database-faults';
import { toHttpException } from './domain-errors';

/**
 * Clearer texts for the body-parsing refusals Fastify raises (Nest wraps them in an HttpException with Fastify's
 * message; our routes never raise these statuses themselves).
 */
const BODY_MESSAGES: Record<number, string> = {
  413: 'Request body is larger than 1 KiB',
  415: 'Content-Type must be application/json',
};

export function errorBody(statusCode: number, message: string | string[]): ApiError {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** Maps anything thrown to a status and a safe body. */
export function toApiError(exception: unknown): ApiError {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'object' && response !== null && 'message' in response
        ? (response as { message: string | string[] }).message
        : exception.message;
    // A 503 that says why and when to retry (database away, upstream down) keeps its message.
    if (status >= 500 && !(status === 503 && retryAfterOf(exception))) {
      return errorBody(status, STATUS_CODES[status] ?? 'Error');
    }
    return errorBody(status, BODY_MESSAGES[status] ?? message);
  }
  // Anything else reaching here was thrown by our code: its text may hold internals.
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorBody(status, STATUS_CODES[status] ?? 'Bad Request');
  }
  return errorBody(500, 'Internal Server Error');
}

/** Seconds of Retry-After an exception asks for (write limits: 429, database away: 503), if any. */
function retryAfterOf(exception: unknown): number | undefined {
  const seconds = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

const logger = new Logger('HTTP');

/**
 * Answers anything thrown with the one error shape: the global filter below, and the plain Fastify catalog
 * routes (catalog/catalog-routes.ts), which Nest's filters never see.
 */
export function replyWithError(reply: FastifyReply, caught: unknown): void {
  const exception = toHttpException(caught);
  const body = toApiError(exception);
  const retryAfter = retryAfterOf(exception);
  if (retryAfter) void reply.header('retry-after', String(retryAfter));
  if (isDatabaseUnavailable(caught) && shouldLogDatabaseFault())
    logger.warn(`Database unavailable: ${String(caught)}`);
  if (body.statusCode >= 500 && !retryAfter)
    logger.error(exception instanceof Error ? exception.stack : String(exception));
  if (reply.sent) return;
  void reply
    .status(body.statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(body));
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(caught: unknown, host: ArgumentsHost): void {
    replyWithError(host.switchToHttp().getResponse<FastifyReply>(), caught);
  }
}
