// The language of an alert's words (issue #46): the page's language when the visitor turned alerts on. Rows of
// before are English, as their notifications were.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AlertLanguage1795291700000 implements MigrationInterface {
  name = 'AlertLanguage1795291700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "push_subscription" ADD COLUMN "language" varchar(5) NOT NULL DEFAULT 'en'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "push_subscription" DROP COLUMN "language"`);
  }
}
