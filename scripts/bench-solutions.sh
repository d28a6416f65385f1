#!/usr/bin/env bash
# Times each solution on its hardest input within the problem's constraints against an empty
# Rust program (the start-up floor), and boj-9079 also on a stress input far beyond them.
#
# Usage: scripts/bench-solutions.sh            (from anywhere; needs only a Rust toolchain)
#   RUNS=200    timed runs per program (the median is reported)
#   WARMUP=5    untimed runs first, to warm the page cache
#
# Every program is built as the judge builds it: main.rs copied alone as Main.rs into an
# empty folder, then `rustc --edition 2021 -O -o Main Main.rs`. Timing is wall time, spawn
# to exit, measured by scripts/bench/timer.rs, which runs all programs round by round so a
# burst of load on the machine hits the baseline and the solutions alike. Inputs:
#   boj-9079           T = 10 random boards (the judge's bound; every board costs one lookup),
#                      and a stress input of T = 100000, both made at run time by
#                      testcases/boj-9079/gen.rs
#   boj-17825          scripts/bench-inputs/boj-17825.in
#   programmers-92345  scripts/bench-inputs/programmers-92345.in
# A missing input or a failed build skips or fails that line only. Exit status: 0 when every
# measured line meets its target, 1 otherwise (timings are noisy: rerun before trusting a MISS).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=${RUNS:-200}
warmup=${WARMUP:-5}
case "$runs$warmup" in
*[!0-9]*) echo "error: RUNS and WARMUP must be whole numbers" >&2; exit 2 ;;
esac
if [ "$runs" -lt 1 ]; then
    echo "error: RUNS must be at least 1" >&2
    exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-solutions.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# ---- machine --------------------------------------------------------------------------
cpus=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
cpu=""
if [ -r /proc/cpuinfo ]; then
    cpu=$(grep -m1 -E '^(model name|Hardware|Processor|cpu model)[[:space:]]*:' /proc/cpuinfo \
        | cut -d: -f2- | sed 's/^[[:space:]]*//' || true)
fi
[ -n "$cpu" ] || cpu=$(sysctl -n machdep.cpu.brand_string 2>/dev/null || uname -m)
echo "machine: $cpus CPUs, $cpu"
# Timings on a busy machine mean little: show how busy it is (Linux only).
if [ -r /proc/loadavg ]; then
    echo "load:    $(cut -d" " -f1-3 /proc/loadavg) (1, 5, 15 min averages; $cpus CPUs)"
fi
echo "rustc:   $(rustc -V)"
echo "runs:    $runs timed (median reported) after $warmup warm-up, wall time incl. start-up"
echo

# ---- build ----------------------------------------------------------------------------
# build NAME SOURCE: compiles SOURCE alone as $tmp/NAME/Main; the log stays in $tmp/NAME.
build() {
    local dir="$tmp/$1"
    mkdir -p "$dir"
    cp "$2" "$dir/Main.rs"
    (cd "$dir" && rustc --edition 2021 -O -o Main Main.rs) >"$dir/build.log" 2>&1
}

# must_build NAME SOURCE: the same, for the tools; a failure stops the script.
must_build() {
    build "$1" "$2" || { echo "error: failed to build $2" >&2; cat "$tmp/$1/build.log" >&2; exit 2; }
}

must_build timer "$root/scripts/bench/timer.rs"
must_build gen-9079 "$root/testcases/boj-9079/gen.rs"
printf 'fn main() {}\n' >"$tmp/empty.rs"
must_build empty "$tmp/empty.rs"
# Reads stdin into a String and stops: what boj-9079 pays for its input before any parsing.
cat >"$tmp/read.rs" <<'EOF'
use std::io::Read;
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
}
EOF
must_build read "$tmp/read.rs"
"$tmp/gen-9079/Main" 9079 10 >"$tmp/boj-9079-t10.in"
"$tmp/gen-9079/Main" 9079 100000 >"$tmp/boj-9079.in"
: >"$tmp/empty.in"

# ---- solutions ------------------------------------------------------------------------
# Each row: id, input file, input label, target (allowed multiple of the empty median, in
# hundredths: 130 is 1.3x). Inputs within the constraints should cost little more than
# start-up; the stress row is allowed more, as it reads 1.8 MB through the plain tokenizer.
ids=(boj-9079 boj-9079 boj-17825 programmers-92345)
inputs=("$tmp/boj-9079-t10.in" "$tmp/boj-9079.in" "$root/scripts/bench-inputs/boj-17825.in"
    "$root/scripts/bench-inputs/programmers-92345.in")
labels=("generated, T=10" "generated, T=100000 (stress)" "bench-inputs/boj-17825.in"
    "bench-inputs/programmers-92345.in")
