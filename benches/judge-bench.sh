#!/usr/bin/env bash
# Benchmarks judge-runner on this machine and prints one Markdown table (paste it into docs/performance.md).
#
# Usage: bash benches/judge-bench.sh        (from a clean clone; needs a Rust toolchain, python3 for row b)
#   RUNS=5       timed runs per measurement; the table shows medians
#   OJ_RUNS=3    timed runs of `oj test` (about 20 s each on 2 cores; default: RUNS, at most 3)
#   SCALE=1000   also run the collection-scale scenario (benches/scale-bench.sh with N=SCALE
#                problems through the README's own commands, RUNS at most 3; about 10 minutes
#                at 1000) and print its table after this one
#   JUDGE_RUNNER=PATH   time this judge-runner binary instead of building target/release's
#                       (to compare a change: copy the old binary aside, rebuild, run twice)
#
# Rows (every workspace is generated in a temporary folder, removed on exit):
#   a   per-case overhead: one problem with 1000 trivial cases (read two ints, print the sum),
#       `judge-runner --jobs 1` against benches/spawn-floor.rs, a bare loop that only spawns the
#       same cached binary on each input and compares its stdout with the .out bytes.
#   b   the same 1000 cases with online-judge-tools (`oj test -c BIN -d test`, default options,
#       installed into a throwaway virtualenv); SKIP when it cannot be installed (offline).
#   c   300 problems x 5 cases, each solution printing the sum plus its own offset: one cold run
#       (empty cache), no-change reruns against spawn-floor over all 1500 cases, and a rerun after
#       one main.rs changed. Compilations are counted from the runner's `build` line and by the
#       cache's entries.
#   d   the same no-change rerun with --jobs 2 against --jobs 1.
# Timing is wall time of the whole command (start-up included), taken by bash's `time`, which
# also gives the CPU time (user + system) of the command and every process it waited for, the
# solutions included: shown beside wall ratios, it holds up better when the machine is busy.
# Measurements that are compared run interleaved, round by round, in alternating order, so a
# burst of load hits both sides alike. The load average is printed with the table. Progress goes
# to stderr, the table to stdout. Takes about 3-4 minutes on 2 cores (the cold build of 300
# solutions is about a minute of it).
# Exit status: 0 when every measured target is met, 1 when one is missed (timings are noisy:
# rerun before trusting a MISS), 2 when the harness itself failed (a build, a wrong answer).
set -euo pipefail
export LC_ALL=C

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=${RUNS:-5}
case "$runs" in
'' | *[!0-9]*) echo "error: RUNS must be a whole number" >&2; exit 2 ;;
esac
oj_runs=${OJ_RUNS:-$((runs < 3 ? runs : 3))}
case "$oj_runs" in
'' | *[!0-9]*) echo "error: OJ_RUNS must be a whole number" >&2; exit 2 ;;
esac
if [ "$runs" -lt 1 ] || [ "$oj_runs" -lt 1 ]; then
    echo "error: RUNS and OJ_RUNS must be at least 1" >&2
    exit 2
fi
if [ -z "${EPOCHREALTIME:-}" ]; then
    echo "error: needs bash 5 (EPOCHREALTIME)" >&2
    exit 2
fi

started=${EPOCHREALTIME/./}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/judge-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
cores=$(nproc)

say() { printf '[judge-bench] %s\n' "$*" >&2; }
die() {
    printf '[judge-bench] error: %s\n' "$*" >&2
    exit 2
}

# timed OUT CMD...: runs CMD with stdout to OUT and stderr to OUT.err; sets `took` (wall µs),
# `cpu` (user + system µs of CMD and every process it waited for) and `rc`.
timed() {
    local out=$1 TIMEFORMAT='%3R %3U %3S' real user sys
    shift
    set +e
    { time "$@" >"$out" 2>"$out.err"; } 2>"$out.time"
    rc=$?
    set -e
    read -r real user sys <"$out.time"
    took=$(awk -v r="$real" 'BEGIN { printf "%d", r * 1e6 }')
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%d", (u + s) * 1e6 }')
}

