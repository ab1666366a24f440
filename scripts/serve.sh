#!/usr/bin/env bash
# Sets up what is missing, builds, and serves the game from dist/ on 127.0.0.1.
#   PORT=9000 scripts/serve.sh   to use another port (default 8000)
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8000}"

scripts/setup.sh
scripts/build.sh
echo "==> open http://127.0.0.1:$PORT/ to play (Ctrl-C stops the server)"
exec python3 -m http.server --bind 127.0.0.1 --directory dist "$PORT"
