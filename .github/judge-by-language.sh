#!/usr/bin/env bash
# Judges every problem with the judge's compiler of its language: problems whose problem.toml
# says language = "Rust 2024" with rustc $JUDGE_RUST_2024, the live judges' languages
# (Codeforces' "Rust 1.89.0 (2021)" and "Rust 1.89.0 (2024)", AtCoder's "Rust (rustc
# 1.89.0)") with rustc $JUDGE_RUST_LIVE, all others (Rust 2021) with rustc $JUDGE_RUST_2021
# (all set in .github/workflows/ci.yml, all installed with rustup first). The arguments go
# to `cargo judge` (--format, --partition, --changed-since). Exits with the worst of the exit
# codes.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
rust2024='^language = "Rust 2024"'
live='^language = "Rust (1\.89\.0 \(20(21|24)\)|\(rustc 1\.89\.0\))"'
for language in 2021 2024 live; do
  case "$language" in
    2024) ids_of() { grep -l "$rust2024" testcases/*/problem.toml; }
          version=$JUDGE_RUST_2024 ;;
    live) ids_of() { grep -lE "$live" testcases/*/problem.toml; }
          version=$JUDGE_RUST_LIVE ;;
    *) ids_of() { grep -L -e "$rust2024" testcases/*/problem.toml | xargs -r grep -LE "$live"; }
       version=$JUDGE_RUST_2021 ;;
  esac
  mapfile -t ids < <(ids_of | xargs -r -n1 dirname | xargs -r -n1 basename)
  [ ${#ids[@]} -gt 0 ] || continue
  echo "judging ${#ids[@]} Rust $language problem(s) with rustc $version"
  cargo judge "$@" --toolchain "$version" -- "${ids[@]}"
  code=$?
  [ "$code" -gt "$status" ] && status=$code
done
exit "$status"
