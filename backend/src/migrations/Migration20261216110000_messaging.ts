import { Migration } from '@mikro-orm/migrations';

/**
 * The messaging module: a shopper's conversation with a curator (one per shopper and creator page),
 * its messages (plain text, at most 2,000 characters), blocks between two accounts, and reports.
 * The conversation keeps the creator page's handle and the shopper's username as they were when it started.
 */
export class Migration20261216110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "conversations" (
      "id" uuid not null primary key,
      "creator_id" uuid not null,
      "creator_handle" varchar(50) not null,
      "curator_user_id" uuid not null,
      "shopper_user_id" uuid not null,
      "shopper_username" varchar(50) not null,
      "created_at" timestamptz not null default now(),
      "last_message_at" timestamptz not null default now(),
      "shopper_read_at" timestamptz null,
      "curator_read_at" timestamptz null,
      constraint "conversations_one_per_shopper_and_creator" unique ("creator_id", "shopper_user_id")
    );`);
    this.addSql(`create index "conversations_shopper_last" on "conversations" ("shopper_user_id", "last_message_at" desc);`);
    this.addSql(`create index "conversations_curator_last" on "conversations" ("curator_user_id", "last_message_at" desc);`);
    this.addSql(`create table "conversation_messages" (
      "id" uuid not null primary key,
      "conversation_id" uuid not null references "conversations" ("id") on delete cascade,
      "sender_user_id" uuid not null,
      "body" text not null,
      "created_at" timestamptz not null default now(),
      constraint "conversation_messages_body_length" check (char_length("body") between 1 and 2000)
    );`);
    this.addSql(`create index "conversation_messages_conversation_created" on "conversation_messages" ("conversation_id", "created_at");`);
    this.addSql(`create table "messaging_blocks" (
      "blocker_user_id" uuid not null,
      "blocked_user_id" uuid not null,
      "created_at" timestamptz not null default now(),
      primary key ("blocker_user_id", "blocked_user_id")
    );`);
    this.addSql(`create table "conversation_reports" (
      "id" uuid not null primary key,
      "conversation_id" uuid not null references "conversations" ("id") on delete cascade,
      "reporter_user_id" uuid not null,
      "reported_user_id" uuid not null,
      "reason" text not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "conversation_reports";`);
    this.addSql(`drop table if exists "messaging_blocks";`);
    this.addSql(`drop table if exists "conversation_messages";`);
    this.addSql(`drop table if exists "conversations";`);
  }
}
