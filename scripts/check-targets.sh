#!/usr/bin/env bash
# Type-checks judge-runner for macOS and Windows from this Linux machine, without their SDKs:
# Debian bookworm's Rust 1.85 (packages rustc-web, cargo-web, rust-web-src, installed at
# /usr/bin/rustc and /usr/bin/cargo, beside rustup's toolchains) rebuilds std for each target
# (-Zbuild-std, allowed on a stable compiler by RUSTC_BOOTSTRAP=1); std's own dependencies come
# from crates.io. It checks types and cfgs only: nothing is linked or run. The same /usr/bin/rustc
# is a real older compiler for tests that need one (rustc 1.85.0).
#
#   bash scripts/check-targets.sh [TARGET...]
#   default targets: x86_64-apple-darwin aarch64-apple-darwin x86_64-pc-windows-msvc
#
# Run it from the project's root. Exit 0 when every target checks, 1 when one fails, 2 when the
# toolchain could not be installed (it says so; nothing was checked).
set -u
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(x86_64-apple-darwin aarch64-apple-darwin x86_64-pc-windows-msvc)
rustc_bin=/usr/bin/rustc
cargo_bin=/usr/bin/cargo
if ! "$rustc_bin" -vV 2>/dev/null | grep -q '^release: 1\.85\.' \
   || ! [ -x "$cargo_bin" ] || ! [ -d /usr/lib/rustlib/src/rust/library ]; then
  echo "installing Debian bookworm's rustc-web, cargo-web and rust-web-src 1.85 (once per machine) ..."
  pkgs=(rustc-web/bookworm cargo-web/bookworm rust-web-src/bookworm libstd-rust-web-dev/bookworm)
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --allow-downgrades "${pkgs[@]}"; } >/dev/null 2>&1; then
    echo "SKIP: could not install Debian's rustc-web toolchain; no target was checked"
    exit 2
  fi
fi
# The targets are checked at once, each in a folder of its own: most of a check is std's
# crates one after another (core, alloc, std), which keeps one core busy, so two machines'
# cores finish three targets in about the time of two.
base=${CARGO_TARGET_DIR:-$PWD/target/cross-check}
logs=$(mktemp -d)
pids=()
for t in "${targets[@]}"; do
  CARGO_TARGET_DIR=$base/$t RUSTC=$rustc_bin RUSTC_BOOTSTRAP=1 "$cargo_bin" check -q \
    -Zbuild-std=std,panic_abort --target "$t" -p judge-runner --all-targets >"$logs/$t" 2>&1 &
  pids+=($!)
done
fail=0
for i in "${!targets[@]}"; do
  t=${targets[$i]}
  if wait "${pids[$i]}"; then
    echo "ok: judge-runner type-checks for $t"
  else
    fail=1
    echo "FAILED: judge-runner does not type-check for $t:"
    grep -E '^(error|warning: unused)' -A4 "$logs/$t" | head -40 | sed 's/^/    /'
  fi
done
rm -rf "$logs"
exit $fail
