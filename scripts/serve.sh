#!/usr/bin/env bash
# Sets up what is missing, builds, and serves the game from dist/ on 127.0.0.1.
#   PORT=9000 scripts/serve.sh   to use another port (default 8000)
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8000}"

scripts/setup.sh
# The build's cargo runs quiet, so say beforehand what it does and how long it takes: the
# first one compiles the engine twice from scratch, later ones only what changed.
if [ ! -e target/simd128/wasm32-unknown-unknown/release/reversi.wasm ]; then
  echo "==> building dist/: the engine to wasm twice (plain, then SIMD128); the first build takes a minute or two"
else
  echo "==> building dist/ (seconds: only what changed is compiled again)"
fi
scripts/build.sh
echo "==> open http://127.0.0.1:$PORT/ to play (Ctrl-C stops the server)"
exec python3 -m http.server --bind 127.0.0.1 --directory dist "$PORT"
