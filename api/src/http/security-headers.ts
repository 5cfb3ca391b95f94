// Security headers on every response (issue 2 "Security basics"). The CSP allows our own origin, TMDB's image
// host and Emotion's inline styles; scripts only from 'self' plus the sha256 of each inline script we serve
// (the shell's, computed at start, and a page's JSON-LD, added per response by the SEO pages).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const IMAGE_HOST = 'https://image.tmdb.org';

export function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Every inline <script> body of an HTML document (data blocks such as JSON-LD included). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (!/\bsrc\s*=/i.test(m[1]) && m[2].length > 0) out.push(m[2]);
  }
  return out;
}

export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  const script = ["'self'", ...new Set(scriptHashes)].join(' ');
  return [
    "default-src 'self'",
    `img-src 'self' data: ${IMAGE_HOST}`,
    "style-src 'self' 'unsafe-inline'",
    `script-src ${script}`,
    // The service worker fetches (and caches) TMDB images itself: a worker's fetch() is checked by connect-src.
    `connect-src 'self' ${IMAGE_HOST}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const STATIC_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Two years, subdomains included: what browsers' preload lists ask for (docs/decisions.md #21). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Did the request come over HTTPS? Fastify's request.protocol reads the socket, or X-Forwarded-Proto from a
 * proxy that TRUST_PROXY names (a forged header from anyone else does not count).
 */
export const overHttps = (req: Pick<FastifyRequest, 'protocol'>): boolean => req.protocol === 'https';

/** The headers of a response without a policy of its own (the shell's CSP): what the hook below adds. */
export type SecurityHeaders = (req?: Pick<FastifyRequest, 'protocol'>) => Readonly<Record<string, string>>;

/**
 * Adds the headers in an onSend hook so errors, 404s and static files get them too. A route that already set
 * its own Content-Security-Policy (a page with JSON-LD) keeps it; a request over HTTPS also gets HSTS. Returns
 * the full set for a request, for answers written to the socket without the hooks (http-caching.ts, a cached
 * answer; app.factory.ts, framework-level errors).
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  shellScriptHashes: () => string[],
): SecurityHeaders {
  let shellPolicy: string | undefined;
  let all: Record<string, string> | undefined;
  const policy = () => (shellPolicy ??= contentSecurityPolicy(shellScriptHashes()));
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(STATIC_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy());
    if (overHttps(request)) reply.header('strict-transport-security', HSTS);
    reply.removeHeader('x-powered-by');
    done(null, payload);
  });
  const headers = () => (all ??= { ...STATIC_HEADERS, 'content-security-policy': policy() });
  let secure: Record<string, string> | undefined;
  return (req) =>
    req && overHttps(req) ? (secure ??= { ...headers(), 'strict-transport-security': HSTS }) : headers();
}