# median µs...: the median of the arguments.
median() {
    printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END {
        if (NR % 2) print v[(NR + 1) / 2]; else printf "%d\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# secs µs: seconds with 2 decimals (3 below a second).
secs() { awk -v u="$1" 'BEGIN { s = u / 1e6; if (s < 1) printf "%.3f s", s; else printf "%.2f s", s }'; }
# per_case µs N: milliseconds per case.
per_case() { awk -v u="$1" -v n="$2" 'BEGIN { printf "%.2f ms/case", u / n / 1000 }'; }
# ratio A B: A / B with 2 decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# verdict VALUE OP TARGET: PASS or MISS.
verdict() { awk -v v="$1" -v t="$3" -v op="$2" 'BEGIN {
    ok = (op == "<=") ? v <= t : (op == "<") ? v < t : (op == ">=") ? v >= t : v > t
    print ok ? "PASS" : "MISS" }'; }

# check_json FILE CASES: the runner's JSON Lines say every one of CASES cases passed.
check_json() {
    local summary got
    summary=$(grep '"type":"summary"' "$1" | tail -n 1 || true)
    got=$(for key in cases passed failed errors; do
        printf '%s ' "$(sed -n "s/.*\"$key\":\([0-9]*\).*/\1/p" <<<"$summary")"
    done)
    [ "$got" = "$2 $2 0 0 " ] ||
        die "judge-runner did not pass all $2 cases (exit $rc): ${summary:-no summary line}; stderr: $(tail -n 5 "$1.err")"
    [ "$rc" -eq 0 ] || die "judge-runner exited $rc although its summary is clean"
}
# check_floor FILE CASES: spawn-floor passed every one of CASES cases.
check_floor() {
    [ "$rc" -eq 0 ] && [ "$(cat "$1")" = "$2 $2" ] ||
        die "spawn-floor failed (exit $rc, '$(cat "$1")'): $(tail -n 5 "$1.err")"
}
# binaries DIR: the cached binaries (files without an extension) in DIR, one name a line.
binaries() { find "$1" -maxdepth 1 -type f ! -name '*.*' -printf '%f\n' 2>/dev/null | sort; }
count() { if [ -s "$1" ]; then wc -l <"$1" | tr -d ' '; else echo 0; fi; }

# ---------------------------------------------------------------------------------------------
if [ -n "${JUDGE_RUNNER:-}" ]; then
    runner=$JUDGE_RUNNER
    say "timing $runner (JUDGE_RUNNER; not building)"
else
    say "building judge-runner (cargo build --release -p judge-runner)"
    (cd "$root" && cargo build --quiet --release -p judge-runner) || die "cargo build failed"
    runner=$root/target/release/judge-runner
fi
[ -x "$runner" ] || die "no $runner after the build"
say "building benches/spawn-floor.rs (rustc -O)"
rustc --edition 2021 -O -o "$tmp/spawn-floor" "$root/benches/spawn-floor.rs" || die "spawn-floor does not compile"
floor=$tmp/spawn-floor

cpu_model=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
[ -n "$cpu_model" ] || cpu_model=$(uname -m)
rustc_version=$(rustc -V)
if [ -n "${JUDGE_RUNNER:-}" ]; then
    commit="$runner (JUDGE_RUNNER)"
else
    commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
    if ! git -C "$root" diff --quiet HEAD -- judge-runner Cargo.toml Cargo.lock 2>/dev/null; then
        commit="$commit + uncommitted changes"
    fi
    commit="judge-runner built from $commit"
fi
when=$(date -u '+%Y-%m-%d %H:%M UTC')
load_start=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')

# solution OFFSET: a trivial BOJ-style solution printing the sum of its input plus OFFSET.
solution() {
    cat <<EOF
// bench solution, offset $1: prints the sum of the two numbers plus $1.
use std::io::{self, Read, Write};

const OFFSET: i64 = $1;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap()).sum();
    writeln!(io::stdout(), "{}", sum + OFFSET).unwrap();
}
EOF
}

# problem ROOT ID CASES OFFSET: writes one problem with CASES cases into workspace ROOT.
problem() {
    local w=$1 id=$2 n=$3 offset=$4 i a b
    mkdir -p "$w/problems/$id/src" "$w/testcases/$id"
    solution "$offset" >"$w/problems/$id/src/main.rs"
    printf 'title = "%s"\ntime_limit_ms = 1000\nmemory_limit_mb = 256\n' "$id" >"$w/testcases/$id/problem.toml"
    for ((i = 1; i <= n; i++)); do
        a=$(((i * 7919 + offset * 31) % 1000003))
        b=$(((i * 104729 + offset) % 999983))
        printf '%d %d\n' "$a" "$b" >"$w/testcases/$id/$i.in"
        printf '%d\n' "$((a + b + offset))" >"$w/testcases/$id/$i.out"
    done
}

