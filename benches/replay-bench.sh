#!/usr/bin/env bash
# Times `cargo judge replay` on the boj-vault fixture (the cut of softwareDefine/boj-backup):
# cold (an empty target/judge/), warm (nothing changed), and the floor the issue sets it
# against: the same submissions compiled and run on the same cases with the same commands by
# a plain shell loop, 2 at a time, with no sandbox, no limits and no comparison.
#
#   bash benches/replay-bench.sh        (RUNS=3 by default; prints medians in seconds)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
cargo build --release -q -p judge-runner --manifest-path "$here/Cargo.toml"
judge="$here/target/release/judge-runner"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ws="$work/ws"
mkdir -p "$ws/problems" "$ws/testcases"
"$judge" import "$here/judge-runner/tests/fixtures/boj-vault/softwareDefine-boj-backup" \
    --root "$ws" >/dev/null 2>&1
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
now() { date +%s.%N; }

cold=() warm=() floor=()
for _ in $(seq "$runs"); do
    rm -rf "$ws/target"
    t0=$(now); "$judge" replay --root "$ws" --jobs 2 >/dev/null 2>&1 || true; t1=$(now)
    "$judge" replay --root "$ws" --jobs 2 >/dev/null 2>&1 || true; t2=$(now)
    cold+=("$(echo "$t1 - $t0" | bc)") warm+=("$(echo "$t2 - $t1" | bc)")

    # The floor: one job per submission, BOJ's compile command then every case.
    jobs="$work/jobs"; rm -rf "$jobs"; mkdir -p "$jobs"
    n=0
    for sub in "$ws"/testcases/*/submissions/*; do
        n=$((n + 1)); d="$jobs/$n"; mkdir -p "$d"
        problem=$(dirname "$(dirname "$sub")")
        case "$sub" in
            *.cpp) cp "$sub" "$d/Main.cc"
                   build="g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ"
                   run="./Main" ;;
            *.c)   cp "$sub" "$d/Main.c"
                   build="gcc Main.c -o Main -O2 -Wall -lm -static -std=gnu99 -DONLINE_JUDGE -DBOJ"
                   run="./Main" ;;
            *.py)  cp "$sub" "$d/Main.py"
                   build="python3 -W ignore -c \"import py_compile; py_compile.compile(r'Main.py')\""
                   run="python3 -W ignore Main.py" ;;
            *) continue ;;
        esac
        {
            echo "cd '$d' && $build >/dev/null 2>&1 || exit 0"
            for input in "$problem"/*.in; do
                echo "$run < '$input' > /dev/null 2>&1 || true"
            done
        } > "$d/job.sh"
    done
    t0=$(now)
    ls "$jobs" | xargs -P 2 -I{} bash "$jobs/{}/job.sh"
    t1=$(now)
    floor+=("$(echo "$t1 - $t0" | bc)")
done
printf 'load: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf 'replay cold  %s s\n' "$(printf '%s\n' "${cold[@]}" | median)"
printf 'replay warm  %s s\n' "$(printf '%s\n' "${warm[@]}" | median)"
printf 'shell floor  %s s\n' "$(printf '%s\n' "${floor[@]}" | median)"
