import { Migration } from '@mikro-orm/migrations';

/**
 * audit_log's append-only rule held by privileges too, not only by its triggers (which a role that owns the table
 * can drop): UPDATE, DELETE and TRUNCATE are revoked from PUBLIC and from every role but the owner that holds
 * them — such as the app's role, given every table's privileges by the owner's default privileges before this
 * migration created the table (docs/deploy/postgres/app-role.sql) — and from the role running this migration
 * when it is not the owner. The app's role keeps INSERT and SELECT. docs/operations.md, "Database roles".
 */
export class Migration20261223100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`revoke update, delete, truncate on "audit_log" from public;`);
    this.addSql(`
      do $$
      declare
        holder oid;
        owner_role oid;
      begin
        select relowner into owner_role from pg_class where oid = 'audit_log'::regclass;
        for holder in
          select distinct privilege.grantee from pg_class, aclexplode(pg_class.relacl) as privilege
           where pg_class.oid = 'audit_log'::regclass and privilege.privilege_type in ('UPDATE', 'DELETE', 'TRUNCATE')
             and privilege.grantee not in (0, owner_role)
        loop
          execute format('revoke update, delete, truncate on audit_log from %I', pg_get_userbyid(holder));
        end loop;
        if (select oid from pg_roles where rolname = current_user) <> owner_role then
          execute format('revoke update, delete, truncate on audit_log from %I', current_user);
        end if;
      end $$;`);
  }

  override async down(): Promise<void> {
    // Nothing to give back: which roles held these privileges before is not known, and none should.
  }
}
