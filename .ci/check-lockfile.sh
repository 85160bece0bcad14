#!/usr/bin/env bash
# Fails when package-lock.json is not exactly what `npm install` would write for the package.json files
# (npm ci only checks that the two agree; it accepts a lockfile that npm install would still rewrite).
# Resolves in a scratch copy, so node_modules and the working tree are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/backend" "$scratch/frontend"
cp package.json package-lock.json .npmrc "$scratch/"
cp backend/package.json "$scratch/backend/"
cp frontend/package.json "$scratch/frontend/"
(cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund >/dev/null 2>"$scratch/npm.log") || {
  cat "$scratch/npm.log" >&2
  exit 1
}
if ! cmp -s package-lock.json "$scratch/package-lock.json"; then
  echo "package-lock.json is not what npm install writes for these package.json files." >&2
  echo "Run npm install at the repository root and commit package-lock.json. The difference:" >&2
  diff -u package-lock.json "$scratch/package-lock.json" | head -60 >&2 || true
  exit 1
fi
echo "package-lock.json matches package.json"