targets=(130 1000 130 150)

# status[i]: "" when the solution is timed, else the reason it is not. A solution with two
# rows is built once.
status=()
timer_args=("$tmp/empty/Main" "$tmp/empty.in" "$tmp/read/Main" "$tmp/boj-9079.in")
for i in "${!ids[@]}"; do
    status[i]=""
    if [ ! -f "${inputs[i]}" ]; then
        status[i]="SKIP (input file not found)"
    elif [ ! -x "$tmp/${ids[i]}/Main" ] &&
        ! build "${ids[i]}" "$root/problems/${ids[i]}/src/main.rs"; then
        status[i]="ERROR (build failed: rustc says why, above)"
        echo "error: failed to build problems/${ids[i]}/src/main.rs:" >&2
        head -n 15 "$tmp/${ids[i]}/build.log" | sed 's/^/    /' >&2
    else
        timer_args+=("$tmp/${ids[i]}/Main" "${inputs[i]}")
    fi
done

# ---- measure --------------------------------------------------------------------------
echo "timing $((${#timer_args[@]} / 2)) programs over $((warmup + runs)) interleaved rounds..." >&2
results=()
while IFS= read -r line; do
    results+=("$line")
done < <("$tmp/timer/Main" "$runs" "$warmup" "${timer_args[@]}")
if [ "${#results[@]}" -ne $((${#timer_args[@]} / 2)) ]; then
    echo "error: the timer failed" >&2
    exit 2
fi

# ms NS: nanoseconds as milliseconds with three decimals.
ms() { printf '%d.%03d' $(($1 / 1000000)) $(($1 / 1000 % 1000)); }

read -r empty_ns empty_min <<<"${results[0]}"
if [ "$empty_ns" = FAIL ] || [ "$empty_ns" -le 0 ]; then
    echo "error: could not time the empty program: ${results[0]}" >&2
    exit 2
fi

# ratio NS: NS over the empty program's median, as "4.56x".
ratio() {
    local r=$(($1 * 100 / empty_ns))
    printf '%d.%02dx' $((r / 100)) $((r % 100))
}

row() { printf '%-18s %-34s %10s %10s %9s %8s  %s\n' "$@"; }

row program input "median ms" "min ms" "vs empty" target result
row ------------------ ---------------------------------- ---------- ---------- --------- -------- \
    ------
row "(empty fn main)" "(empty stdin)" "$(ms "$empty_ns")" "$(ms "$empty_min")" "1.00x" - \
    "the start-up floor"
read -r read_ns read_min <<<"${results[1]}"
if [ "$read_ns" = FAIL ]; then
    row "(read stdin only)" "generated, T=100000" - - - - "ERROR (${results[1]#FAIL })"
else
    row "(read stdin only)" "generated, T=100000" "$(ms "$read_ns")" "$(ms "$read_min")" \
        "$(ratio "$read_ns")" - "info: read_to_string alone"
fi

# times HUNDREDTHS: a target as "1.3x" or "10x".
times() {
    local whole=$(($1 / 100)) frac=$(($1 % 100))
    if [ "$frac" -eq 0 ]; then
        printf '%dx' "$whole"
    elif [ $((frac % 10)) -eq 0 ]; then
        printf '%d.%dx' "$whole" $((frac / 10))
    else
        printf '%d.%02dx' "$whole" "$frac"
    fi
}

failed=0
next=2
for i in "${!ids[@]}"; do
    target="<= $(times "${targets[i]}")"
    if [ -n "${status[i]}" ]; then
        row "${ids[i]}" "${labels[i]}" - - - "$target" "${status[i]}"
        case "${status[i]}" in ERROR*) failed=1 ;; esac
        continue
    fi
    read -r median min <<<"${results[next]}"
    next=$((next + 1))
    if [ "$median" = FAIL ]; then
        row "${ids[i]}" "${labels[i]}" - - - "$target" "ERROR (run failed: $min)"
        failed=1
        continue
    fi
    verdict=PASS
    if [ $((median * 100)) -gt $((targets[i] * empty_ns)) ]; then
        verdict=MISS
        failed=1
    fi
    row "${ids[i]}" "${labels[i]}" "$(ms "$median")" "$(ms "$min")" "$(ratio "$median")" \
        "$target" "$verdict"
done

echo
echo "vs empty: median over the empty program's median, both from the same interleaved rounds."
if [ -r /proc/loadavg ]; then
    echo "load now: $(cut -d" " -f1-3 /proc/loadavg). A busy machine adds the same wait to every run,"
    echo "which shrinks ratios and widens the gap between median and min."
fi
exit "$failed"
