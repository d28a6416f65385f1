#!/usr/bin/env bash
# The runner's Windows build, executed here under Wine: cross-built for x86_64-pc-windows-gnu on
# this Linux machine, it judges a fixture workspace with one problem per verdict (from the
# runner's verdict fixture), four interactive ones (relayed through Windows named pipes) and
# one that exits leaving a child running (the job must end it),
# and each row must match. With --cli-tests it also runs the runner's own suite (unit and end-to-end tests)
# built for Windows, and prints the pass/fail counts.
#
#   bash scripts/windows-under-wine.sh [--cli-tests] [-- TEST-FILTER...]
#
# Run it from anywhere in the project. Exit 0 when every row (and, with --cli-tests, every test not
# named below as one of Wine's gaps) passed, 1 when one did not, 2 when the tools could not be
# installed (it says SKIP; nothing was run).
#
# How, and why each piece is there:
# - The compiler is Debian bookworm's rustc 1.85 (/usr/bin/rustc, packages rustc-web and
#   rust-web-src), which rebuilds std for the target (-Zbuild-std, allowed by RUSTC_BOOTSTRAP=1),
#   linked by mingw-w64's gcc. build-std leaves out the startup objects rsbegin.o and rsend.o that
#   the -gnu targets link, so they are compiled from rust-src's library/rtstartup/.
# - Wine 8.0 (Debian's wine64) has no bcryptprimitives.dll, which std >= 1.78 imports for
#   ProcessPrng: a stand-in built with mingw (RtlGenRandom underneath) goes into the prefix.
#   /usr/bin/wine wants 32-bit Wine too; /usr/lib/wine/wine64 does not.
# - Under Wine a process started from a Unix program's path comes back with pid 0 and an invalid
#   handle, so the Windows runner cannot start Linux's rustc: it starts target/wine/bin/rustc.exe
#   (scripts/wine/rustc-forward.rs), which sends its arguments, folder and CARGO_*/RUST* variables
#   over 127.0.0.1 to a listener here that runs rustc for x86_64-pc-windows-gnu with a sysroot made
#   from the same build-std output. Copied to g++.exe and git.exe, the same forwarder runs
#   mingw-w64's g++ (for the C++ checkers and C++ submissions; its posix-threads build, as
#   MSYS2's and GitHub's MinGW are, whose headers are the ones Windows users have) and git (for
#   --changed-since); copied to the sysroot's bin/rustc.exe, it is the compiler `rustc --print
#   sysroot` leads to, as a rustup toolchain's is. A path a tool prints of itself
#   (`--print sysroot`, `-print-file-name=`) comes back as Wine's Z: path, absolute on Windows.
# - A test that runs cargo (cargo metadata, cargo test, cargo clippy) cannot: there is no
#   Windows cargo here, and Linux's cannot be started from inside Wine (above); those tests are
#   named in the list of Wine's gaps below.
# - Everything it builds stays under target/wine/ (the prefix, the sysroot, cargo's output, the
#   fixture workspace and its judge cache), so a second run rebuilds only what changed.
#
# What Wine cannot show (its job objects are a semi-stub, dlls/ntdll/unix/sync.c: CPU times and
# peak memory read 0, the memory cap is not applied, and its exception names differ): MLE, a TLE
# decided by CPU time, and the name of a stack overflow. Those rows run and are printed as
# "not shown under Wine" with what Wine gave; they never fail the run. They are shown on GitHub's
# windows-latest runner (.github/workflows/ci.yml), not here.
set -u
cd "$(dirname "$0")/.."
root=$PWD
cli_tests=no
filter=()
while [ $# -gt 0 ]; do
  case $1 in
    --cli-tests) cli_tests=yes ;;
    --) shift; filter=("$@"); break ;;
    *) echo "usage: bash scripts/windows-under-wine.sh [--cli-tests] [-- TEST-FILTER...]" >&2; exit 2 ;;
  esac
  shift
done
started=$(date +%s)
say() { printf '[%3ds] %s\n' $(($(date +%s) - started)) "$*"; }

