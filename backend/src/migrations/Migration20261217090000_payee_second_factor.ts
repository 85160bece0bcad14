import { Migration } from '@mikro-orm/migrations';

/**
 * account_contacts_v.has_second_factor: whether the account has an authenticator app set up (user_totp enabled).
 * The payout run reads it to skip a payee without one where a second factor is required (production, or the
 * payee's role in MFA_REQUIRED_ROLES) with skip reason second_factor_missing.
 */
export class Migration20261217090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "account_contacts_v" as
      select u.id as user_id, u.username, u.email, u.email_verified_at is not null as email_verified, u.role, u.deactivated_at is not null as deactivated,
        exists (select 1 from "user_totp" t where t.user_id = u.id and t.enabled_at is not null) as has_second_factor
      from "users" u;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "account_contacts_v";`);
    this.addSql(`create view "account_contacts_v" as
      select id as user_id, username, email, email_verified_at is not null as email_verified, role, deactivated_at is not null as deactivated
      from "users";`);
  }
}
