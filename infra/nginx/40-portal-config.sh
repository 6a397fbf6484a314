#!/bin/sh
# Writes /config.json, which the shell reads at run time (DESIGN.md §6), from the environment,
# so the key and the remotes' addresses are configuration, not a rebuild.
set -eu

: "${APP_KEY:?APP_KEY must be set}"

json() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

version=$(cat /usr/share/nginx/portal-version 2>/dev/null || echo unknown)
out=/usr/share/nginx/runtime/config.json

cat > "$out" <<JSON
{"apiKey":$(json "$APP_KEY"),"version":$(json "$version"),"remotes":{"profile":$(json "${PROFILE_REMOTE_MANIFEST:-/remotes/profile/mf-manifest.json}"),"matching":$(json "${MATCHING_REMOTE_MANIFEST:-/remotes/matching/mf-manifest.json}"),"subscription":$(json "${SUBSCRIPTION_REMOTE_MANIFEST:-/remotes/subscription/mf-manifest.json}")}}
JSON

echo "$0: wrote $out (version $version)"
