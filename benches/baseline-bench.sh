#!/usr/bin/env bash
# How close replay's "as BOJ" figures come to BOJ's own record: prints one Markdown table
# (language, n, median and max of memory-as-BOJ / BOJ's record, the same ratios for the raw
# figure here, and the time as BOJ's and here less BOJ's record, in ms) over the accepted
# submissions of real backups whose BOJ memory is within 10 % of their language's smallest BOJ
# figure: programs whose memory (and work) is the runtime's own, so the figures say how well
# each language's baselines are modelled (issue 38). A problem is judged on the cases of the
# first backup that stores some (a BaekjoonHub backup stores none), with the chosen
# submissions of every backup.
#
# Usage: bash benches/baseline-bench.sh WORKSPACE...
#   WORKSPACE      a judge workspace an `import` of a boj-vault backup made (testcases/<id>/
#                  with submissions.toml and submissions/); read only: the chosen submissions
#                  and their problems' cases are copied into a temporary workspace
#   PER_LANGUAGE=30   at most this many submissions a language (spread over the problems)
#   JOBS=2            replay's --jobs
#   JUDGE_RUNNER=PATH measure this judge-runner binary instead of building target/release's
#   REPLAY_OUT=FILE   keep replay's JSON lines there too (nothing is overwritten: FILE must not exist)
#
# The goal: a median within ±15 % of BOJ's record for each language, none more than 25 %
# above it. Exit status: 0 when every language with a model meets it, 1 when one does not,
# 2 when the harness failed. Needs python3 (to choose the submissions and read the JSON).
set -euo pipefail
export LC_ALL=C

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
say() { printf '%s\n' "$*" >&2; }
[ $# -ge 1 ] || { say "usage: bash benches/baseline-bench.sh WORKSPACE..."; exit 2; }
command -v python3 >/dev/null || { say "error: needs python3"; exit 2; }
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
mkdir -p "$w/problems" "$w/testcases"

# Choose the submissions and copy them with their problems.
python3 - "$w" "${PER_LANGUAGE:-30}" "$@" <<'EOF' >&2
import os, re, shutil, sys
from collections import defaultdict
out, per, sources = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
tables = []  # (workspace, problem, fields, raw text)
for ws in sources:
    data = os.path.join(ws, "testcases")
    for problem in sorted(os.listdir(data)):
        path = os.path.join(data, problem, "submissions.toml")
        if not os.path.isfile(path):
            continue
        text = open(path, encoding="utf-8", errors="replace").read()
        for block in text.split("[[submission]]")[1:]:
            fields = {m.group(1): m.group(2).strip().strip('"')
                      for m in re.finditer(r"^(\w+) = (.*)$", block, re.M)}
            if fields.get("code") == "AC" and fields.get("memory_kb", "").isdigit():
                tables.append((ws, problem, fields, block))
smallest = {}
for _, _, f, _ in tables:
    kb = int(f["memory_kb"])
    if kb > 0:
        smallest[f["language"]] = min(kb, smallest.get(f["language"], kb))
near = defaultdict(list)
for t in tables:
    f = t[2]
    kb = int(f["memory_kb"])
    if kb > 0 and kb <= smallest[f["language"]] * 1.1:
        near[f["language"]].append(t)
chosen = []
for language, rows in near.items():
    # Round-robin over the problems, so one problem's many copies do not fill the quota.
    by_problem = defaultdict(list)
    for t in rows:
        by_problem[(t[0], t[1])].append(t)
    queues = [by_problem[k] for k in sorted(by_problem)]
    picked = []
    while len(picked) < per and any(queues):
        for q in queues:
            if q and len(picked) < per:
                picked.append(q.pop(0))
    chosen += picked
def has_cases(ws, problem):
    folder = os.path.join(ws, "testcases", problem)
    return any(name.endswith(".in") for name in os.listdir(folder))
# One problem, one folder: its cases from the first backup that stores some (a BaekjoonHub
# backup stores none), its chosen submissions from every backup, numbered anew (a
# BaekjoonHub backup numbers its own from 1).
lists = defaultdict(list)
for ws, problem, f, block in chosen:
    lists[problem].append((ws, f, block))
judged = 0
for problem, rows in sorted(lists.items()):
    cases = next((ws for ws in sources if os.path.isdir(os.path.join(ws, "testcases", problem))
                  and has_cases(ws, problem)), None)
    if cases is None:
        continue  # no backup stores a case of it: judged on nothing, it says nothing
    src = os.path.join(cases, "testcases", problem)
    dst = os.path.join(out, "testcases", problem)
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("submissions", "submissions.toml"))
    os.makedirs(os.path.join(dst, "submissions"))
    with open(os.path.join(dst, "submissions.toml"), "w", encoding="utf-8") as list_file:
        for number, (ws, f, block) in enumerate(rows, 1):
            kept = os.path.join(ws, "testcases", problem, "submissions")
            names = [n for n in os.listdir(kept) if n.split(".")[0] == f["id"]]
            if not names:
                continue
            list_file.write("[[submission]]" + re.sub(r"^id = .*$", f"id = {number}", block, count=1, flags=re.M))
            for name in names:
                shutil.copy(os.path.join(kept, name),
                            os.path.join(dst, "submissions", str(number) + name[len(f["id"]):]))
            judged += 1
    solution = os.path.join(cases, "problems", problem)
    if os.path.isdir(solution):
        shutil.copytree(solution, os.path.join(out, "problems", problem))
    else:
        os.makedirs(os.path.join(out, "problems", problem, "src"))
        open(os.path.join(out, "problems", problem, "src", "main.rs"), "w").write("fn main() {}\n")
