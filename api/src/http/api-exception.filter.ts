// One error shape for every failure the server answers: JSON { statusCode, message, error } (spec section 8).
// Nest routes Fastify-level failures (body too large, unsupported media type, malformed JSON) through its
// global filters too, so they land here; nothing answers 500 for bad input and no stack ever leaves the server.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ApiError } from '../contract';

/** Fixed messages for Fastify's own client errors: theirs can echo parser internals. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is larger than 1 KiB',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
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
    return status >= 500 ? errorBody(status, STATUS_CODES[status] ?? 'Error') : errorBody(status, message);
  }
  const err = exception as { statusCode?: unknown; code?: unknown; message?: unknown } | null;
  const status = typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = typeof err?.code === 'string' ? err.code : '';
    // Fastify's JSON parser raises a plain SyntaxError with statusCode 400 for malformed bodies.
    const known =
      FASTIFY_MESSAGES[code] ?? (exception instanceof SyntaxError ? 'Malformed JSON body' : undefined);
    return errorBody(status, known ?? STATUS_CODES[status] ?? 'Bad Request');
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
