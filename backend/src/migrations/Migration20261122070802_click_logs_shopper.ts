import { Migration } from '@mikro-orm/migrations';

/**
 * A click through a creator's link remembers the signed-in shopper who made it, so that a later
 * purchase by that shopper within 30 days is attributed to the creator. The index serves
 * "this shopper's latest click since …".
 */
export class Migration20261122070802 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "click_logs" add column "user_id" uuid null;`);
    this.addSql(`alter table "click_logs" add constraint "click_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "click_logs_user_created_at_index" on "click_logs" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "click_logs_user_created_at_index";`);
    this.addSql(`alter table "click_logs" drop constraint "click_logs_user_id_foreign";`);
    this.addSql(`alter table "click_logs" drop column "user_id";`);
  }
}
