-- The role the app runs as: it logs in, owns nothing and is no superuser, so it can neither drop audit_log's
-- triggers nor change or remove an audit entry (docs/operations.md, "Database roles"). Run as the role that
-- owns the tables and runs the migrations (DATABASE_MIGRATION_URL), in the app's database, with psql:
--   psql "$DATABASE_MIGRATION_URL" -v ON_ERROR_STOP=1 -v app_role=rounds_app -v app_password=... -f app-role.sql
-- docker-compose.yml runs it once, when the PostgreSQL volume is first initialised (init-app-role.sh).
create role :"app_role" login password :'app_password' nosuperuser nocreatedb nocreaterole;
grant usage on schema public to :"app_role";

-- Tables and sequences the migrations create from now on (they run as this role): rows to read and write.
alter default privileges in schema public grant select, insert, update, delete on tables to :"app_role";
alter default privileges in schema public grant usage, select on sequences to :"app_role";

-- Those that exist already, when the app's database was migrated before this role existed.
grant select, insert, update, delete on all tables in schema public to :"app_role";
grant usage, select on all sequences in schema public to :"app_role";

-- audit_log is append-only: INSERT and SELECT only. On a database migrated before, here; on a new one, the
-- migration that creates the rule (Migration20261223100000_audit_log_privileges) takes these from every role
-- but the owner once the table exists.
select set_config('rounds.app_role', :'app_role', false);
do $$
begin
  if to_regclass('audit_log') is not null then
    execute format('revoke update, delete, truncate on audit_log from %I', current_setting('rounds.app_role'));
  end if;
end $$;
