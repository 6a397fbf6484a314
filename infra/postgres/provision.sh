#!/bin/sh
# Gives each service its own Postgres role, which owns its database and may enter no other:
# the same steps as provisionDatabase in libs/server/src/database.ts, for compose, where the
# services and their migrations never see the superuser. Run as the superuser (PGHOST, PGUSER,
# PGPASSWORD) by the postgres-provision service at every `up`; idempotent.
#
# DATABASES lists role:database pairs; role svc_auth's password is in SVC_AUTH_DB_PASSWORD.
set -eu

provision() {
  role=$1
  database=$2
  password_variable="$(echo "$role" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
  password=$(printenv "$password_variable" || true)
  if [ -z "$password" ]; then
    echo "provision: $password_variable is not set" >&2
    exit 1
  fi
  psql --no-psqlrc --quiet -v ON_ERROR_STOP=1 -d postgres \
    -v role="$role" -v password="$password" -v database="$database" <<'SQL'
SELECT format('CREATE ROLE %I', :'role')
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
ALTER ROLE :"role" WITH LOGIN NOSUPERUSER PASSWORD :'password';
SELECT format('CREATE DATABASE %I OWNER %I', :'database', :'role')
  WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'database') \gexec
ALTER DATABASE :"database" OWNER TO :"role";
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
\connect :"database"
ALTER SCHEMA public OWNER TO :"role";
REVOKE ALL ON SCHEMA public FROM PUBLIC;
-- Tables the superuser made before the service had a role (their indexes and sequences follow).
SELECT format('ALTER TABLE public.%I OWNER TO %I', tablename, :'role')
  FROM pg_tables WHERE schemaname = 'public' AND tableowner <> :'role' \gexec
SQL
  echo "provision: $role owns $database"
}

for pair in ${DATABASES:?list the role:database pairs in DATABASES}; do
  provision "${pair%%:*}" "${pair#*:}"
done
