#!/usr/bin/env bash
# Prints a fresh identity for each deployable, as infra/.env lines: its Ed25519
# private key (the 32-byte seed, base64url) and TRUSTED_KEYS, the public keys the deployables
# exchange sealed calls with. Needs only openssl and coreutils.
set -euo pipefail

base64url() { basenc --base64url --wrap=0 | tr -d '='; }

key=$(mktemp)
trap 'rm -f "$key"' EXIT
trusted=()
for name in gateway svc-auth svc-profile svc-interest svc-billing; do
  openssl genpkey -algorithm ed25519 -outform DER -out "$key"
  # PKCS#8 and SPKI DER of an Ed25519 key end with the 32-byte seed and public key.
  seed=$(tail -c 32 "$key" | base64url)
  public=$(openssl pkey -inform DER -in "$key" -pubout -outform DER | tail -c 32 | base64url)
  variable="$(echo "$name" | tr 'a-z-' 'A-Z_')_IDENTITY_KEY"
  echo "${variable}=${seed}"
  trusted+=("${name}=${public}")
done
(IFS=,; echo "TRUSTED_KEYS=${trusted[*]}")
