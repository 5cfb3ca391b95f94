// Alerts without an account (issue #37): after each refresh (live mode) or re-import (embedded), the changes
// recorded since the last check are matched against every push subscription: a title on the subscriber's list
// that arrived (to stream: subscription, free or ads) on one of their services in their country. One push per
// subscription and check, grouping its titles; a title already announced that day (an earlier arrival the same
// day matched the same subscription) is left out, so a second change the same day sends nothing new. A 404 or
// 410 from the push service deletes the subscription. web-push builds each request (VAPID JWT, RFC 8291
// aes128gcm encryption); it is posted with fetch, with a timeout.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import type { RecordedChange } from '../availability/availability-history';
import { NewArrivalsService, STREAMING_KINDS } from '../availability/new-arrivals.service';
import { CatalogSource } from '../catalog/catalog-source';
import { CatalogImporter } from '../catalog/sources/embedded/catalog-importer';
import { TmdbSource } from '../catalog/sources/tmdb/tmdb-source';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Sql } from '../database/sql';
import { PushSubscriptions, type PushSubscriptionRow } from './push-subscriptions';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';
import { ALERT_TEXTS } from './alert-texts';
import { localizePath, type Locale } from '../contract/locales';
import { localizedName } from '../contract/title-head';

const DAY_MS = 86_400_000;
const CURSOR = 'alerts_checked_until';
const SEND_TIMEOUT_MS = 10_000;
const TITLE_PATH = { movie: '/movies', tv: '/tv-shows' } as const;

/** What the service worker shows (client/sw.ts). */
export interface AlertPayload {
  title: string;
  body: string;
  /** Where a click goes: the title page, or My List's "What changed" for several titles. */
  url: string;
  tag: string;
  titles: Array<{ type: 'movie' | 'tv'; id: number; name: string; provider: string; url: string }>;
}

export interface CheckResult {
  sent: number;
  removed: number;
}

