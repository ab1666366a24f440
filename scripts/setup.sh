#!/usr/bin/env bash
# Installs what building and testing need, skipping whatever is already there.
#
#   scripts/setup.sh          toolchain for building the game (wasm target, wasm-bindgen CLI)
#   scripts/setup.sh --test   also the browser-test tools (Debian chromium + chromedriver, Playwright)
#
# Everything project-specific goes under .tools/ (git-ignored); apt packages are system-wide.
set -euo pipefail
cd "$(dirname "$0")/.."

# The CLI must match the wasm-bindgen crate version pinned in Cargo.toml exactly.
WASM_BINDGEN_VERSION=0.2.130
TOOLS="$PWD/.tools"

want_test_tools=no
[ "${1:-}" = "--test" ] && want_test_tools=yes

say() { printf '==> %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown Rust target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$("$TOOLS/bin/wasm-bindgen" --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  # --locked fails offline here (a locked dependency version is not served), so resolve afresh.
  # Not --quiet: cargo's progress shows a newcomer that the first run is working.
  say "building wasm-bindgen-cli $WASM_BINDGEN_VERSION into .tools (takes about 3 minutes, once)"
  cargo install --root "$TOOLS" wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ "$want_test_tools" = yes ]; then
  # A Japanese font too: without one the Japanese screens are drawn as empty boxes, and the
  # screen tests' checks for cut or overflowing text would measure the boxes, not the words.
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] || ! fc-list :lang=ja 2>/dev/null | grep -q .; then
    say "installing Debian chromium, chromium-driver and a Japanese font"
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver fonts-ipafont-gothic >/dev/null
  fi
  if [ ! -d tests/e2e/node_modules/@playwright/test ] || [ ! -d tests/e2e/node_modules/@axe-core/playwright ]; then
    say "installing Playwright (no browser download: tests drive /usr/bin/chromium)"
    (cd tests/e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
  fi
fi
