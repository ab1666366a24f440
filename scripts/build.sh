#!/usr/bin/env bash
# Builds the engine to wasm and assembles dist/: the one folder a static host needs.
#
#   dist/index.html              the page
#   dist/www/*.js, *.css         page modules (relative paths only)
#   dist/www/pkg/reversi.js      wasm-bindgen's loader
#   dist/www/pkg/reversi_bg.wasm the engine
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --quiet --release --lib --target wasm32-unknown-unknown
rm -rf www/pkg
.tools/bin/wasm-bindgen --target web --no-typescript \
  --remove-name-section --remove-producers-section \
  --out-dir www/pkg target/wasm32-unknown-unknown/release/reversi.wasm

rm -rf dist
mkdir -p dist/www
cp index.html dist/
cp -r www/. dist/www/
printf '==> built dist/ (wasm: %s bytes)\n' "$(wc -c < dist/www/pkg/reversi_bg.wasm)"
