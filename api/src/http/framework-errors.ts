// Errors Fastify answers before any route or hook of ours runs (issue 35), in the one error shape
// {statusCode, message, error} with the security headers and no-store, never echoing the request:
// - frameworkErrors: a path that does not decode (FST_ERR_BAD_URL, /api/movie/%zz: 400) and a path parameter
//   over maxParamLength (FST_ERR_MAX_PARAM_LENGTH: 414 "URI Too Long"); answered through replyWithError, with
//   the security headers set by hand (this reply runs none of the root's onSend hooks).
// - clientErrorHandler: what Node's HTTP parser refuses on the socket, before a request exists: a request line
//   or headers over the 16 KiB limit (414 when the request line alone overflows, else 431), a timeout (408),
//   anything else malformed (400). Written to the socket by hand, with the same headers.
import { HttpException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, replyWithError } from './api-exception.filter';
import type { SecurityHeaders } from './security-headers';

/** A request line longer than this, when the parser gives up, makes the refusal a 414 rather than a 431. */
const LONG_REQUEST_LINE = 8 * 1024;

const MESSAGES: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not a valid URL (malformed percent-encoding)'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A path segment of the address is too long'],
};

/** Fastify's frameworkErrors: its reply skips the root onSend hooks, so the security headers are set here. */
export function frameworkErrorHandler(security: () => SecurityHeaders | undefined) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    const [status, message] = MESSAGES[error.code] ?? [400, 'Bad Request'];
    void reply.headers(security()?.(req) ?? {});
    replyWithError(reply, new HttpException(message, status));
  };
}

/** Status and message for what the HTTP parser refused (Node's clientError). */
type ClientError = Error & { code?: string; rawPacket?: unknown };

export function clientErrorStatus(err: ClientError): [number, string] {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive'];
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // Node passes the bytes it was parsing: no line end in them means the request line itself overflowed.
    const lineEnd = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.indexOf('\r\n') : -1;
    if (lineEnd === -1 || lineEnd > LONG_REQUEST_LINE) return [414, 'The address is longer than 8 KiB'];
    return [431, 'The request headers are larger than 16 KiB'];
  }
  return [400, 'The request is not valid HTTP'];
}

/** Fastify's clientErrorHandler: the JSON error with the security headers, then the connection is closed. */
export function clientErrorHandler(security: () => SecurityHeaders | undefined) {
  return (err: ClientError, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = clientErrorStatus(err);
    const body = JSON.stringify(errorBody(status, message));
    const headers: Record<string, string | number> = {
      ...(security()?.() ?? {}),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
    socket.destroy();
  };
}
