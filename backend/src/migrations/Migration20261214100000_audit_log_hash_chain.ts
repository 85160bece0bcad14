import { Migration } from '@mikro-orm/migrations';

/**
 * audit_log becomes append-only and hash-chained.
 *
 * - `seq` numbers the entries without gaps and `hash` is SHA-256 over the previous entry's hash and this
 *   entry's fields (audit_log_entry_hash), so GET /api/admin/audit-log/verify can tell an edited entry, a
 *   removed one and a re-ordered one apart from the truth.
 * - A BEFORE INSERT trigger fills seq, prev_hash and hash, whoever inserts (the app, a migration, psql).
 *   It takes a transaction-scoped advisory lock first, so concurrent appends queue one behind the other
 *   and each one chains to the entry committed before it; the lock is released at commit or rollback,
 *   so a rolled-back entry leaves no gap.
 * - BEFORE UPDATE / DELETE / TRUNCATE triggers refuse every change, for every role that does not own the
 *   table; in production the app's role has INSERT and SELECT only (docs/operations.md). Only a superuser
 *   who disables the triggers (or sets session_replication_role) can change a row, and the chain shows it.
 */
export class Migration20261214100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function audit_log_entry_hash(prev_hash text, seq bigint, id uuid, action text, entity_type text, entity_id text, user_id uuid, details jsonb, created_at timestamptz)
      returns text language sql immutable as $$
        select encode(sha256(convert_to(concat_ws(E'\\x1f', prev_hash, seq::text, id::text, action, entity_type, coalesce(entity_id, ''), coalesce(user_id::text, ''),
          coalesce(details::text, ''), ((extract(epoch from created_at) * 1000000)::bigint)::text), 'UTF8')), 'hex')
      $$;`);
    this.addSql(`alter table "audit_log" add column "seq" bigint null, add column "prev_hash" char(64) null, add column "hash" char(64) null;`);
    // The entries written before the chain, chained in the order they were written.
    this.addSql(`
      do $$
      declare
        entry record;
        previous text := repeat('0', 64);
        position bigint := 0;
      begin
        for entry in select * from audit_log order by created_at, id loop
          position := position + 1;
          update audit_log set seq = position, prev_hash = previous,
            hash = audit_log_entry_hash(previous, position, entry.id, entry.action, entry.entity_type, entry.entity_id, entry.user_id, entry.details, entry.created_at)
            where id = entry.id returning hash into previous;
        end loop;
      end $$;`);
    this.addSql(`alter table "audit_log" alter column "seq" set not null, alter column "prev_hash" set not null, alter column "hash" set not null;`);
    this.addSql(`create unique index "audit_log_seq_unique" on "audit_log" ("seq");`);
    this.addSql(`
      create or replace function audit_log_chain() returns trigger language plpgsql as $$
      declare
        last_entry record;
      begin
        perform pg_advisory_xact_lock(hashtext('audit_log_chain'));
        select seq, hash into last_entry from audit_log order by seq desc limit 1;
        new.seq := coalesce(last_entry.seq, 0) + 1;
        new.prev_hash := coalesce(last_entry.hash, repeat('0', 64));
        new.created_at := coalesce(new.created_at, clock_timestamp());
        new.hash := audit_log_entry_hash(new.prev_hash, new.seq, new.id, new.action, new.entity_type, new.entity_id, new.user_id, new.details, new.created_at);
        return new;
      end $$;`);
    this.addSql(`create trigger audit_log_chain before insert on audit_log for each row execute function audit_log_chain();`);
    this.addSql(`
      create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql(`create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_append_only();`);
    this.addSql(`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists audit_log_no_truncate on audit_log;`);
    this.addSql(`drop trigger if exists audit_log_append_only on audit_log;`);
    this.addSql(`drop trigger if exists audit_log_chain on audit_log;`);
    this.addSql(`drop function if exists audit_log_append_only();`);
    this.addSql(`drop function if exists audit_log_chain();`);
    this.addSql(`drop index if exists "audit_log_seq_unique";`);
    this.addSql(`alter table "audit_log" drop column "seq", drop column "prev_hash", drop column "hash";`);
    this.addSql(`drop function if exists audit_log_entry_hash(text, bigint, uuid, text, text, text, uuid, jsonb, timestamptz);`);
  }
}
