#!/usr/bin/env bash
# Judges every problem with the judge's compiler of its language: problems whose problem.toml
# says language = "Rust 2024" with rustc $JUDGE_RUST_2024, all others (Rust 2021) with rustc
# $JUDGE_RUST_2021 (both set in .github/workflows/ci.yml, both installed with rustup first).
# The arguments go to `cargo judge` (--format, --partition, --changed-since). Exits with the
# worse of the two exit codes.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for language in 2021 2024; do
  if [ "$language" = 2024 ]; then
    pick=-l version=$JUDGE_RUST_2024
  else
    pick=-L version=$JUDGE_RUST_2021
  fi
  mapfile -t ids < <(grep "$pick" '^language = "Rust 2024"' testcases/*/problem.toml |
    xargs -r -n1 dirname | xargs -r -n1 basename)
  [ ${#ids[@]} -gt 0 ] || continue
  echo "judging ${#ids[@]} Rust $language problem(s) with rustc $version"
  cargo judge "$@" --toolchain "$version" -- "${ids[@]}"
  code=$?
  [ "$code" -gt "$status" ] && status=$code
done
exit "$status"