target=x86_64-pc-windows-gnu
rustc_bin=/usr/bin/rustc
cargo_bin=/usr/bin/cargo
wine=/usr/lib/wine/wine64
wineserver=/usr/lib/wine/wineserver
linker=x86_64-w64-mingw32-gcc
src=/usr/lib/rustlib/src/rust/library
have_tools() {
  local v
  v=$("$rustc_bin" -vV 2>/dev/null) && [[ $v == *$'\nrelease: 1.85.'* ]] && [ -x "$cargo_bin" ] \
    && [ -d "$src/rtstartup" ] && [ -x "$wine" ] && command -v "$linker" >/dev/null
}
if ! have_tools; then
  say "installing Debian's rustc-web 1.85 (with rust-src), wine64 and mingw-w64's gcc (once per machine) ..."
  pkgs=(rustc-web/bookworm cargo-web/bookworm rust-web-src/bookworm libstd-rust-web-dev/bookworm
        wine64 gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 binutils-mingw-w64-x86-64 mingw-w64-x86-64-dev)
  if ! { command -v apt-get >/dev/null && apt-get update -qq &&
         DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
           --allow-downgrades "${pkgs[@]}"; } >/dev/null 2>&1 || ! have_tools; then
    echo "SKIP: could not install Wine (wine64), mingw-w64 or Debian's rustc-web 1.85; nothing was run under Wine"
    exit 2
  fi
fi

w=$root/target/wine
mkdir -p "$w/rtstartup" "$w/bin" "$w/dll" "$w/sysroot/lib/rustlib/$target/lib"
export RUSTC_BOOTSTRAP=1

# The startup objects build-std leaves out.
for obj in rsbegin rsend; do
  if [ ! -s "$w/rtstartup/$obj.o" ] || [ "$src/rtstartup/$obj.rs" -nt "$w/rtstartup/$obj.o" ]; then
    "$rustc_bin" --target "$target" --emit=obj -C panic=abort -O \
      -o "$w/rtstartup/$obj.o" "$src/rtstartup/$obj.rs" || exit 1
  fi
done

# The runner, its tests and the std they link, with cargo's own output kept under target/wine.
export CARGO_TARGET_DIR=$w/cargo
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=$linker
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUSTFLAGS="-L native=$w/rtstartup"
# The std is built optimized, as the judge's is: the forwarded compiles of solutions link it.
# The runner itself is built unoptimized (a third of the cold build's time): what it does
# under Wine is start, watch and compare a few small runs, and its speed decides no row.
cross() {
  RUSTC=$rustc_bin nice "$cargo_bin" "$@" -q -Zbuild-std=std,panic_abort,test --target "$target" \
    -p judge-runner --config 'profile.release.package.judge-runner.opt-level=0'
}
say "cross-building judge-runner for $target (release std, unoptimized runner) ..."
cross build --release || exit 1
runner=$w/cargo/$target/release/judge-runner.exe
if [ $cli_tests = yes ]; then
  say "cross-building the runner's tests for $target (release, sharing the runner's std) ..."
  tests_log=$w/tests-build.log
  cross test --release --no-run --message-format=json >"$tests_log" || { cat "$tests_log" | tail -20; exit 1; }
fi

# The sysroot the forwarded compiles link against: the release std build-std just made (its
# rlibs are the only ones in deps/, the runner having no dependencies) and the startup objects.
lib=$w/sysroot/lib/rustlib/$target/lib
stamp=$w/sysroot/.from
deps=$w/cargo/$target/release/deps
if ! [ -f "$stamp" ] || [ -n "$(find "$deps" -maxdepth 1 -name '*.rlib' -newer "$stamp" ! -name 'libjudge_runner*' | head -1)" ]; then
  rm -f "$lib"/*.rlib
  find "$deps" -maxdepth 1 -name '*.rlib' ! -name 'libjudge_runner*' -exec cp {} "$lib/" \;
  cp "$w/rtstartup/rsbegin.o" "$w/rtstartup/rsend.o" "$lib/"
  touch "$stamp"
fi

# The forwarder: a Windows rustc.exe and its Linux listener, from one file.
forward=scripts/wine/rustc-forward.rs
if [ ! -x "$w/bin/rustc.exe" ] || [ "$forward" -nt "$w/bin/rustc.exe" ]; then
  "$rustc_bin" --edition 2021 -O -o "$w/bin/rustc-forward" "$forward" || exit 1
  "$rustc_bin" --edition 2021 -O --target "$target" --sysroot "$w/sysroot" -C linker="$linker" \
    -o "$w/bin/rustc.exe" "$forward" || exit 1
fi
# The same forwarder as g++.exe, for the C++ checkers, where mingw-w64's g++ is installed, and
# as git.exe (--changed-since), where git is.
rm -f "$w/bin/g++.exe" "$w/bin/git.exe"
if command -v x86_64-w64-mingw32-g++ >/dev/null; then cp "$w/bin/rustc.exe" "$w/bin/g++.exe"; fi
if command -v git >/dev/null; then cp "$w/bin/rustc.exe" "$w/bin/git.exe"; fi
# And as the sysroot's own bin/rustc.exe, which `rustc --print sysroot` leads to (a test
# sets RUSTC to it, as a rustup toolchain's is), with the port beside it (below).
mkdir -p "$w/sysroot/bin"
cp "$w/bin/rustc.exe" "$w/sysroot/bin/rustc.exe"

# The stand-in bcryptprimitives.dll.
dll=$w/dll/bcryptprimitives.dll
if [ ! -s "$dll" ] || [ "$0" -nt "$dll" ]; then
  cat >"$w/dll/bcryptprimitives.c" <<'EOF'
/* Wine 8.0 lacks bcryptprimitives.dll; std >= 1.78 imports ProcessPrng from it. */
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom */
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
  while (len) {
    ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
    if (!SystemFunction036(data, n)) return FALSE;
    data += n;
    len -= n;
  }
  return TRUE;
}
EOF
  printf 'LIBRARY bcryptprimitives.dll\nEXPORTS\n  ProcessPrng\n' >"$w/dll/bcryptprimitives.def"
  "$linker" -O2 -shared -o "$dll" "$w/dll/bcryptprimitives.c" "$w/dll/bcryptprimitives.def" -ladvapi32 || exit 1
