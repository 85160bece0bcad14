import { Migration } from '@mikro-orm/migrations';

/**
 * commission_accounts.banking_changed_at: when saved banking details were last replaced. The payout run holds
 * the account's payout for 72 hours after it (skip reason banking_recently_changed), so whoever took over an
 * account cannot redirect the next payout before its owner notices.
 */
export class Migration20261214120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commission_accounts" add column "banking_changed_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commission_accounts" drop column "banking_changed_at";`);
  }
}