@Injectable()
export class AlertsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Alerts');
  private readonly sql: Sql;
  readonly subscriptions: PushSubscriptions;
  private keys?: Promise<VapidKeys>;
  private checking: Promise<CheckResult> = Promise.resolve({ sent: 0, removed: 0 });

  constructor(
    dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogSource,
    private readonly arrivals: NewArrivalsService,
    private readonly importer: CatalogImporter,
  ) {
    this.sql = new Sql(dataSource);
    this.subscriptions = new PushSubscriptions(this.sql);
  }

  onApplicationBootstrap(): void {
    const check = async () => void (await this.check());
    if (this.catalog instanceof TmdbSource) this.catalog.refresher.onRefreshed(check);
    else this.importer.onImported(check);
    // Keys exist from the first start on, whether or not anyone subscribes yet.
    this.vapid().catch((err: unknown) => this.logger.warn(`VAPID keys not ready: ${String(err)}`));
  }

  vapid(): Promise<VapidKeys> {
    this.keys ??= loadVapidKeys(this.sql, { ...this.config.alerts, siteUrl: this.config.siteUrl }).catch(
      (err) => {
        this.keys = undefined;
        throw err;
      },
    );
    return this.keys;
  }

  /** One check at a time per instance (a refresh and a re-import never interleave theirs). */
  check(): Promise<CheckResult> {
    this.checking = this.checking.catch(() => ({ sent: 0, removed: 0 })).then(() => this.runCheck());
    return this.checking;
  }

  private async runCheck(): Promise<CheckResult> {
    const now = this.catalog.now();
    const cursorRow = await this.sql.one<{ value: string }>(
      'SELECT "value" FROM "app_meta" WHERE "key" = ?',
      [CURSOR],
    );
    // The last change id checked: ids grow with each change, so none is missed or seen twice (times may tie).
    const cursor = cursorRow ? Number(cursorRow.value) : 0;
    // Changes of the last two days: the new ones, and the earlier ones of the same days.
    const recent = await this.arrivals.history.since(now - 2 * DAY_MS);
    const changes = recent.filter((c) => c.id > cursor && c.recordedAt > now - DAY_MS);
    if (!changes.length) return { sent: 0, removed: 0 };
    const until = Math.max(cursor, ...recent.map((c) => c.id));
    await this.sql.query('DELETE FROM "app_meta" WHERE "key" = ?', [CURSOR]);
    await this.sql.query('INSERT INTO "app_meta" ("key", "value") VALUES (?, ?)', [CURSOR, String(until)]);
    const arrived = changes.filter(isStreamingArrival);
    if (!arrived.length) return { sent: 0, removed: 0 };
    // Arrivals of the same days checked before: what was (or could have been) announced already.
    const days = [...new Set(arrived.map((c) => c.day))];
    const earlier = recent.filter((c) => c.id <= cursor && days.includes(c.day) && isStreamingArrival(c));
    let sent = 0;
    let removed = 0;
    for (const sub of await this.subscriptions.all()) {
      const listed = await this.listed(sub.sessionId);
      const mine = (c: RecordedChange) =>
        c.country === sub.country &&
        sub.services.includes(c.providerId) &&
        listed.has(`${c.type}:${c.titleId}`);
      const announced = new Set(earlier.filter(mine).map((c) => `${c.type}:${c.titleId}:${c.day}`));
      const byTitle = new Map<string, RecordedChange>();
      for (const c of arrived.filter(mine)) {
        const key = `${c.type}:${c.titleId}`;
        if (!announced.has(`${key}:${c.day}`) && !byTitle.has(key)) byTitle.set(key, c);
      }
      if (!byTitle.size) continue;
      const payload = await this.payload([...byTitle.values()], sub.country, sub.language);
      if (!payload) continue;
      const outcome = await this.send(sub, payload);
      if (outcome === 'sent') sent++;
      if (outcome === 'gone') removed++;
    }
    if (sent || removed)
      this.logger.log(`Alerts: ${sent} pushes sent, ${removed} expired subscriptions removed`);
    return { sent, removed };
  }

  private async listed(sessionId: string): Promise<Set<string>> {
    const rows = await this.sql.all<{ media_type: string; content_id: number | string }>(
      'SELECT "media_type", "content_id" FROM "watchlist" WHERE "session_id" = ? AND "on_list" = 1',
      [sessionId],
    );
    return new Set(rows.map((r) => `${r.media_type}:${Number(r.content_id)}`));
  }

  private async payload(
    changes: RecordedChange[],
    country: string,
    language: Locale,
  ): Promise<AlertPayload | null> {
    const words = ALERT_TEXTS[language];
    const providers = new Map(
      (await this.arrivals.providers(country).catch(() => [])).map((p) => [p.provider_id, p.provider_name]),
    );
    const titles: AlertPayload['titles'] = [];
    for (const c of changes) {
      const d = await (
        c.type === 'movie' ? this.catalog.movie(c.titleId, country) : this.catalog.tv(c.titleId, country)
      ).catch(() => null);
      if (!d) continue;
      // As the title page in that language names it (올드보이 in a Korean alert).
      const name = localizedName(d, language);
      titles.push({
        type: c.type,
        id: c.titleId,
        name,
        provider: providers.get(c.providerId) ?? words.someService,
        // The page in the notification's language (/de/movies/...).
        url: localizePath(
          language,
          d.slug ? `${TITLE_PATH[c.type]}/${encodeURIComponent(d.slug)}` : `/${c.type}/${c.titleId}`,
        ),
      });
    }
    if (!titles.length) return null;
    const [first] = titles;
    const one = titles.length === 1;
    return {
      title: one ? words.oneTitle(first.provider) : words.manyTitle(titles.length),
      body: one
        ? words.oneBody(first.name, first.provider)
        : titles.map((t) => `${t.name} (${t.provider})`).join(', '),
      url: one ? first.url : localizePath(language, '/my-list?filter=changed'),
      tag: `streamfinder-alert-${dayOfNow(this.catalog.now())}`,
      titles,
    };
  }

  private async send(sub: PushSubscriptionRow, payload: AlertPayload): Promise<'sent' | 'gone' | 'failed'> {
    const keys = await this.vapid();
    try {
      const req = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: keys,
          TTL: DAY_MS / 1000,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const res = await fetch(req.endpoint, {
        method: req.method,
        headers,
        body: req.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (res.status === 404 || res.status === 410) {
        await this.subscriptions.remove(sub.endpoint);
        return 'gone';
      }
      if (!res.ok) {
        this.logger.warn(`Push service answered ${res.status} for ${new URL(sub.endpoint).host}`);
        return 'failed';
      }
      return 'sent';
    } catch (err) {
      this.logger.warn(`Push to ${new URL(sub.endpoint).host} failed: ${String(err)}`);
      return 'failed';
    }
  }
}

function isStreamingArrival(c: RecordedChange): boolean {
  return c.change === 'arrived' && (STREAMING_KINDS as readonly string[]).includes(c.kind);
}

const dayOfNow = (ms: number) => new Date(ms).toISOString().slice(0, 10);