fi

# The Wine prefix, made once.
export WINEPREFIX=$w/prefix WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
if [ ! -d "$WINEPREFIX/drive_c/windows/system32" ]; then
  say "making a Wine prefix in $WINEPREFIX ..."
  "$wine" wineboot -i >/dev/null 2>&1
fi
cp "$dll" "$WINEPREFIX/drive_c/windows/system32/"
# Windows paths of this machine's files: Wine maps Z: to /.
winpath() { printf 'Z:%s' "${1//\//\\}"; }
export WINEPATH
WINEPATH=$(winpath "$w/bin")

# The listener, for the length of this script.
rm -f "$w/bin/rustc-forward.port"
# The tests' temporary workspaces (target/wine/tmp, below) are inside this repository: git
# must not take them for part of it.
GIT_CEILING_DIRECTORIES=$w/tmp "$w/bin/rustc-forward" "$w/bin/rustc-forward.port" "$WINEPREFIX" "$rustc_bin" "$w/sysroot" "$linker" &
listener=$!
# Wine's server and its service processes (winedevice.exe) end with the script, too.
trap 'kill "$listener" 2>/dev/null; "$wineserver" -k 2>/dev/null; "$wineserver" -w 2>/dev/null' EXIT
for _ in $(seq 50); do [ -s "$w/bin/rustc-forward.port" ] && break; sleep 0.1; done
[ -s "$w/bin/rustc-forward.port" ] || { echo "error: the rustc listener did not start" >&2; exit 1; }
cp "$w/bin/rustc-forward.port" "$w/sysroot/bin/"
"$wineserver" -p 2>/dev/null || true # one server for every program below, not one each
status=0

# The verdict rows: problems from the runner's own verdict fixture, judged by the Windows build.
say "judging the verdict fixture with the Windows build under Wine ..."
fixture=judge-runner/tests/fixtures/verdicts
ws=$w/verdicts
shown=(ac:AC wa:WA pe:PE ce-syntax:CE re-panic:RE re-exit:RE ole:OLE tle-sleep:TLE)
gaps=("mle:MLE:the job's peak memory reads 0 and its memory cap is not applied"
      "tle-busy:TLE:CPU time reads 0, so only the wall deadline can stop it"
      "re-stack-overflow:RE:Wine raises no STATUS_STACK_OVERFLOW for it; std panics instead, so RE without its name")
mkdir -p "$ws/problems" "$ws/testcases"
names=()
for row in "${shown[@]}" "${gaps[@]}"; do
  p=${row%%:*}
  names+=("$p")
  rm -rf "$ws/problems/$p" "$ws/testcases/$p"
  cp -r "$fixture/problems/$p" "$ws/problems/$p"
  cp -r "$fixture/testcases/$p" "$ws/testcases/$p"
done
# Interactive problems, relayed through Windows named pipes (\\.\pipe\...): the guessing game
# of the interactive fixture, its one interactor copied into each problem (as its SHARED says).
interactive=judge-runner/tests/fixtures/interactive
talks=(guess-ac:AC guess-wa:WA guess-pe:PE guess-deadlock:TLE)
for row in "${talks[@]}"; do
  p=${row%%:*}
  names+=("$p")
  rm -rf "$ws/problems/$p" "$ws/testcases/$p"
  cp -r "$interactive/problems/$p" "$ws/problems/$p"
  cp -r "$interactive/testcases/$p" "$ws/testcases/$p"
  cp "$interactive/testcases/guess-ac/interactor.rs" "$ws/testcases/$p/interactor.rs"
