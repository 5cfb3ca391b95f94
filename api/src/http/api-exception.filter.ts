// One error shape for every failure the server answers: JSON { statusCode, message, error } (spec section 8).
// Nest routes Fastify-level failures (body too large, unsupported media type, malformed JSON) through its
// global filters too (as HttpExceptions), so they land here; nothing answers 500 for bad input and no stack ever
// leaves the server.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../contract';

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
    if (status >= 500) return errorBody(status, STATUS_CODES[status] ?? 'Error');
    return errorBody(status, BODY_MESSAGES[status] ?? message);
  }
  // Anything else reaching here was thrown by our code: its text may hold internals.
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorBody(status, STATUS_CODES[status] ?? 'Bad Request');
  }
  return errorBody(500, 'Internal Server Error');
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toApiError(exception);
    if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (reply.sent) return;
    void reply
      .status(body.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(body));
  }
}
