#!/usr/bin/env bash
# Sets up what is missing, then runs every test layer:
#   1. native engine tests (cargo test: unit, integration, property, doc tests)
#   2. the JavaScript API inside wasm (wasm-bindgen-test in node)
#   3. the page end to end in headless Debian Chromium (Playwright)
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