# ---------------------------------------------------------------------------------------------
# a. Per-case overhead.
say "a: generating 1 problem x 1000 cases"
wa=$tmp/one
problem "$wa" bench-sum 1000 0
timed "$tmp/a.warm" "$runner" --root "$wa" --jobs 1 --format json
check_json "$tmp/a.warm" 1000
mapfile -t built < <(binaries "$wa/target/judge/cache")
[ "${#built[@]}" -eq 1 ] || die "expected one binary in $wa/target/judge/cache, found ${#built[@]}"
sum_bin=$wa/target/judge/cache/${built[0]}

a_runner=() a_floor=() a_runner_cpu=() a_floor_cpu=()
a_run_runner() {
    timed "$tmp/a.run" "$runner" --root "$wa" --jobs 1 --format json
    check_json "$tmp/a.run" 1000
    a_runner+=("$took") a_runner_cpu+=("$cpu")
}
a_run_floor() {
    timed "$tmp/a.floor" "$floor" "$sum_bin" "$wa/testcases/bench-sum"
    check_floor "$tmp/a.floor" 1000
    a_floor+=("$took") a_floor_cpu+=("$cpu")
}
for ((r = 1; r <= runs; r++)); do
    say "a: round $r/$runs"
    # Alternate the order, so a drift in the machine's load favours neither side.
    if ((r % 2)); then a_run_runner; a_run_floor; else a_run_floor; a_run_runner; fi
done
a_r=$(median "${a_runner[@]}")
a_f=$(median "${a_floor[@]}")
a_ratio=$(ratio "$a_r" "$a_f")
a_cpu_ratio=$(ratio "$(median "${a_runner_cpu[@]}")" "$(median "${a_floor_cpu[@]}")")
a_result=$(verdict "$a_ratio" "<=" 1.15)

# ---------------------------------------------------------------------------------------------
# b. Versus online-judge-tools.
b_row=
say "b: installing online-judge-tools into a throwaway virtualenv"
oj=$tmp/venv/bin/oj
oj_env=(env "HOME=$tmp/oj-home" "XDG_CACHE_HOME=$tmp/oj-home/.cache" "XDG_DATA_HOME=$tmp/oj-home/.local/share" "XDG_CONFIG_HOME=$tmp/oj-home/.config")
if python3 -m venv "$tmp/venv" >"$tmp/venv.log" 2>&1 &&
    timeout 300 "$tmp/venv/bin/pip" install -q --disable-pip-version-check --timeout 20 --retries 1 online-judge-tools >>"$tmp/venv.log" 2>&1 &&
    [ -x "$oj" ]; then
    oj_version=$("${oj_env[@]}" "$oj" --version 2>/dev/null | sed -n 's/^.*\(online-judge-tools [0-9.]*\).*$/\1/p' | head -n 1)
    mkdir -p "$tmp/oj/test" "$tmp/oj-warm/test"
    cp "$wa/testcases/bench-sum/"*.in "$wa/testcases/bench-sum/"*.out "$tmp/oj/test/"
    cp "$wa/testcases/bench-sum/1.in" "$wa/testcases/bench-sum/1.out" "$tmp/oj-warm/test/"
    cp "$sum_bin" "$tmp/oj/sol"
    cp "$sum_bin" "$tmp/oj-warm/sol"
    # Warm-up on one case: imports compiled, the update check's cache filled (no network later).
    (cd "$tmp/oj-warm" && "${oj_env[@]}" "$oj" test -c ./sol -d test >/dev/null 2>&1) || true
    b_oj=()
    for ((r = 1; r <= oj_runs; r++)); do
        say "b: oj test, run $r/$oj_runs (1000 cases)"
        timed "$tmp/b.run" bash -c 'cd "$1" && shift && exec "$@" test -c ./sol -d test' _ "$tmp/oj" "${oj_env[@]}" "$oj"
        passed=$(grep -c '^\[SUCCESS\] AC$' "$tmp/b.run" || true)
        if [ "$rc" -ne 0 ] || [ "$passed" -ne 1000 ] || ! grep -q 'test success: 1000 cases' "$tmp/b.run"; then
            die "oj test did not pass all 1000 cases (exit $rc, $passed AC): $(tail -n 3 "$tmp/b.run")"
        fi
        b_oj+=("$took")
    done
    b_o=$(median "${b_oj[@]}")
    b_ratio=$(ratio "$b_o" "$a_r")
    b_result=$(verdict "$b_ratio" ">=" 10)
    gnu_time=$(if [ -x /usr/bin/time ]; then echo ", GNU time found so oj measures memory through it"; fi)
    b_row="| b | \`oj test\` (${oj_version:-online-judge-tools}, default options: sequential$gnu_time) on the same 1000 cases, all AC, vs judge-runner --jobs 1 (row a) | oj $(secs "$b_o") ($(per_case "$b_o" 1000)); runner $(secs "$a_r"); medians of $oj_runs and $runs | judge-runner ${b_ratio}x faster | ≥ 10x | $b_result |"
