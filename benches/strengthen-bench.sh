#!/usr/bin/env bash
# What `cargo judge strengthen` does to the judge data of a real backup: on a copy of the
# workspace DIR (one where `cargo judge import` brought in a boj-vault backup), replay before,
# strengthen with --hold-out, replay after, and strengthen again with nothing changed. Prints,
# for the submissions BOJ rejected, how many the stored cases accept before and after (by kind
# and by language), the held-out accepted submissions that fail a synthesized case (false
# rejections), and the times. DIR itself is not changed; the copy includes its target/ (the
# build cache), so a workspace replayed before starts warm.
#
#   bash benches/strengthen-bench.sh DIR [BUDGET]     (BUDGET: seconds per problem, default 20)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: bash benches/strengthen-bench.sh DIR [BUDGET]}
budget=${2:-20}
command -v python3 >/dev/null || { echo "strengthen-bench: needs python3 for its table" >&2; exit 2; }
cargo build --release -q -p judge-runner --manifest-path "$here/Cargo.toml"
judge="$here/target/release/judge-runner"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -a "$dir" "$work/ws"
ws="$work/ws"
now() { date +%s.%N; }

"$judge" replay --root "$ws" --format json >"$work/before.jsonl" 2>/dev/null || true
t0=$(now)
"$judge" strengthen --root "$ws" --budget "$budget" --hold-out --format json \
    >"$work/strengthen.jsonl" 2>"$work/strengthen.err" || true
t1=$(now)
"$judge" replay --root "$ws" --format json >"$work/after.jsonl" 2>/dev/null || true
t2=$(now)
"$judge" strengthen --root "$ws" --budget "$budget" --hold-out --format json >/dev/null 2>&1 || true
t3=$(now)

python3 - "$work" <<'PY'
import collections, json, sys
work = sys.argv[1]
def rows(name):
    return {(r["problem"], r["submission"]): r
            for r in (json.loads(l) for l in open(f"{work}/{name}.jsonl"))
            if r.get("type") == "replay"}
before, after = rows("before"), rows("after")
def kind(code):
    if code in ("WA", "PE", "RE", "OLE", "PARTIAL"):
        return "wrong"
    return "time/memory" if code in ("TLE", "MLE") else None
table = collections.defaultdict(collections.Counter)
false = []
judged = ("agrees", "weaker-cases")
for key, a in after.items():
    b = before.get(key)
    if b is None:
        continue
    k = kind(a["boj"])
    if k and b["finding"] in judged and a["finding"] in judged:
        for row in ((k, "all"), (k, a["language"])):
            table[row]["ran"] += 1
            table[row]["before"] += b["finding"] == "weaker-cases"
            table[row]["after"] += a["finding"] == "weaker-cases"
    if a["boj"] == "AC" and a["finding"] == "fidelity" and b["finding"] != "fidelity":
        false.append(f"{key[0]} #{key[1]} on {a.get('case')}")
print("| kind | language | rejected by BOJ, judged | the stored cases accept: before | after |")
print("|---|---|---|---|---|")
for (k, lang), c in sorted(table.items(), key=lambda x: (x[0][0], x[0][1] != "all", -x[1]["ran"])):
    pct = lambda n: f"{n} ({100 * n / c['ran']:.1f} %)"
    print(f"| {k} | {lang} | {c['ran']} | {pct(c['before'])} | {pct(c['after'])} |")
summary = [json.loads(l) for l in open(f"{work}/strengthen.jsonl")][-1]
print(f"held out: {summary.get('held_out')} problems, {summary.get('held_out_failed')} with a false rejection")
print(f"accepted submissions failing a case after, not before: {len(false)}")
for line in false:
    print(f"  {line}")
PY
echo "strengthen: $(echo "$t1 - $t0" | bc) s; replay after: $(echo "$t2 - $t1" | bc) s; strengthen again: $(echo "$t3 - $t2" | bc) s"