print(f"chose {len(chosen)} submissions in {len(near)} languages; {judged} of them on "
      f"{len(os.listdir(os.path.join(out, 'testcases')))} problems with stored cases", file=sys.stderr)
EOF

say "replaying"
"$runner" replay --root "$w" --format json --jobs "${JOBS:-2}" >"$tmp/replay.json" || true
if [ -n "${REPLAY_OUT:-}" ]; then
    [ ! -e "$REPLAY_OUT" ] || { say "error: $REPLAY_OUT exists"; exit 2; }
    cp "$tmp/replay.json" "$REPLAY_OUT"
fi
python3 - "$tmp/replay.json" <<'EOF'
import json, statistics, sys
rows = {}
for line in open(sys.argv[1], encoding="utf-8"):
    e = json.loads(line)
    if e.get("type") != "replay" or e.get("here") != "AC" or not e.get("boj_memory_kb"):
        continue
    rows.setdefault(e["language"], []).append(e)
status = 0
print("| language | n | median as BOJ / BOJ | max as BOJ / BOJ | median here / BOJ | max here / BOJ "
      "| time: median as BOJ - BOJ | time: largest miss as BOJ | time: median here - BOJ |")
print("|---|---|---|---|---|---|---|---|---|")
for language in sorted(rows, key=lambda l: -len(rows[l])):
    es = rows[language]
    raw = [e["memory_kb"] / e["boj_memory_kb"] for e in es if e.get("memory_kb")]
    model = [e["memory_kb_as_boj"] / e["boj_memory_kb"] for e in es if e.get("memory_kb_as_boj")]
    # Times in ms, as differences: BOJ's figure for a trivial native program is 0 ms.
    timed = [e for e in es if e.get("boj_time_ms") is not None]
    time_model = [e["time_ms_as_boj"] - e["boj_time_ms"] for e in timed if "time_ms_as_boj" in e]
    time_raw = [e["time_ms"] - e["boj_time_ms"] for e in timed if "time_ms" in e]
    cell = lambda xs, f: f"{f(xs):.2f}" if xs else "—"
    ms = lambda xs, f: f"{f(xs):+.0f} ms" if xs else "—"
    widest = lambda xs: max(xs, key=abs)
    print(f"| {language} | {len(es)} | {cell(model, statistics.median)} | {cell(model, max)} "
          f"| {cell(raw, statistics.median)} | {cell(raw, max)} "
          f"| {ms(time_model, statistics.median)} | {ms(time_model, widest)} | {ms(time_raw, statistics.median)} |")
    if model and not (0.85 <= statistics.median(model) <= 1.15 and max(model) <= 1.25):
        status = 1
sys.exit(status)
EOF
