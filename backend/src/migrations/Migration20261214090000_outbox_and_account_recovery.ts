import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox and what it delivers to (notifications), and account recovery (identity).
 *
 * - outbox_events: one row per event worth telling someone about, written in the transaction of the change.
 *   Its id is the event's stable id (the mail's Message-ID, the webhook's Rounds-Event-Id).
 * - outbox_deliveries: the event fanned out to its channels (one mail, one per subscribed webhook endpoint);
 *   each is retried on its own with backoff, in order per recipient (seq).
 * - mailbox_messages: the development mailbox (no SMTP_URL outside production); one message per delivery.
 * - webhook_endpoints: integrators' receivers and their signing secrets.
 * - notification_preferences: a user's opt-out per kind of non-transactional mail.
 * - account_tokens: password-reset and e-mail verification tokens, stored only as a SHA-256 hash.
 * - password_reset_requests: every reset request (known address or not), to throttle per address and account.
 * - account_contacts_v: identity's view of an account's address for notifications (who to mail, admins).
 */
export class Migration20261214090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null;`);
    this.addSql(`alter table "users" add column "pending_email" varchar(254) null;`);

    this.addSql(`create table "outbox_events" (
      "id" uuid not null primary key,
      "seq" bigserial not null unique,
      "type" varchar(64) not null,
      "recipient_user_id" uuid null,
      "recipient_email" varchar(254) null,
      "data" jsonb not null,
      "created_at" timestamptz not null default clock_timestamp(),
      "fanned_out_at" timestamptz null
    );`);
    this.addSql(`create index "outbox_events_waiting_index" on "outbox_events" ("seq") where "fanned_out_at" is null;`);

    this.addSql(`create table "webhook_endpoints" (
      "id" uuid not null primary key,
      "url" varchar(2048) not null,
      "events" text[] not null,
      "secret" varchar(128) not null,
      "active" boolean not null default true,
      "failing_since" timestamptz null,
      "created_at" timestamptz not null default clock_timestamp(),
      "updated_at" timestamptz not null default clock_timestamp()
    );`);

    this.addSql(`create table "outbox_deliveries" (
      "id" uuid not null primary key,
      "seq" bigserial not null unique,
      "event_id" uuid not null references "outbox_events" ("id") on delete cascade,
      "channel" varchar(16) not null check ("channel" in ('mail', 'webhook')),
      "recipient" varchar(254) not null,
      "webhook_endpoint_id" uuid null references "webhook_endpoints" ("id") on delete cascade,
      "status" varchar(16) not null default 'pending' check ("status" in ('pending', 'delivered', 'failed')),
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default clock_timestamp(),
      "last_response_code" int null,
      "last_error" varchar(500) null,
      "delivered_at" timestamptz null,
      "created_at" timestamptz not null default clock_timestamp(),
      unique ("event_id", "channel", "recipient")
    );`);
    this.addSql(`create index "outbox_deliveries_pending_index" on "outbox_deliveries" ("channel", "recipient", "seq") where "status" = 'pending';`);
    this.addSql(`create index "outbox_deliveries_endpoint_index" on "outbox_deliveries" ("webhook_endpoint_id", "seq");`);

    this.addSql(`create table "mailbox_messages" (
      "id" uuid not null primary key,
      "delivery_id" uuid not null unique references "outbox_deliveries" ("id") on delete cascade,
      "event_id" uuid not null,
      "to_address" varchar(254) not null,
      "subject" varchar(300) not null,
      "text" text not null,
      "html" text not null,
      "headers" jsonb not null,
      "created_at" timestamptz not null default clock_timestamp()
    );`);
    this.addSql(`create index "mailbox_messages_to_index" on "mailbox_messages" (lower("to_address"), "created_at");`);

    this.addSql(`create table "notification_preferences" (
      "user_id" uuid not null,
      "kind" varchar(32) not null,
      "enabled" boolean not null,
      "updated_at" timestamptz not null default clock_timestamp(),
      primary key ("user_id", "kind")
    );`);

    this.addSql(`create table "account_tokens" (
      "id" uuid not null primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "purpose" varchar(32) not null check ("purpose" in ('password_reset', 'email_verification')),
      "token_hash" char(64) not null unique,
      "email" varchar(254) null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default clock_timestamp()
    );`);
    this.addSql(`create index "account_tokens_user_index" on "account_tokens" ("user_id", "purpose", "created_at");`);

    this.addSql(`create table "password_reset_requests" (
      "id" bigserial primary key,
      "email" varchar(254) not null,
      "user_id" uuid null,
      "requested_at" timestamptz not null default clock_timestamp()
    );`);
    this.addSql(`create index "password_reset_requests_email_index" on "password_reset_requests" ("email", "requested_at");`);
    this.addSql(`create index "password_reset_requests_user_index" on "password_reset_requests" ("user_id", "requested_at");`);

    this.addSql(`create view "account_contacts_v" as
      select id as user_id, username, email, email_verified_at is not null as email_verified, role, deactivated_at is not null as deactivated
      from "users";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "account_contacts_v";`);
    this.addSql(`drop table if exists "password_reset_requests";`);
    this.addSql(`drop table if exists "account_tokens";`);
    this.addSql(`drop table if exists "notification_preferences";`);
    this.addSql(`drop table if exists "mailbox_messages";`);
    this.addSql(`drop table if exists "outbox_deliveries";`);
    this.addSql(`drop table if exists "webhook_endpoints";`);
    this.addSql(`drop table if exists "outbox_events";`);
    this.addSql(`alter table "users" drop column "pending_email";`);
    this.addSql(`alter table "users" drop column "email_verified_at";`);
  }
}
