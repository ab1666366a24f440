#!/usr/bin/env bash
# Sets up what is missing, then runs every test layer:
#   1. the Rust gates: rustfmt's layout, clippy with warnings as errors (native and wasm32),
#      and the API docs building without a warning
#   2. native engine tests (cargo test: unit, integration, property, doc tests)
#   3. the JavaScript API inside wasm (wasm-bindgen-test in node)
#   4. the page end to end in headless Debian Chromium (Playwright)
# Every layer runs even when an earlier one fails; the exit code is non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh --test || exit 1

failed=()
layer() {
  local name="$1"
  shift
  printf '\n==> %s\n' "$name"
  "$@" || failed+=("$name")
}

layer "format (cargo fmt --check)" cargo fmt --check
layer "lint, native (cargo clippy)" cargo clippy --quiet --all-targets -- -D warnings
# wasm32: the library and its wasm tests (the other targets are native-only: CLI, tools, native tests)
layer "lint, wasm32 (cargo clippy)" cargo clippy --quiet --lib --test wasm --target wasm32-unknown-unknown -- -D warnings
layer "docs (cargo doc, warnings as errors)" env RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps
layer "native tests" cargo test --quiet
layer "wasm tests (node)" env \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER="$PWD/.tools/bin/wasm-bindgen-test-runner" \
  cargo test --target wasm32-unknown-unknown --test wasm
if layer "build" scripts/build.sh; then
  layer "browser tests (Chromium)" bash -c 'cd tests/e2e && npx playwright test'
else
  failed+=("browser tests (not run: the build failed)")
fi

echo
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "all test layers passed"
