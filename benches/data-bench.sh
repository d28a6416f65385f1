#!/usr/bin/env bash
# Benchmarks the judge-data commands (issue 25) on this machine and prints one Markdown table.
# Prints figures; it is not a test (timings are noisy: rerun before trusting a MISS).
#
# Usage: bash benches/data-bench.sh
#   RUNS=3              timed runs per measurement; the table shows medians
#   COUNT=1000          seeds for row g
#   JUDGE_RUNNER=PATH   time this judge-runner binary instead of building target/release's
#
# Rows (every workspace is made in a temporary folder, removed on exit):
#   g   `judge-runner gen boj-9079 --count COUNT` (a copy of the repository's boj-9079: gen.rs,
#       brute.rs and validator.rs, every program confined, each input validated, default
#       --jobs) against a shell loop that runs the same gen and brute binaries (rustc -O,
#       unconfined, no validator) COUNT times and writes the same files: target ≤ 2x. The
#       runner's builds are cached by a first run on other seeds; its stored cases are removed
#       before each timed run (with the validator's remembered passes), as are the loop's.
#   g1  the same with --jobs 1.
#   s   `stress` on a problem whose solution is wrong only when its second line holds a 100
#       (2 tokens are enough), gen printing N = 200 000 numbers: the wall time of the shrink
#       (the stress run minus the same run with --no-shrink) and the tokens left, with the
#       default --shrink-time of 10 s: target ≤ 20 tokens in ≤ 10 s.
# Exit status: 0 when every target is met, 1 when one is missed, 2 when the harness failed.
set -euo pipefail
export LC_ALL=C

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=${RUNS:-3}
count=${COUNT:-1000}
case "$runs$count" in
'' | *[!0-9]*) echo "error: RUNS and COUNT must be whole numbers" >&2; exit 2 ;;
esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/data-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

