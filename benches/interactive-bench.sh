#!/usr/bin/env bash
# What the runner's relay costs an interactive problem: one case of ROUNDS question-answer round
# trips (the solution asks `? i`, the interactor answers `2i`, both flushing each line), judged by
# `judge-runner` (release build), against the floor: the same two binaries connected directly by
# two named pipes, with nothing between them. Prints a Markdown table of medians: wall time of the
# case and the solution's CPU time, with the machine's load average.
#
# Usage: bash benches/interactive-bench.sh     (from the project's root; Linux, with GNU time)
#   RUNS=5        timed runs of each side, interleaved
#   ROUNDS=100000 round trips in the case
# The runner's figure is the case's own wall and CPU time from its JSON line (the relay runs in
# the runner, so it is in the wall time, not in the solution's CPU time). Exit 0; 2 when the
# harness failed.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x /usr/bin/time ] || { echo "error: needs GNU time at /usr/bin/time" >&2; exit 2; }
runs=${RUNS:-5}
rounds=${ROUNDS:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/ws/problems/talk/src" "$work/ws/testcases/talk"
cat > "$work/ws/problems/talk/src/main.rs" <<'EOF'
use std::io::{self, BufRead, Write};
fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = io::stdout().lock();
    let n: u64 = lines.next().unwrap().unwrap().trim().parse().unwrap();
    let mut sum = 0u64;
    for i in 0..n {
        writeln!(out, "? {i}").unwrap();
        out.flush().unwrap();
        sum += lines.next().unwrap().unwrap().trim().parse::<u64>().unwrap();
    }
    writeln!(out, "! {sum}").unwrap();
}
EOF
cat > "$work/ws/testcases/talk/interactor.rs" <<'EOF'
use std::io::{self, BufRead, Write};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = std::fs::read_to_string(&args[1]).unwrap().trim().parse().unwrap();
    let mut out = io::stdout().lock();
    writeln!(out, "{n}").unwrap();
    out.flush().unwrap();
    let mut want = 0u64;
    for line in io::stdin().lock().lines().map_while(Result::ok) {
        if let Some(x) = line.strip_prefix("? ") {
            let x: u64 = x.parse().unwrap();
            want += 2 * x;
            writeln!(out, "{}", 2 * x).unwrap();
            out.flush().unwrap();
        } else if let Some(sum) = line.strip_prefix("! ") {
            std::process::exit(if sum.parse::<u64>() == Ok(want) { 0 } else { 1 });
        }
    }
    std::process::exit(2);
}
EOF
printf 'time_limit_ms = 10000\nmemory_limit_mb = 256\ncompare = "interactive"\n' \
  > "$work/ws/testcases/talk/problem.toml"
echo "$rounds" > "$work/ws/testcases/talk/1.in"

echo "building ..." >&2
cargo build --quiet --release -p judge-runner
runner=$PWD/target/release/judge-runner
rustc --edition 2021 -O -o "$work/solution" "$work/ws/problems/talk/src/main.rs"
rustc --edition 2021 -O -o "$work/interactor" "$work/ws/testcases/talk/interactor.rs"
mkfifo "$work/to-solution" "$work/to-interactor"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
now_ms() { date +%s%3N; }

direct_wall=() direct_cpu=() runner_wall=() runner_cpu=()
for ((r = 1; r <= runs; r++)); do
  echo "round $r of $runs ..." >&2
  # The floor: the two programs on two named pipes; the solution's CPU from GNU time.
  start=$(now_ms)
  /usr/bin/time -o "$work/time" -f '%U %S' \
    "$work/solution" < "$work/to-solution" > "$work/to-interactor" &
  # Its stdout first: each side opens the pipe the other opens first, or both wait.
  "$work/interactor" "$work/ws/testcases/talk/1.in" /dev/null > "$work/to-solution" < "$work/to-interactor"
  wait
  cpu=$(awk '{ printf "%d\n", ($1 + $2) * 1000 }' "$work/time")
  direct_wall+=($(($(now_ms) - start)))
  direct_cpu+=("$cpu")
  # The runner: the case's wall and CPU time as it reports them.
  line=$("$runner" --root "$work/ws" --format json talk | grep '"type":"case"')
  case $line in
    *'"verdict":"AC"'*) ;;
    *) echo "error: the runner did not accept the case: $line" >&2; exit 2 ;;
  esac
  runner_wall+=($(sed -E 's/.*"wall_ms":([0-9]+).*/\1/' <<< "$line"))
  runner_cpu+=($(sed -E 's/.*"time_ms":([0-9]+).*/\1/' <<< "$line"))
done

dw=$(printf '%s\n' "${direct_wall[@]}" | median)
dc=$(printf '%s\n' "${direct_cpu[@]}" | median)
rw=$(printf '%s\n' "${runner_wall[@]}" | median)
rc=$(printf '%s\n' "${runner_cpu[@]}" | median)
echo
echo "$rounds round trips, median of $runs; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo
echo "| | wall ms | solution CPU ms |"
echo "|---|---|---|"
echo "| two named pipes, nothing between (floor) | $dw | $dc |"
echo "| judge-runner's relay | $rw | $rc |"
echo "| ratio | $(awk -v a="$rw" -v b="$dw" 'BEGIN { printf "%.2fx", a / b }') | $(awk -v a="$rc" -v b="$dc" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }') |"