else
    say "b: SKIP: could not install online-judge-tools: $(tail -n 1 "$tmp/venv.log")"
    b_result=SKIP
    b_row="| b | \`oj test\` on the same 1000 cases | — (online-judge-tools could not be installed: $(tail -n 1 "$tmp/venv.log" | tr '|' '/' | cut -c1-80)) | — | ≥ 10x | SKIP |"
fi

# ---------------------------------------------------------------------------------------------
# c. Scale: 300 problems x 5 cases.
say "c: generating 300 problems x 5 cases"
wc_=$tmp/many
for ((p = 1; p <= 300; p++)); do
    problem "$wc_" "$(printf 'bench-%03d' "$p")" 5 "$p"
done
# Compilations are counted from the runner's own `build` line (`"compiled":N`), and each cached
# binary is matched to its problem by what it prints for `0 0` (its offset): a RUSTC wrapper
# that logged them could not, as the compiler runs confined to its build folder.
compiled() { sed -n 's/.*"type":"build","compiled":\([0-9]*\).*/\1/p' "$1" | head -n 1; }
cache=$wc_/target/judge/cache

say "c: cold run: 300 builds with --jobs $cores (takes a minute or two)"
timed "$tmp/c.cold" "$runner" --root "$wc_" --jobs "$cores" --format json
check_json "$tmp/c.cold" 1500
c_cold=$took
c_cold_compiles=$(compiled "$tmp/c.cold")
binaries "$cache" >"$tmp/cache.after-cold"
c_cold_bins=$(count "$tmp/cache.after-cold")
[ "$c_cold_compiles" -eq 300 ] && [ "$c_cold_bins" -eq 300 ] ||
    die "cold run: expected 300 compilations and 300 cached binaries, saw $c_cold_compiles and $c_cold_bins"
mkdir -p "$tmp/bins"
while read -r bin; do
    offset=$(printf '0 0\n' | "$cache/$bin")
    ln -f "$cache/$bin" "$tmp/bins/$offset" 2>/dev/null || cp "$cache/$bin" "$tmp/bins/$offset"
done <"$tmp/cache.after-cold"
floor_args=()
for ((p = 1; p <= 300; p++)); do
    [ -x "$tmp/bins/$p" ] || die "no cached binary prints offset $p"
    floor_args+=("$tmp/bins/$p" "$wc_/testcases/$(printf 'bench-%03d' "$p")")
done

c_j1=() c_jn=() c_floor=() c_j1_cpu=() c_floor_cpu=()
c_nochange_compiles=0
c_run_j1() {
    timed "$tmp/c.j1" "$runner" --root "$wc_" --jobs 1 --format json
    check_json "$tmp/c.j1" 1500
    c_j1+=("$took") c_j1_cpu+=("$cpu")
    c_nochange_compiles=$((c_nochange_compiles + $(compiled "$tmp/c.j1")))
}
c_run_j2() {
    timed "$tmp/c.j2" "$runner" --root "$wc_" --jobs 2 --format json
    check_json "$tmp/c.j2" 1500
    c_jn+=("$took")
    c_nochange_compiles=$((c_nochange_compiles + $(compiled "$tmp/c.j2")))
}
c_run_floor() {
    timed "$tmp/c.floor" "$floor" "${floor_args[@]}"
    check_floor "$tmp/c.floor" 1500
    c_floor+=("$took") c_floor_cpu+=("$cpu")
}
for ((r = 1; r <= runs; r++)); do
    say "c/d: no-change round $r/$runs"
    if ((r % 2)); then c_run_j1; c_run_j2; c_run_floor; else c_run_floor; c_run_j2; c_run_j1; fi
