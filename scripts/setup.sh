#!/usr/bin/env bash
# Installs what building and testing need, skipping whatever is already there.
#
#   scripts/setup.sh          toolchain for building the game (wasm target, wasm-bindgen CLI)
#   scripts/setup.sh --test   also the browser-test tools (Debian chromium + chromedriver, Playwright)
#
# Everything project-specific goes under .tools/ (git-ignored); apt packages are system-wide.
# Each step that runs says what it does and about how long it takes, shows the tool's own
# progress, and ends with the time it took; a step with nothing to do prints nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

# The CLI must match the wasm-bindgen crate version pinned in Cargo.toml exactly.
WASM_BINDGEN_VERSION=0.2.130
TOOLS="$PWD/.tools"

want_test_tools=no
[ "${1:-}" = "--test" ] && want_test_tools=yes

say() { printf '==> %s\n' "$*"; }

# Runs a command, then says how long it took.
timed() {
  local start=$SECONDS
  "$@"
  local took=$((SECONDS - start))
  printf '    (took %dm %02ds)\n' $((took / 60)) $((took % 60))
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown Rust target (a download of some tens of MB, under a minute)"
  timed rustup target add wasm32-unknown-unknown
fi

if [ "$("$TOOLS/bin/wasm-bindgen" --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  # --locked fails offline here (a locked dependency version is not served), so resolve afresh.
  # Not --quiet: cargo's progress shows a newcomer that the first run is working.
  # .tools/bin on PATH for this one command only: otherwise cargo ends by telling you to add
  # it to your PATH, which nobody needs (the scripts run .tools/bin/wasm-bindgen by its path).
  say "building wasm-bindgen-cli $WASM_BINDGEN_VERSION into .tools (3 to 6 minutes on 2 cores, once)"
  PATH="$TOOLS/bin:$PATH" timed cargo install --root "$TOOLS" wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ "$want_test_tools" = yes ]; then
  # The test command's Rust gates: rustfmt's layout and clippy's lints.
  missing_components=()
  for component in rustfmt clippy; do
    rustup component list --installed | grep -q "^$component" || missing_components+=("$component")
  done
  if [ ${#missing_components[@]} -gt 0 ]; then
    say "adding the Rust components ${missing_components[*]} (a download of a few MB, seconds)"
    timed rustup component add "${missing_components[@]}"
  fi
  # A Japanese font too: without one the Japanese screens are drawn as empty boxes, and the
  # screen tests' checks for cut or overflowing text would measure the boxes, not the words.
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] || ! fc-list :lang=ja 2>/dev/null | grep -q .; then
    sudo_cmd=()
    [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
    # apt's one-line download meter on a terminal; plain lines (no meter) in a log.
    apt_quiet=()
    [ -t 1 ] || apt_quiet=(-q)
    say "refreshing the apt package lists (seconds to a minute)"
    timed "${sudo_cmd[@]}" apt-get update "${apt_quiet[@]}"
    say "installing Debian chromium, chromium-driver and a Japanese font" \
      "(about 160 MB with their libraries: a few minutes)"
    timed "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y "${apt_quiet[@]}" chromium chromium-driver fonts-ipafont-gothic
  fi
  if [ ! -d tests/e2e/node_modules/@playwright/test ] || [ ! -d tests/e2e/node_modules/@axe-core/playwright ]; then
    say "installing Playwright with npm ci (no browser download: tests drive /usr/bin/chromium;" \
      "about 10 MB, seconds to a minute)"
    # --loglevel=error still prints npm's closing "added N packages in Ns"; it hides the
    # warning that @axe-core/playwright asks for node 22.12 or later (it runs on Debian's 20).
    (cd tests/e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 timed npm ci --no-audit --no-fund --loglevel=error)
  fi
fi
