#!/bin/sh
# Creates the app's own role (app-role.sql) when the PostgreSQL volume is first initialised: the official
# postgres image runs /docker-entrypoint-initdb.d/* once, as POSTGRES_USER, in POSTGRES_DB.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_role="${ROUNDS_APP_ROLE:-rounds_app}" -v app_password="$ROUNDS_APP_PASSWORD" \
  -f /rounds/app-role.sql