done
binaries "$cache" >"$tmp/cache.after-nochange"
cmp -s "$tmp/cache.after-cold" "$tmp/cache.after-nochange" && c_cache_same=yes || c_cache_same=no
c_1=$(median "${c_j1[@]}")
c_n=$(median "${c_jn[@]}")
c_f=$(median "${c_floor[@]}")
c_ratio=$(ratio "$c_1" "$c_f")
c_cpu_ratio=$(ratio "$(median "${c_j1_cpu[@]}")" "$(median "${c_floor_cpu[@]}")")
c_result=$(verdict "$c_ratio" "<" 2)
if [ "$c_nochange_compiles" -ne 0 ] || [ "$c_cache_same" != yes ]; then
    c_result=MISS
fi

say "c: one solution changed (problems/bench-150/src/main.rs)"
printf '// edited by judge-bench: a new hash, the same answers\n' >>"$wc_/problems/bench-150/src/main.rs"
timed "$tmp/c.one" "$runner" --root "$wc_" --jobs "$cores" --format json
check_json "$tmp/c.one" 1500
c_one=$took
c_one_compiles=$(compiled "$tmp/c.one")
binaries "$cache" >"$tmp/cache.after-one"
c_one_new=$(comm -13 "$tmp/cache.after-nochange" "$tmp/cache.after-one" | wc -l | tr -d ' ')
if [ "$c_one_new" -eq 1 ] && [ "$c_one_compiles" -eq 1 ]; then c_one_result=PASS; else c_one_result=MISS; fi

d_speedup=$(ratio "$c_1" "$c_n")

# ---------------------------------------------------------------------------------------------
elapsed=$(( ${EPOCHREALTIME/./} - started ))
load_end=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')
busy=$(awk -v a="$load_start" -v b="$load_end" -v n="$cores" 'BEGIN { if (a + 0 >= n || b + 0 >= n) print "yes" }')
cat <<EOF

## judge-runner benchmark

Machine: $cores CPUs, $cpu_model; $rustc_version; $commit; $when.
Load average (1 min) $load_start at the start, $load_end at the end${busy:+ — **the machine was busy with other work: wall times and their ratios are unreliable, look at the CPU ratios and rerun when it is quiet**}.
Wall time of whole commands, medians of $runs runs unless said otherwise; "CPU" is user + system time of the command and all it waited for (the solutions' included).

| row | what | median(s) | ratio | target | result |
|---|---|---|---|---|---|
| a | per-case overhead: 1 problem x 1000 trivial cases, \`judge-runner --jobs 1 --format json\` vs spawn-floor (bare spawn + byte compare of the same binary) | runner $(secs "$a_r") ($(per_case "$a_r" 1000)); floor $(secs "$a_f") ($(per_case "$a_f" 1000)) | ${a_ratio}x (CPU ${a_cpu_ratio}x) | ≤ 1.15x | $a_result |
$b_row
| c1 | 300 problems x 5 cases, cold run (empty cache, --jobs $cores): $c_cold_compiles compilations, $c_cold_bins binaries cached | $(secs "$c_cold") (one run) | — | — | info |
| c2 | no-change rerun (--jobs 1) vs spawn-floor over the same 1500 cases with the same 300 binaries; compilations in $runs reruns: $c_nochange_compiles, cache unchanged: $c_cache_same | runner $(secs "$c_1") ($(per_case "$c_1" 1500)); floor $(secs "$c_f") ($(per_case "$c_f" 1500)) | ${c_ratio}x (CPU ${c_cpu_ratio}x) | < 2x, 0 compilations | $c_result |
| c3 | rerun after one main.rs changed (--jobs $cores): $c_one_compiles compilation, $c_one_new new binary in target/judge/cache | $(secs "$c_one") (one run) | — | exactly 1 new binary | $c_one_result |
| d | parallel speed-up on the no-change rerun: --jobs 2 vs --jobs 1 | jobs 2 $(secs "$c_n"); jobs 1 $(secs "$c_1") | ${d_speedup}x | — (2 jobs: at most 2x) | info |

Reproduce: \`RUNS=$runs bash benches/judge-bench.sh\` (took $(secs "$elapsed")).
EOF

scale_rc=0
if [ -n "${SCALE:-}" ]; then
    case "$SCALE" in '' | *[!0-9]*) die "SCALE must be a whole number" ;; esac
    say "scale: $SCALE problems through the README's commands (benches/scale-bench.sh)"
    env -u RUSTC N="$SCALE" RUNS=$((runs < 3 ? runs : 3)) bash "$root/benches/scale-bench.sh" ||
        scale_rc=$?
    [ "$scale_rc" -lt 2 ] || exit 2
fi

case " $a_result ${b_result:-} $c_result $c_one_result " in
*" MISS "*) exit 1 ;;
esac
exit "$scale_rc"
