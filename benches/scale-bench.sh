#!/usr/bin/env bash
# The collection-scale benchmark: N problems (default 1000), each with 3 cases and one unit
# test, judged and tested through the README's own commands, and prints one Markdown table.
#
# Usage: bash benches/scale-bench.sh      (needs a Rust toolchain with clippy; nothing else)
#   N=1000     problems in the generated workspace
#   RUNS=3     timed no-change runs per command; the table shows medians
#   CLIPPY=1   also time `cargo clippy --workspace --all-targets` (CLIPPY=0 skips it)
#
# The workspace is a copy of this repository's tracked files (the runner with its tests and
# fixtures, the example problems the tests use: a user's clone) plus N generated problems, in
# a temporary folder removed on exit. Measured, in this order:
#   runner     `cargo build --release -p judge-runner`: what the first `cargo judge` builds
#              before it judges anything; independent of N, shown apart
#   cold       `cargo judge` with an empty target/judge/: N judge builds, N unit-test builds
#              and runs, 3N cases
#   floor      the same 2N compiles (the same flags, each file alone in its own folder) by
#              rustc alone, `xargs -P CPUS`, nothing else: what no runner can beat
#   unchanged  `cargo judge` again (RUNS times)
#   test       `cargo test` cold (the runner's suite: builds it, runs it) and unchanged
#   clippy     `cargo clippy --workspace --all-targets -- -D warnings`, cold and unchanged
#   sizes      target/ after `cargo judge` and `cargo test` (before clippy), target/judge/
#              cache, and target/ after clippy too
# Timing is wall time of the whole command, taken by bash's `time`. The load average is printed
# with the table: the machine may be shared, and then wall times wobble.
# Exit status: 0 when every target is met, 1 when one is missed, 2 when the harness failed.
set -euo pipefail
export LC_ALL=C

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
n=${N:-1000}
runs=${RUNS:-3}
clippy=${CLIPPY:-1}
for v in "$n" "$runs"; do
    case "$v" in '' | *[!0-9]*) echo "error: N and RUNS must be whole numbers" >&2; exit 2 ;; esac
done
[ "$n" -ge 1 ] && [ "$runs" -ge 1 ] || { echo "error: N and RUNS must be at least 1" >&2; exit 2; }
cores=$(nproc)
started=${EPOCHREALTIME/./}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/scale-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# Only this workspace's own target/: a CARGO_TARGET_DIR from outside would measure another.
unset CARGO_TARGET_DIR CARGO_BUILD_TARGET_DIR RUSTC_WRAPPER

say() { printf '[scale-bench] %s\n' "$*" >&2; }
die() { printf '[scale-bench] error: %s\n' "$*" >&2; exit 2; }

