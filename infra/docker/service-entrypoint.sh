#!/bin/sh
# Entrypoint of the service images (ghostfolio's docker/entrypoint.sh, adapted): the service's
# own migration first (creates its database if missing, runs its migrations and idempotent
# seeds), then the command, which takes over this process so it receives the stop signal.
set -eu

if [ -f dist/migrate.js ] && [ "${SKIP_MIGRATIONS:-false}" != "true" ]; then
  echo "Running the migrations of $(basename "$PWD")"
  node dist/migrate.js
fi

echo "Starting $(basename "$PWD")"
exec "$@"
