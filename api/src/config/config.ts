// Every environment variable the server reads, parsed and validated in one place (README documents them).
import { join, resolve } from 'node:path';
import { parseScaleOut } from './scale-out-config';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... when set: PostgreSQL instead of the SQLite file under dataDir. */
  databaseUrl?: string;
  tmdb: { apiKey?: string; readToken?: string; baseUrl: string; imageBaseUrl: string };
  /** YYYY-MM-DD override of the catalog's reference date (docs/decisions.md #3). */
  referenceDate?: string;
  /** Trusted CDN header carrying the visitor's country (docs/decisions.md #4), lower case. */
  geoHeader: string;
  /** Allowed CORS origins; empty means no CORS headers at all. */
  corsOrigins: string[];
  /** Public origin used in canonical URLs and the sitemap, without trailing slash. */
  siteUrl?: string;
  /**
   * Without SITE_URL: the Host values (lower case, port optional) whose own origin may appear in absolute URLs;
   * any other Host gets the fixed fallback origin (http/site-origin.ts, docs/decisions.md #21).
   */
  allowedHosts: string[];
  /** provider_id -> query string appended to that provider's link (affiliate parameters). */
  affiliateParams: Record<string, string>;
  /** Folder of the built client (index.html and assets). */
  clientDir: string;
  logLevel: 'silent' | 'info';
  /** redis:// URL: limits, single-flight and the refresh lock shared by every instance; unset = in-process. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel this app uses (several apps or test runs can share one Redis). */
  redisPrefix: string;
  /** Which proxy hops decide the client IP (Fastify's trustProxy): false = the socket's peer only. */
  trustProxy: boolean | number | string[];
  /** HMAC key of stored transfer codes (TRANSFER_CODE_SECRET); unset = generated into DATA_DIR on first start. */
  transferCodeSecret?: string;
  /** Per-client write budgets: `RATE_LIMIT_<NAME>` per `RATE_LIMIT_WINDOW_SECONDS` (see http/write-limit.ts). */
  rateLimits: { windowSeconds: number; budgets: Record<string, number> };
  /**
   * Web Push (issue #37): VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (else generated on first start
   * and stored), VAPID_SUBJECT (a mailto: or https: contact). ALERTS_ALLOW_HTTP_ENDPOINTS=1 (tests only) accepts
   * plain-HTTP push endpoints on a loopback address.
   */
  alerts: {
    vapidPublicKey?: string;
    vapidPrivateKey?: string;
    vapidSubject?: string;
    allowHttpEndpoints: boolean;
  };
}

export class ConfigError extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be 0-65535, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)');
  }
  const referenceDate = env.CATALOG_REFERENCE_DATE || undefined;
  if (referenceDate && (!DATE.test(referenceDate) || Number.isNaN(Date.parse(referenceDate)))) {
    throw new ConfigError(`CATALOG_REFERENCE_DATE must be YYYY-MM-DD, got "${referenceDate}"`);
  }
  const affiliateParams = parseAffiliateParams(env.AFFILIATE_PARAMS);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl,
    tmdb: {
      apiKey: env.TMDB_API_KEY || undefined,
      readToken: env.TMDB_READ_TOKEN || undefined,
      baseUrl: (env.TMDB_BASE_URL || 'https://api.themoviedb.org/3').replace(/\/+$/, ''),
      imageBaseUrl: 'https://image.tmdb.org/t/p',
    },
    referenceDate,
    geoHeader: (env.GEO_COUNTRY_HEADER || 'cf-ipcountry').toLowerCase(),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    siteUrl: parseSiteUrl(env.SITE_URL),
    allowedHosts: parseAllowedHosts(env.ALLOWED_HOSTS),
    affiliateParams,
    clientDir: resolve(env.CLIENT_DIR || join(__dirname, '..', '..', 'client')),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    transferCodeSecret: parseTransferSecret(env.TRANSFER_CODE_SECRET),
    alerts: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
      vapidSubject: env.VAPID_SUBJECT || undefined,
      allowHttpEndpoints: env.ALERTS_ALLOW_HTTP_ENDPOINTS === '1',
    },
    ...parseScaleOut(env),
  };
}

/** TRANSFER_CODE_SECRET: at least 32 characters (a random string, e.g. `openssl rand -base64 32`). */
function parseTransferSecret(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 32) throw new ConfigError('TRANSFER_CODE_SECRET must be at least 32 characters');
  return raw;
}

/** SITE_URL: an http(s) origin (a path or query would end up inside every canonical URL). */
function parseSiteUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const trimmed = raw.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ConfigError(`SITE_URL must be an origin like https://streamfinder.example, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== trimmed) {
    throw new ConfigError(`SITE_URL must be an origin like https://streamfinder.example, got "${raw}"`);
  }
  return trimmed;
}

/** The local forms of this machine's name: what a developer's browser sends without a proxy in front. */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** ALLOWED_HOSTS: comma list of host names (port optional, e.g. `streamfinder.example,www.streamfinder.example`). */
function parseAllowedHosts(raw: string | undefined): string[] {
  if (!raw || raw.trim() === '') return DEFAULT_ALLOWED_HOSTS;
  const hosts = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (!hosts.every((h) => /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(h))) {
    throw new ConfigError(`ALLOWED_HOSTS must be a comma list of host names (port optional), got "${raw}"`);
  }
  return hosts;
}

/** AFFILIATE_PARAMS: a JSON object of provider id (digits) -> query string, e.g. {"8":"ref=streamfinder"}. */
function parseAffiliateParams(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  const error = new ConfigError('AFFILIATE_PARAMS must be JSON like {"8":"ref=streamfinder"}');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw error;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw error;
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (!entries.every(([id, qs]) => /^\d+$/.test(id) && typeof qs === 'string')) throw error;
  return Object.fromEntries(entries) as Record<string, string>;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