say() { printf '[data-bench] %s\n' "$*" >&2; }
die() {
    printf '[data-bench] error: %s\n' "$*" >&2
    exit 2
}
# timed CMD...: sets `took` (wall µs) and `rc`; output to $tmp/last.out and .err.
timed() {
    local start end
    start=${EPOCHREALTIME/./}
    set +e
    "$@" >"$tmp/last.out" 2>"$tmp/last.err"
    rc=$?
    set -e
    end=${EPOCHREALTIME/./}
    took=$((end - start))
}
median() {
    printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END {
        if (NR % 2) print v[(NR + 1) / 2]; else printf "%d\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
secs() { awk -v u="$1" 'BEGIN { printf "%.2f s", u / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v v="$1" -v t="$3" -v op="$2" 'BEGIN {
    ok = (op == "<=") ? v <= t : v < t; print ok ? "PASS" : "MISS" }'; }

if [ -n "${JUDGE_RUNNER:-}" ]; then
    runner=$JUDGE_RUNNER
else
    say "building judge-runner (cargo build --release -p judge-runner)"
    (cd "$root" && cargo build --release -q -p judge-runner) || die "the build failed"
    runner=$root/target/release/judge-runner
fi

# ---- g: gen against a shell loop -------------------------------------------------------------
ws=$tmp/gen
mkdir -p "$ws/problems" "$ws/testcases/boj-9079"
cp -r "$root/problems/boj-9079" "$ws/problems/"
for f in problem.toml gen.rs brute.rs validator.rs; do
    cp "$root/testcases/boj-9079/$f" "$ws/testcases/boj-9079/"
done
say "g: warming the runner's build cache (gen on seeds 1000001..1000010)"
"$runner" gen boj-9079 --count 10 --seed 1000001 --root "$ws" 2>"$tmp/warm.err" ||
    die "gen failed: $(tail -n 5 "$tmp/warm.err")"
loop=$tmp/loop
mkdir -p "$loop/bin" "$loop/out"
rustc --edition 2021 -O -o "$loop/bin/gen" "$root/testcases/boj-9079/gen.rs" 2>/dev/null ||
    die "gen.rs does not build"
rustc --edition 2021 -O -o "$loop/bin/brute" "$root/testcases/boj-9079/brute.rs" 2>/dev/null ||
    die "brute.rs does not build"
shell_loop() {
    local s
    for ((s = 1; s <= count; s++)); do
        "$loop/bin/gen" "$s" >"$loop/out/gen-$s.in"
        "$loop/bin/brute" <"$loop/out/gen-$s.in" >"$loop/out/gen-$s.out"
    done
}
clear_gen() {
    find "$ws/testcases/boj-9079" -name 'gen-*' -delete
    rm -rf "$ws/target/judge/valid" # no pass remembered from the round before
}
t_gen=() t_gen1=() t_loop=()
for ((r = 1; r <= runs; r++)); do
    say "g: round $r of $runs"
    clear_gen
    timed "$runner" gen boj-9079 --count "$count" --seed 1 --root "$ws"
    [ "$rc" -eq 0 ] || die "gen exited $rc: $(tail -n 5 "$tmp/last.err")"
    t_gen+=("$took")
    summary=$(tail -n 1 "$tmp/last.err")
    clear_gen
    timed "$runner" gen boj-9079 --count "$count" --seed 1 --jobs 1 --root "$ws"
    [ "$rc" -eq 0 ] || die "gen --jobs 1 exited $rc: $(tail -n 5 "$tmp/last.err")"
    t_gen1+=("$took")
    rm -f "$loop/out/"*
    timed shell_loop
    [ "$rc" -eq 0 ] || die "the shell loop failed"
    t_loop+=("$took")
done
g=$(median "${t_gen[@]}")
g1=$(median "${t_gen1[@]}")
l=$(median "${t_loop[@]}")

# ---- s: shrinking 200 000 tokens ---------------------------------------------------------------
ws=$tmp/shrink
mkdir -p "$ws/problems/sum/src" "$ws/testcases/sum"
printf 'title = "sum"\ntime_limit_ms = 1000\nmemory_limit_mb = 256\n' >"$ws/testcases/sum/problem.toml"
printf '1\n5\n' >"$ws/testcases/sum/1.in"
printf '5\n' >"$ws/testcases/sum/1.out"
cat >"$ws/problems/sum/src/main.rs" <<'EOF'
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let line = s.lines().nth(1).unwrap_or("");
    let v: Vec<i64> = line.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{}", v.iter().sum::<i64>() + i64::from(v.contains(&100)));
}
EOF
cat >"$ws/testcases/sum/brute.rs" <<'EOF'
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let line = s.lines().nth(1).unwrap_or("");
    println!("{}", line.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap()).sum::<i64>());
}
EOF
cat >"$ws/testcases/sum/gen.rs" <<'EOF'
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args[1].parse().unwrap();
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n: usize = args.get(2).map_or(10, |n| n.parse().unwrap());
    let mut a = Vec::with_capacity(n);
    for _ in 0..n {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        a.push((x % 101).to_string());
    }
    println!("{n}\n{}", a.join(" "));
}
EOF
cat >"$ws/testcases/sum/validator.rs" <<'EOF'
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let lines: Vec<&str> = s.lines().collect();
    assert!(lines.len() == 2, "{} lines, not 2", lines.len());
    let n: u64 = lines[0].parse().expect("line 1: N");
    assert!((1..=200_000).contains(&n), "line 1: N = {n}");
    for t in lines[1].split(' ') {
        let v: i64 = t.parse().expect("line 2: a number");
        assert!((0..=100).contains(&v), "line 2: {v}");
    }
}
EOF
stress=(stress sum --seed 3 --count 1 --size 200000 --root "$ws")
"$runner" "${stress[@]}" --no-shrink >/dev/null 2>&1 || true # builds, cached
t_full=() t_plain=()
for ((r = 1; r <= runs; r++)); do
    say "s: round $r of $runs"
    timed "$runner" "${stress[@]}"
    [ "$rc" -eq 1 ] || die "stress exited $rc, not 1: $(tail -n 5 "$tmp/last.err")"
    t_full+=("$took")
    shrunk=$(grep '^shrunk from' "$tmp/last.err" || true)
    timed "$runner" "${stress[@]}" --no-shrink
    [ "$rc" -eq 1 ] || die "stress --no-shrink exited $rc, not 1"
    t_plain+=("$took")
done
full=$(median "${t_full[@]}")
plain=$(median "${t_plain[@]}")
shrink=$((full > plain ? full - plain : 0))
tokens=$(sed -n 's/.* to \([0-9]*\) tokens .*/\1/p' <<<"$shrunk")
[ -n "$tokens" ] || die "no shrink line in stress's report: $(tail -n 20 "$tmp/last.err")"

load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
gen_target=$(verdict "$(ratio "$g" "$l")" "<=" 2)
s_target=$([ "$(verdict "$tokens" "<=" 20)" = PASS ] && [ "$(verdict "$shrink" "<=" 10000000)" = PASS ] &&
    echo PASS || echo MISS)
echo "data-bench: $(date -u +%Y-%m-%d), $(nproc) CPUs, load average $load, median of $runs"
echo
echo "| row | measured | figure | target |"
echo "|---|---|---|---|"
echo "| g | gen boj-9079 --count $count: $(secs "$g") against the shell loop's $(secs "$l") ($summary) | $(ratio "$g" "$l")x | ≤ 2x $gen_target |"
echo "| g1 | the same with --jobs 1: $(secs "$g1") | $(ratio "$g1" "$l")x | |"
echo "| s | shrinking 200001 tokens (stress $(secs "$full"), with --no-shrink $(secs "$plain")): ${shrunk#shrunk } | $tokens tokens in $(secs "$shrink") | ≤ 20 tokens in ≤ 10 s $s_target |"
[ "$gen_target" = PASS ] && [ "$s_target" = PASS ]
