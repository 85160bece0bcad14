import { Migration } from '@mikro-orm/migrations';
import { Logger } from '@nestjs/common';

interface UserRow {
  id: string;
  username: string;
}

/**
 * Usernames become unique regardless of letter case (`ADMIN` could be registered beside `admin`),
 * by a unique index on lower(username); sign-in already compares lower-cased names.
 *
 * Existing accounts whose names differ only in case would make the index fail with an obscure
 * duplicate-key error, so they are renamed first, deterministically: in each clashing group the
 * oldest account (created_at, then id) keeps its name; every other one becomes
 * `<name>-<first 8 characters of its id>`. Each rename is written to audit_log
 * (action `username.renamed_case_clash`) and logged, so support can tell those users their new name.
 *
 * Failed sign-ins are counted per lower-cased username from now on, and an address that is not a
 * valid IP address is stored as null rather than as whatever a header said.
 */
export class Migration20261201090000 extends Migration {
  override async up(): Promise<void> {
    const clashing = (await this.execute(
      `select id, username from users
        where lower(username) in (select lower(username) from users group by lower(username) having count(*) > 1)
        order by lower(username), created_at, id`,
    )) as UserRow[];
    const keptFor = new Set<string>();
    for (const user of clashing) {
      const key = user.username.toLowerCase();
      if (!keptFor.has(key)) {
        keptFor.add(key);
        continue;
      }
      const renamed = await this.freeName(`${user.username.slice(0, 41)}-${user.id.slice(0, 8)}`, user.id);
      await this.execute(`update users set username = ?, updated_at = now() where id = ?`, [renamed, user.id]);
      await this.execute(`insert into audit_log (action, entity_type, entity_id, details) values ('username.renamed_case_clash', 'user', ?, ?::jsonb)`, [
        user.id,
        JSON.stringify({ from: user.username, to: renamed }),
      ]);
      new Logger('Migration').warn(`Username "${user.username}" (user ${user.id}) clashed with another account's name in a different letter case; renamed to "${renamed}"`);
    }

    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(`update "login_attempts" set "username" = lower("username");`);
    this.addSql(`alter table "login_attempts" alter column "ip_address" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "users_username_lower_unique";`);
    this.addSql(`delete from "login_attempts" where "ip_address" is null;`);
    this.addSql(`alter table "login_attempts" alter column "ip_address" set not null;`);
  }

  /** `candidate`, or the id-based name when even that is taken in some letter case (never in practice). */
  private async freeName(candidate: string, id: string): Promise<string> {
    const taken = await this.execute(`select 1 from users where lower(username) = lower(?)`, [candidate]);
    return taken.length === 0 ? candidate : `user-${id}`;
  }
}
