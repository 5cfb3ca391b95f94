// The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set, else
// generated on first start and stored in app_meta, so every instance and every restart signs with the same key
// (a new key would orphan every browser's subscription). Concurrent first starts: the first insert wins, the
// others read it back.
import webpush from 'web-push';
import type { Sql } from '../database/sql';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY = 'vapid_keys';
export const DEFAULT_SUBJECT = 'mailto:privacy@streamfinder.app';

export async function loadVapidKeys(
  sql: Sql,
  config: { vapidPublicKey?: string; vapidPrivateKey?: string; vapidSubject?: string; siteUrl?: string },
): Promise<VapidKeys> {
  const subject =
    config.vapidSubject ?? (config.siteUrl?.startsWith('https:') ? config.siteUrl : DEFAULT_SUBJECT);
  if (config.vapidPublicKey && config.vapidPrivateKey)
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  const read = async () => {
    const row = await sql.one<{ value: string }>('SELECT "value" FROM "app_meta" WHERE "key" = ?', [KEY]);
    return row ? (JSON.parse(row.value) as { publicKey: string; privateKey: string }) : undefined;
  };
  let stored = await read();
  if (!stored) {
    const fresh = webpush.generateVAPIDKeys();
    await sql.query('INSERT INTO "app_meta" ("key", "value") VALUES (?, ?) ON CONFLICT DO NOTHING', [
      KEY,
      JSON.stringify(fresh),
    ]);
    stored = (await read())!;
  }
  return { ...stored, subject };
}
