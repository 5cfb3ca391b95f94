// The one place the server decides its own public origin (docs/decisions.md #21): every absolute URL it writes
// (robots.txt, the sitemap, canonical links, og:url, JSON-LD, server-rendered pages) takes it from here. The
// Host header is never echoed as such: SITE_URL wins when set; otherwise a Host on the ALLOWED_HOSTS list
// (default: localhost, 127.0.0.1, [::1], any port) gives its own origin, and any other Host the fixed fallback,
// so a forged Host cannot reach a page or a cached answer.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';

type OriginConfig = Pick<AppConfig, 'siteUrl' | 'allowedHosts' | 'port'>;

/** Where a request with an unknown Host is sent to: this server on its local name. */
export function fallbackOrigin(config: OriginConfig): string {
  return `http://localhost${config.port === 80 || config.port === 0 ? '' : `:${config.port}`}`;
}

/** Is `host` (as sent: name[:port], lower-cased here) one the site answers for? */
export function isAllowedHost(config: OriginConfig, host: string | undefined): boolean {
  if (!host) return false;
  const h = host.toLowerCase();
  if (!/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(h)) return false;
  const name = h.replace(/:\d{1,5}$/, '');
  return config.allowedHosts.some((allowed) => allowed === h || allowed === name);
}

/** The origin for absolute URLs in the answer to `req`: SITE_URL, an allowed Host's own origin, or the fallback. */
export function siteOrigin(config: OriginConfig, req: Pick<FastifyRequest, 'host' | 'protocol'>): string {
  if (config.siteUrl) return config.siteUrl;
  if (!isAllowedHost(config, req.host)) return fallbackOrigin(config);
  return `${req.protocol === 'https' ? 'https' : 'http'}://${req.host.toLowerCase()}`;
}
