// Web Push alerts without an account (issue #37). "push_subscription": what a browser gave us to reach it (the
// endpoint and its two keys), the list it watches (My List's anonymous session id), the country and the services
// it pays for; nothing else. "app_meta": server-wide values (the generated VAPID key pair, the moment up to
// which availability changes were checked for alerts).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Alerts1795291600001 implements MigrationInterface {
  name = 'Alerts1795291600001';

  async up(q: QueryRunner): Promise<void> {
    const pg = q.connection.options.type === 'postgres';
    const id = pg ? '"id" SERIAL PRIMARY KEY' : '"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL';
    await q.query(`CREATE TABLE "push_subscription" (
      ${id},
      "endpoint" varchar(1000) NOT NULL,
      "p256dh" varchar(200) NOT NULL,
      "auth" varchar(100) NOT NULL,
      "session_id" varchar(36) NOT NULL,
      "country" varchar(2) NOT NULL,
      "services" varchar(1000) NOT NULL,
      CONSTRAINT "UQ_push_subscription_endpoint" UNIQUE ("endpoint")
    )`);
    await q.query(`CREATE INDEX "IDX_push_subscription_session" ON "push_subscription" ("session_id")`);
    await q.query(`CREATE TABLE "app_meta" (
      "key" varchar(100) PRIMARY KEY,
      "value" text NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "app_meta"`);
    await q.query(`DROP INDEX "IDX_push_subscription_session"`);
    await q.query(`DROP TABLE "push_subscription"`);
  }
}
