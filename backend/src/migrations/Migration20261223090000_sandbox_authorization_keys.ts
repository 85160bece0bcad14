import { Migration } from '@mikro-orm/migrations';

/**
 * sandbox_payment_sessions.idempotency_key: the sandbox provider keeps each authorization under the
 * checkout's idempotency key, as it keeps captures, voids and refunds (sandbox_payment_operations), so a
 * repeated authorize answers the first hold instead of making a second. Unique; null for the sessions
 * authorized before authorizations had keys (and the demo's).
 */
export class Migration20261223090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sandbox_payment_sessions" add column "idempotency_key" varchar(200) null;`);
    this.addSql(`alter table "sandbox_payment_sessions" add constraint "sandbox_payment_sessions_idempotency_key_unique" unique ("idempotency_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sandbox_payment_sessions" drop column "idempotency_key";`);
  }
}
