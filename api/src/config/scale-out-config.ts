// The variables of a deployment with several instances (README "Deployment"): REDIS_URL, REDIS_PREFIX,
// TRUST_PROXY and the per-client write budgets RATE_LIMIT_<NAME> / RATE_LIMIT_WINDOW_SECONDS.
// config.ts imports this module too; ConfigError is only used when parsing runs, after both loaded.
import { type AppConfig, ConfigError } from './config';

type ScaleOut = Pick<AppConfig, 'redisUrl' | 'redisPrefix' | 'trustProxy' | 'rateLimits'>;

const IP_OR_CIDR = /^([0-9.]+|[0-9a-f:]+)(\/\d{1,3})?$/i;
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset/false = trust no proxy (the client IP is the TCP peer; X-Forwarded-For is ignored);
 * a number N = trust the N nearest hops; a comma list of addresses, CIDRs or loopback/linklocal/uniquelocal =
 * trust hops from those addresses only; true = trust every hop (only behind a proxy that overwrites the header).
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.every((s) => NAMED_RANGES.includes(s) || IP_OR_CIDR.test(s))) {
    throw new ConfigError(
      `TRUST_PROXY must be false, true, a hop count or a list of proxy addresses/CIDRs, got "${value}"`,
    );
  }
  return list;
}

function positive(name: string, raw: string, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return n;
}

export function parseScaleOut(env: NodeJS.ProcessEnv): ScaleOut {
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL (leave it unset for one instance)');
  }
  const redisPrefix = env.REDIS_PREFIX || 'streamfinder:';
  if (!/^[\w:.-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError('REDIS_PREFIX may hold letters, digits, ":", ".", "_" and "-" (at most 64)');
  }
  const windowSeconds = env.RATE_LIMIT_WINDOW_SECONDS
    ? positive('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, 86_400)
    : 60;
  const budgets: Record<string, number> = {};
  for (const [key, raw] of Object.entries(env)) {
    const m = /^RATE_LIMIT_([A-Z][A-Z0-9_]*)$/.exec(key);
    if (!m || m[1] === 'WINDOW_SECONDS' || raw === undefined || raw === '') continue;
    budgets[m[1].toLowerCase()] = positive(key, raw, 1_000_000);
  }
  return {
    redisUrl,
    redisPrefix,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: { windowSeconds, budgets },
  };
}
