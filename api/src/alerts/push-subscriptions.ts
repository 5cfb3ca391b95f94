// Stored push subscriptions (issue #37): the endpoint and its keys, the list (My List's session id), the country
// and the services; nothing else. One row per endpoint: subscribing again replaces the list, country and
// services (the visitor changed them).
import type { Sql } from '../database/sql';
import { bad, plainObject, uuid } from '../http/validation';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../contract/locales';

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  sessionId: string;
  country: string;
  services: number[];
  /** The language of its notifications: the page's when alerts were turned on (issue #46). */
  language: Locale;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The body of POST /api/alerts/subscription, checked strictly. */
export function parseSubscription(body: unknown, allowHttp: boolean): PushSubscriptionRow {
  const b = plainObject(body, ['subscription', 'session_id', 'country', 'services', 'language']);
  const s = plainObject(b.subscription, ['endpoint', 'keys', 'expirationTime']);
  const keys = plainObject(s.keys, ['p256dh', 'auth']);
  if (typeof s.endpoint !== 'string' || s.endpoint.length > 1000)
    throw bad('subscription.endpoint is required');
  let url: URL;
  try {
    url = new URL(s.endpoint);
  } catch {
    throw bad('subscription.endpoint must be a URL');
  }
  const http = url.protocol === 'http:' && allowHttp && isLoopback(url.hostname);
  if (url.protocol !== 'https:' && !http) throw bad('subscription.endpoint must be an https URL');
  if (url.username || url.password) throw bad('subscription.endpoint must not carry credentials');
  const key = (v: unknown, name: string, max: number) => {
    if (typeof v !== 'string' || !BASE64URL.test(v) || v.length > max) throw bad(`${name} must be base64url`);
    return v;
  };
  if (typeof b.country !== 'string' || !/^[A-Za-z]{2}$/.test(b.country))
    throw bad('country must be a two-letter country code');
  if (!Array.isArray(b.services) || b.services.length === 0 || b.services.length > 50)
    throw bad('services must list 1 to 50 provider ids');
  const services = b.services.map((id) => {
    if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > 2_147_483_647)
      throw bad('services must be provider ids');
    return id as number;
  });
  if (b.language !== undefined && !isLocale(b.language))
    throw bad(`language must be one of ${LOCALES.join(', ')}`);
  return {
    endpoint: s.endpoint,
    p256dh: key(keys.p256dh, 'subscription.keys.p256dh', 200),
    auth: key(keys.auth, 'subscription.keys.auth', 100),
    sessionId: uuid(b.session_id, 'session_id'),
    country: b.country.toUpperCase(),
    services: [...new Set(services)].sort((x, y) => x - y),
    language: (b.language as Locale | undefined) ?? DEFAULT_LOCALE,
  };
}

interface Row {
  endpoint: string;
  p256dh: string;
  auth: string;
  session_id: string;
  country: string;
  services: string;
  language: string;
}

export class PushSubscriptions {
  constructor(private readonly sql: Sql) {}

  async save(s: PushSubscriptionRow): Promise<void> {
    await this.sql.query(
      `INSERT INTO "push_subscription" ("endpoint", "p256dh", "auth", "session_id", "country", "services", "language")
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT ("endpoint") DO UPDATE SET "p256dh" = excluded."p256dh", "auth" = excluded."auth",
         "session_id" = excluded."session_id", "country" = excluded."country", "services" = excluded."services",
         "language" = excluded."language"`,
      [s.endpoint, s.p256dh, s.auth, s.sessionId, s.country, s.services.join(','), s.language],
    );
  }

  /** Deletes by endpoint; true when there was one. */
  async remove(endpoint: string): Promise<boolean> {
    const before = await this.sql.one('SELECT 1 AS x FROM "push_subscription" WHERE "endpoint" = ?', [
      endpoint,
    ]);
    await this.sql.query('DELETE FROM "push_subscription" WHERE "endpoint" = ?', [endpoint]);
    return before !== undefined;
  }

  async all(): Promise<PushSubscriptionRow[]> {
    const rows = await this.sql.all<Row>(
      'SELECT "endpoint", "p256dh", "auth", "session_id", "country", "services", "language" FROM "push_subscription"',
    );
    return rows.map((r) => ({
      endpoint: r.endpoint,
      p256dh: r.p256dh,
      auth: r.auth,
      sessionId: r.session_id,
      country: r.country,
      services: r.services.split(',').map(Number),
      language: isLocale(r.language) ? r.language : DEFAULT_LOCALE,
    }));
  }
}
