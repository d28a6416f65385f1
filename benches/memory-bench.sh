#!/usr/bin/env bash
# Whose memory a judged program's peak is: prints one Markdown table of the peak the runner
# reports for a trivial Rust program (read two integers, print their sum) on the first case
# and on the 400th, under BOJ's 4 MB limit and a common 256 MB one, beside what
# `/usr/bin/time` says of the same cached binary (the median of 21 runs), and the runner's
# wall time for the 400 cases.
#
# Usage: bash benches/memory-bench.sh
#   JUDGE_RUNNER=PATH   measure this judge-runner binary instead of building target/release's
#                       (to compare a change: copy the old binary aside, rebuild, run twice)
#
# The goal (issue 38): the runner's figure within ±10 % of /usr/bin/time's, on the first case
# and on the 400th. Linux folds the memory a process had before exec into its `ru_maxrss`;
# a program started by vfork from a spawner read the spawner's ~4 MB. The last row is the
# 256 MB one again with Landlock off (JUDGE_LANDLOCK_ABI=0): confined, a Rust program's
# start-up cannot read /proc/self/maps (glibc's pthread_getattr_np, which std asks for the
# main thread's stack) and touches ~250 kB less, its own figure lower than outside the
# sandbox, where /usr/bin/time runs it.
# Exit status: 0 when every figure of the unconfined row is within 10 % and no confined one
# is above 110 %, 1 otherwise, 2 when the harness failed. Takes about half a minute (plus
# the runner's release build).
set -euo pipefail
export LC_ALL=C

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
say() { printf '%s\n' "$*" >&2; }
if ! [ -x /usr/bin/time ]; then
    say "error: needs GNU time at /usr/bin/time"
    exit 2
fi
if [ -n "${JUDGE_RUNNER:-}" ]; then
    runner=$JUDGE_RUNNER
else
    say "building the runner (release)"
    cargo build --quiet --release -p judge-runner --manifest-path "$root/Cargo.toml" >&2
    runner=$root/target/release/judge-runner
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
w=$tmp/w
mkdir -p "$w/problems/bench-sum/src" "$w/testcases/bench-sum"
cat >"$w/problems/bench-sum/src/main.rs" <<'EOF'
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{}", v[0] + v[1]);
}
EOF
for i in $(seq 1 400); do
    printf '%d 2\n' "$i" >"$w/testcases/bench-sum/$i.in"
    printf '%d\n' "$((i + 2))" >"$w/testcases/bench-sum/$i.out"
done

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# The memory_kb of case $2 in the JSON Lines file $1.
case_kb() { grep -o "\"case\":\"$2\",[^}]*" "$1" | grep -o 'memory_kb":[0-9]*' | cut -d: -f2; }

status=0
printf '| limit | case 1 (kB) | case 400 (kB) | median of 400 (kB) | /usr/bin/time (kB) | case 1 / time | case 400 / time | wall for 400 cases (s) |\n'
printf '|---|---|---|---|---|---|---|---|\n'
for row in 4 256 256-unconfined; do
    limit=${row%-unconfined}
    abi=
    [ "$row" = "$limit" ] || abi=0
    printf 'time_limit_ms = 1000\nmemory_limit_mb = %d\n' "$limit" >"$w/testcases/bench-sum/problem.toml"
    # Once to build, then the measured run.
    JUDGE_LANDLOCK_ABI=$abi "$runner" --root "$w" --format json --jobs 1 >/dev/null ||
        { say "error: the warm-up run failed"; exit 2; }
    start=$EPOCHREALTIME
    JUDGE_LANDLOCK_ABI=$abi "$runner" --root "$w" --format json --jobs 1 >"$tmp/run.json" ||
        { say "error: a case failed"; exit 2; }
    end=$EPOCHREALTIME
    wall=$(awk -v s="$start" -v e="$end" 'BEGIN {printf "%.2f", e - s}')
    binary=$(find "$w/target/judge/cache" -type f -size +100k | head -n 1)
    [ -n "$binary" ] || { say "error: no cached binary"; exit 2; }
    time_kb=$(for _ in $(seq 1 21); do
        /usr/bin/time -f '%M' "$binary" <"$w/testcases/bench-sum/1.in" 2>&1 >/dev/null
    done | median)
    first=$(case_kb "$tmp/run.json" 1)
    last=$(case_kb "$tmp/run.json" 400)
    all=$(grep -o 'memory_kb":[0-9]*' "$tmp/run.json" | cut -d: -f2 | median)
    ratio() { awk -v a="$1" -v b="$time_kb" 'BEGIN {printf "%.2f", a / b}'; }
    label="$limit MB"
    [ -z "$abi" ] || label="$limit MB, Landlock off"
    printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$first" "$last" "$all" "$time_kb" \
        "$(ratio "$first")" "$(ratio "$last")" "$wall"
    low=0.9
    [ -n "$abi" ] || low=0
    for kb in "$first" "$last"; do
        if ! awk -v a="$kb" -v b="$time_kb" -v low="$low" 'BEGIN {exit !(a >= low * b && a <= 1.1 * b)}'; then
            status=1
        fi
    done
done
printf '\n(%s; load %s)\n' "$("$runner" --version 2>/dev/null || echo "$runner")" "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
exit "$status"