# timed NAME CMD...: runs CMD in the workspace, output to $tmp/NAME.out; sets `took` (wall µs)
# and `rc`.
timed() {
    local name=$1 TIMEFORMAT='%3R'
    shift
    set +e
    { time { (cd "$w" && "$@") >"$tmp/$name.out" 2>&1; }; } 2>"$tmp/$name.time"
    rc=$?
    set -e
    took=$(awk '{ printf "%d", $1 * 1e6 }' "$tmp/$name.time")
}
# failure NAME: what a failed command printed, for the error: its FAILED and panicked lines, or
# its last lines when it has none (a build error, say).
failure() {
    local found
    found=$(grep -E 'FAILED|panicked' "$tmp/$1.out" | head -n 5 || true)
    [ -n "$found" ] || found=$(tail -n 15 "$tmp/$1.out")
    printf '%s' "$found"
}
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
secs() { awk -v u="$1" 'BEGIN { printf "%.2f s", u / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v v="$1" -v t="$3" -v op="$2" 'BEGIN { print ((op == "<=") ? v <= t : v >= t) ? "PASS" : "MISS" }'; }
mib() { du -sb "$1" 2>/dev/null | awk '{ printf "%.0f MB", $1 / 1e6 }'; }
bytes() { du -sb "$1" 2>/dev/null | awk '{ print $1 }'; }
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'; }

load_start=$(load)
w=$tmp/w
say "generating $n problems x 3 cases, one unit test each, in $w"
mkdir -p "$w"
git -C "$root" ls-files -z | (cd "$root" && tar --null -T - -cf -) | tar -C "$w" -xf - ||
    die "cannot copy the repository's files"
own=$(ls -d "$w"/problems/*/ | wc -l)
for ((p = 1; p <= n; p++)); do
    id=$(printf 'bench-%04d' "$p")
    mkdir -p "$w/problems/$id/src" "$w/testcases/$id"
    printf '[package]\nname = "%s"\nversion = "0.1.0"\nedition.workspace = true\npublish.workspace = true\nrust-version.workspace = true\n\n[lints]\nworkspace = true\n' "$id" >"$w/problems/$id/Cargo.toml"
    cat >"$w/problems/$id/src/main.rs" <<EOF
//! Scale bench solution $p: prints the sum of the numbers plus $p.
use std::io::{self, Read, Write};

const OFFSET: i64 = $p;

fn solve(input: &str) -> String {
    let sum: i64 = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().expect("integer"))
        .sum();
    format!("{}\n", sum + OFFSET)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    io::stdout().write_all(solve(&input).as_bytes()).expect("stdout");
}

#[cfg(test)]
mod tests {
    #[test]
    fn adds_the_offset() {
        assert_eq!(super::solve("1 2"), format!("{}\n", 3 + super::OFFSET));
    }
}
EOF
    printf 'title = "%s"\ntime_limit_ms = 1000\nmemory_limit_mb = 256\n' "$id" >"$w/testcases/$id/problem.toml"
    for c in 1 2 3; do
        printf '%d %d\n' "$((p * 7 + c))" "$((c * 101))" >"$w/testcases/$id/$c.in"
        printf '%d\n' "$((p * 7 + c + c * 101 + p))" >"$w/testcases/$id/$c.out"
    done
done

say "runner: cargo build --release -p judge-runner (what the first cargo judge builds first)"
timed runner cargo build --quiet --release -p judge-runner
[ "$rc" -eq 0 ] || die "the runner does not build: $(tail -n 5 "$tmp/runner.out")"
t_runner=$took

# check_judge NAME: the run passed every case and every unit test.
check_judge() {
    local out=$tmp/$1.out
    [ "$rc" -eq 0 ] || die "cargo judge exited $rc: $(tail -n 5 "$out")"
    grep -q "^ok: $total problems, " "$out" ||
        die "cargo judge did not pass everything: $(tail -n 2 "$out")"
    [ "$(grep -c '^  unit tests: [0-9]* passed$' "$out")" -eq "$total" ] ||
        die "cargo judge did not report $total passing unit tests"
}
total=$((n + own))
say "cold: cargo judge (empty target/judge/; $((2 * total)) compiles on $cores CPUs)"
timed cold cargo judge --color never
check_judge cold
t_cold=$took

say "floor: the same $((2 * total)) compiles by rustc alone, xargs -P $cores"
flags_judge=$(sed -n 's/^pub(crate) const CACHE_FLAGS: &\[&str\] = &\["\(.*\)"\];$/\1/p' "$root/judge-runner/src/build.rs" | sed 's/", "/ /g')
[ -n "$flags_judge" ] || die "cannot read CACHE_FLAGS from judge-runner/src/build.rs"
mkdir -p "$tmp/floor"
for source in "$w"/problems/*/src/main.rs; do
    id=$(basename "$(dirname "$(dirname "$source")")")
    for kind in judge test; do
        mkdir -p "$tmp/floor/$id-$kind"
        cp "$source" "$tmp/floor/$id-$kind/Main.rs"
        if [ "$kind" = judge ]; then k="-O"; else k="--test"; fi
        # The crate's folder, as the runner (and cargo) give a build: a unit test may find
        # its problem's cases through env!("CARGO_MANIFEST_DIR").
        printf '%s\t%s\t%s\n' "$tmp/floor/$id-$kind" "$k" "$w/problems/$id"
    done
done >"$tmp/floor.jobs"
cat >"$tmp/compile-one" <<EOF
#!/bin/sh
cd "\$1" && CARGO_MANIFEST_DIR="\$3" exec rustc --edition 2021 \$2 $flags_judge -o Main Main.rs
EOF
chmod +x "$tmp/compile-one"
timed floor sh -c "tr '\t' '\n' <'$tmp/floor.jobs' | xargs -n 3 -P $cores '$tmp/compile-one'"
[ "$rc" -eq 0 ] || die "the floor's compiles failed: $(tail -n 5 "$tmp/floor.out")"
t_floor=$took
rm -rf "$tmp/floor"

say "unchanged: cargo judge x $runs"
u=()
for ((r = 1; r <= runs; r++)); do
    timed unchanged cargo judge --color never
    check_judge unchanged
    u+=("$took")
done
t_unchanged=$(median "${u[@]}")

say "test: cargo test, cold (builds and runs the runner's suite)"
timed test-cold cargo test --quiet
[ "$rc" -eq 0 ] || die "cargo test failed: $(failure test-cold)"
t_test_cold=$took
say "test: cargo test x $runs, unchanged"
tu=()
for ((r = 1; r <= runs; r++)); do
    timed test-unchanged cargo test --quiet
    [ "$rc" -eq 0 ] || die "cargo test failed: $(failure test-unchanged)"
    tu+=("$took")
done
t_test_unchanged=$(median "${tu[@]}")
# What the test command does at this scale besides the runner's own suite: its runtime, from
# libtest's "finished in" lines.
suite=$(sed -n 's/.*finished in \([0-9.]*\)s.*/\1/p' "$tmp/test-unchanged.out" | awk '{ s += $1 } END { printf "%.2f s", s }')

size_target=$(bytes "$w/target")
size_cache=$(bytes "$w/target/judge/cache")
size_target_h=$(mib "$w/target")
size_cache_h=$(mib "$w/target/judge/cache")
size_release_h=$(mib "$w/target/release")
size_debug_h=$(mib "$w/target/debug")

clippy_row=
if [ "$clippy" = 1 ]; then
    say "clippy: cargo clippy --workspace --all-targets -- -D warnings, cold"
    timed clippy-cold cargo clippy --quiet --workspace --all-targets -- -D warnings
    [ "$rc" -eq 0 ] || die "clippy failed: $(tail -n 5 "$tmp/clippy-cold.out")"
    t_clippy_cold=$took
    timed clippy-unchanged cargo clippy --quiet --workspace --all-targets -- -D warnings
    [ "$rc" -eq 0 ] || die "clippy failed: $(tail -n 5 "$tmp/clippy-unchanged.out")"
    t_clippy_unchanged=$took
    clippy_row="| clippy | \`cargo clippy --workspace --all-targets -- -D warnings\`: cold, then unchanged; target/ after it | $(secs "$t_clippy_cold"); $(secs "$t_clippy_unchanged"); target/ $(mib "$w/target") | — | — | info |"
fi

cold_ratio=$(ratio "$t_cold" "$t_floor")
r_cold=$(verdict "$cold_ratio" "<=" 1.3)
r_unchanged=$(verdict "$(ratio "$t_unchanged" 1000000)" "<=" 3)
r_test=$(verdict "$(ratio "$t_test_unchanged" 1000000)" "<=" 5)
r_size=$(verdict "$size_target" "<=" 1000000000)
elapsed=$(( ${EPOCHREALTIME/./} - started ))
load_end=$(load)
cat <<EOF

## judge-runner at scale: $n problems

Machine: $cores CPUs, $(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null); $(rustc -V); judge-runner built from $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$root" diff --quiet HEAD -- judge-runner Cargo.toml 2>/dev/null || echo ' + uncommitted changes'); $(date -u '+%Y-%m-%d %H:%M UTC').
Load average (1, 5, 15 min): $load_start at the start, $load_end at the end.
Workspace: $n generated problems x 3 cases, one unit test each, plus this repository (the runner with its tests, $own example problems with their tests and cases). Wall times of whole commands; unchanged runs are medians of $runs.

| row | what | result | ratio | target | result |
|---|---|---|---|---|---|
| runner | \`cargo build --release -p judge-runner\` (the first \`cargo judge\` builds it first; independent of N) | $(secs "$t_runner") | — | — | info |
| cold | \`cargo judge\`, empty target/judge/: $total judge builds + $total unit-test builds and runs + all cases, vs the floor: the same $((2 * total)) compiles by rustc alone, \`xargs -P $cores\` | $(secs "$t_cold") vs floor $(secs "$t_floor") | ${cold_ratio}x | ≤ 1.3x | $r_cold |
| unchanged | \`cargo judge\` again, nothing changed | $(secs "$t_unchanged") | — | ≤ 3 s | $r_unchanged |
| test | \`cargo test\` cold (builds the runner's tests and runs them), then unchanged (the runner's suite itself takes $suite of it) | $(secs "$t_test_cold"); $(secs "$t_test_unchanged") | — | ≤ 5 s unchanged | $r_test |
| size | after \`cargo judge\` and \`cargo test\`: target/ (release $size_release_h, debug $size_debug_h), of which target/judge/cache | $size_target_h; cache $size_cache_h | — | target/ ≤ 1 GB | $r_size |
$clippy_row

Reproduce: \`N=$n RUNS=$runs bash benches/scale-bench.sh\` (took $(secs "$elapsed")).
EOF
case " $r_cold $r_unchanged $r_test $r_size " in *" MISS "*) exit 1 ;; esac
exit 0
