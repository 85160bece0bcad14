import { Migration } from '@mikro-orm/migrations';

/**
 * A verified age, in steps (identity's users): `age_status` moves unverified → self_attested (the age
 * gate) → dob_declared (a date of birth given at checkout, 21+ on that day) → id_checked (an ID at the
 * door matched it). `age_verified` becomes a generated column (the status is past unverified), so the
 * gate's answer and the status cannot disagree. `underage_refusals` counts checkouts refused for a date
 * of birth under 21; nothing else of a refused declaration is kept.
 *
 * Ordering's orders keep the age evidence they were placed and delivered on (`age_evidence`:
 * {"placedOn": status, "deliveredOn": status}); shipments keep whether the ID matched the declared
 * date of birth (never the date itself, nor a document number).
 */
export class Migration20261218093000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "age_status" text not null default 'unverified' check ("age_status" in ('unverified', 'self_attested', 'dob_declared', 'id_checked')),
      add column "date_of_birth" date null,
      add column "underage_refusals" integer not null default 0 check ("underage_refusals" >= 0),
      add constraint "users_date_of_birth_declared" check (("date_of_birth" is null) = ("age_status" in ('unverified', 'self_attested')));`);
    this.addSql(`update "users" set "age_status" = 'self_attested' where "age_verified";`);
    this.addSql(`alter table "users" drop column "age_verified";`);
    this.addSql(`alter table "users" add column "age_verified" boolean generated always as ("age_status" <> 'unverified') stored;`);

    this.addSql(`alter table "orders" add column "age_evidence" jsonb null;`);
    this.addSql(`alter table "shipments" add column "id_matched_declared_birth_date" boolean null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "shipments" drop column "id_matched_declared_birth_date";`);
    this.addSql(`alter table "orders" drop column "age_evidence";`);
    this.addSql(`alter table "users" drop column "age_verified";`);
    this.addSql(`alter table "users" add column "age_verified" boolean not null default false;`);
    this.addSql(`update "users" set "age_verified" = "age_status" <> 'unverified';`);
    this.addSql(`alter table "users" drop constraint "users_date_of_birth_declared", drop column "underage_refusals", drop column "date_of_birth", drop column "age_status";`);
  }
}