done
shown+=("${talks[@]}")
# One more, written here: a solution that leaves a child running (started with a marker
# argument) and exits. It is AC, and the job must have ended the child when the run ended.
marker=judge-wine-orphan-probe
mkdir -p "$ws/problems/orphan/src" "$ws/testcases/orphan"
cat >"$ws/problems/orphan/src/main.rs" <<RUST
fn main() {
    if std::env::args().nth(1).as_deref() == Some("$marker") {
        std::thread::sleep(std::time::Duration::from_secs(3600));
        return;
    }
    let me = std::env::current_exe().expect("current_exe");
    std::process::Command::new(me)
        .arg("$marker")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn the child");
    std::thread::sleep(std::time::Duration::from_millis(300));
    println!("3");
}
RUST
printf 'time_limit_ms = 2000\nmemory_limit_mb = 256\n' >"$ws/testcases/orphan/problem.toml"
printf '1 2\n' >"$ws/testcases/orphan/1.in"
printf '3\n' >"$ws/testcases/orphan/1.out"
names+=(orphan)
out=$(cd "$ws" && timeout 600 "$wine" "$runner" "${names[@]}" --format json --jobs 2 2>"$w/verdicts.stderr")
all=$out
# One line per problem: the verdict of its case, or of the problem when it did not build.
verdict_of() {
  local line
  line=$(grep -E "\"type\":\"(case|problem)\".*\"problem\":\"$1\"" <<<"$out" | grep -o '"verdict":"[A-Z]*"' | head -1)
  line=${line#\"verdict\":\"}
  printf '%s' "${line%\"}"
}
reason_of() {
  local m
  m=$(grep -E "\"problem\":\"$1\"" <<<"$out" | grep -o '"message":"[^"]*"' | head -1 | cut -c12-)
  m=${m%\"}
  printf '%s' "${m%%\\n*}" | cut -c1-90
}
printf '\n%-20s %-8s %-8s %s\n' problem expected "Wine" ""
flaky=()
for row in "${shown[@]}"; do
  p=${row%%:*} want=${row#*:}
  got=$(verdict_of "$p")
  if [ "$got" = "$want" ]; then
    mark=ok
  else
    # Wine now and then fails a process start when two start at once ("Internal error. (os
    # error 1359)" from CreateProcess while another problem's compiler starts): a row that
    # matches when its problem is judged again alone is named flaky, as the suite's tests are.
    first="${got:-none} ($(reason_of "$p"))"
    out=$(cd "$ws" && timeout 300 "$wine" "$runner" "$p" --format json --jobs 1 2>>"$w/verdicts.stderr")
    got=$(verdict_of "$p")
    if [ "$got" = "$want" ]; then
      mark=ok
      flaky+=("$p: $first")
    else
      mark=FAILED
      status=1
    fi
  fi
  printf '%-20s %-8s %-8s %s\n' "$p" "$want" "${got:-none}" "$mark $(reason_of "$p")"
  out=$all
done
for f in "${flaky[@]}"; do
  echo "  flaky under Wine: $f, then as expected when judged again alone"
done
got=$(verdict_of orphan)
sleep 1
left=$(pgrep -f "$marker" | wc -l)
if [ "$got" = AC ] && [ "$left" -eq 0 ]; then mark=ok; else mark=FAILED; status=1; fi
printf '%-20s %-8s %-8s %s\n' orphan AC "${got:-none}" "$mark: $left of the children it left running still run after the run"
for row in "${gaps[@]}"; do
  p=${row%%:*} rest=${row#*:}
  want=${rest%%:*} why=${rest#*:}
  got=$(verdict_of "$p")
  printf '%-20s %-8s %-8s %s\n' "$p" "$want" "${got:-none}" "not shown under Wine ($why): $(reason_of "$p")"
done
if [ -z "$out" ]; then
  echo "the runner printed nothing; its stderr:"
  tail -20 "$w/verdicts.stderr"
fi

say "verdict rows done"

# The runner's own suite, built for Windows, under Wine. Its failures are compared with the
# list of Wine's gaps below: a test that fails for another reason fails the run.
if [ $cli_tests = yes ]; then
  # Wine cannot do these, GitHub's windows-latest can (each: test, then why).
  known=(
    "author::new_crates_build_with_cargo|runs cargo, a Linux program here, which Wine cannot start"
    "collection::a_folder_without_a_manifest_under_problems_stops_cargo_as_the_readme_says|runs cargo metadata, a Linux program here"
    "solving::templates_stay_green_and_programmers_problems_behave_like_programmers|runs cargo, a Linux program here"
    "toolchain::clippy_rejects_std_apis_newer_than_the_declared_judge_compiler|runs cargo clippy, a Linux program here"
    "toolchain::an_api_newer_than_the_judges_compiler_is_ac_by_default_and_ce_under_it|the default rustc under Wine is the forwarded rustc 1.85, older than the API the test expects to be AC"
    "verdicts::every_verdict_matches_the_model|mle/1 is AC: Wine's job objects read a peak memory of 0 and apply no memory cap"
    "human::human_format_prints_a_line_per_case_with_its_verdict|no MLE line, for the same reason"
    "verdicts::a_run_resident_past_its_limit_is_killed_as_mle_on_the_portable_path|MLE, the same reason"
    "interactive::interactive_memory_limit_comes_before_the_interactors_verdict|guess-mle is the interactor's WA: no memory cap under Wine, the same reason as mle/1"
    "interactive::interactive_busy_solution_is_tle_and_no_deadlock|CPU time reads 0 under Wine, so a busy solution looks blocked and its TLE says nobody was writing"
    "verdicts::stack_overflow_is_named|Wine raises no STATUS_STACK_OVERFLOW for a thread's overflow (std panics instead), so the RE reason has no 'stack'"
  )
  # Temporary folders on Z: (this machine's /), so that the Unix paths the tests were built
  # with (CARGO_MANIFEST_DIR, /work/...) name the same files from inside a temporary
  # workspace, whose drive they are taken on. Wine takes TEMP and TMP from the registry.
  mkdir -p "$w/tmp"
  for name in TEMP TMP; do
    "$wine" reg add 'HKCU\Environment' /v $name /t REG_SZ /d "$(winpath "$w/tmp")" /f >/dev/null 2>&1
  done
  export JUDGE_TESTS_FRESH=1 RUST_BACKTRACE=0
  passed=0 failed=0 unexpected=0
  failures=()
  exes=($(grep -o '"executable":"[^"]*/deps/[^"]*"' "$tests_log" | cut -d'"' -f4))
  for exe in "${exes[@]}"; do
    log=$w/tests-$(basename "$exe" .exe).log
    say "running $(basename "$exe") under Wine ..."
    (cd judge-runner && timeout 1800 "$wine" "$exe" --test-threads 2 "${filter[@]}" >"$log" 2>&1)
    line=$(grep '^test result:' "$log" | tail -1)
    [ -n "$line" ] || { echo "    no test result; the end of its log:"; tail -15 "$log" | sed 's/^/    /'; unexpected=$((unexpected + 1)); continue; }
    echo "    $line"
    p=$(sed -n 's/.* \([0-9]*\) passed.*/\1/p' <<<"$line") f=$(sed -n 's/.* \([0-9]*\) failed.*/\1/p' <<<"$line")
    passed=$((passed + p)) failed=$((failed + f))
    while read -r name; do
      [ -n "$name" ] && failures+=("$name")
    done < <(sed -n '/^failures:$/,/^test result/p' "$log" | grep '^    [a-z0-9_:]*$' | sed 's/^ *//')
  done
  echo
  echo "the runner's suite under Wine: $passed passed, $failed failed"
  for name in "${failures[@]}"; do
    why=
    for k in "${known[@]}"; do [ "${k%%|*}" = "$name" ] && why=${k#*|}; done
    if [ -n "$why" ]; then
      echo "  Wine's gap: $name: $why"
      continue
    fi
    # Wine now and then fails a process start when two runs start at once, or keeps a pipe
    # open after its program ended: a test that passes when run again alone is named flaky.
    again=fail
    for exe in "${exes[@]}"; do
      if (cd judge-runner && timeout 600 "$wine" "$exe" --exact "$name" 2>&1) | grep -q '^test result: ok. 1 passed'; then
        again=pass
      fi
    done
    if [ $again = pass ]; then
      echo "  flaky under Wine: $name failed, then passed when run again alone"
    else
      echo "  FAILED: $name (see target/wine/tests-*.log)"
      unexpected=$((unexpected + 1))
    fi
  done
  [ $unexpected -eq 0 ] || status=1
fi
say "done"
exit $status
