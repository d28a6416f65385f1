#!/usr/bin/env bash
# Lets a restored target/ be reused. Cargo decides whether a workspace crate is up to date by
# modification times, and a fresh checkout stamps every file with the time of the checkout:
# without this, clippy, the tests and the runner are built from scratch on every CI run, one
# crate per problem. Run it right after the cache is restored: every tracked source whose
# content is the same as in the run that saved target/ (target/.source-hashes) gets an old
# modification time, so Cargo reuses what it built from it; a changed or new file keeps the
# checkout's time and is built again. Then it writes the hashes of this checkout for the
# next run (the cache is saved only when the job succeeds, that is, when they were built).
set -euo pipefail
cd "$(dirname "$0")/.."
hashes=target/.source-hashes
if [ -f "$hashes" ]; then
  # A changed or deleted file fails the check (exit 1): that is the point, not an error.
  unchanged=$(sha256sum --check "$hashes" 2>/dev/null | sed -n 's/: OK$//p' || true)
  if [ -n "$unchanged" ]; then
    printf '%s\n' "$unchanged" | xargs -d '\n' touch -d '2000-01-01 00:00:00 UTC' --
  fi
  echo "cache-mtimes: $(printf '%s' "$unchanged" | grep -c . || true) unchanged sources keep their builds"
fi
mkdir -p target
git ls-files -z -- '*.rs' '*.toml' Cargo.lock | xargs -0 -r sha256sum >"$hashes"
