#!/usr/bin/env bash
# Builds the engine to wasm and assembles dist/: the one folder a static host needs.
#
#   dist/index.html              the full page, its level options from the engine (scripts/levels.mjs)
#   dist/sw.js                   its service worker (offline play, whole-build updates), stamped per build
#   dist/manifest.webmanifest    install metadata; dist/icons/ its icons
#   dist/www/*.js, *.css         the <reversi-board> element and page modules (relative paths)
#   dist/www/embed-demo.html     a blog-post-shaped demo of three embedded boards
#   dist/www/pkg/reversi.js      wasm-bindgen's loader
#   dist/www/pkg/reversi_bg.wasm the engine
#   dist/www/pkg/reversi_simd_bg.wasm the engine with wasm's vector instructions (SIMD128)
#   dist/www/pkg/reversi_eval.bin the computer's evaluation (fetched once a level searches)
#   dist/www/pkg/gzip/reversi_eval.bin the same gzipped: what the page fetches (www/engine.js)
set -euo pipefail
cd "$(dirname "$0")/.."

# --debug makes the glue check in JavaScript, before entering wasm, that an object is not
# freed and that numbers and booleans are what they claim. Without it the check is Rust's,
# which throws from inside wasm; that skips the restoring of wasm's stack pointer
# (wasm-bindgen issue #1959), so about 22,000 calls on a freed Game used up the stack and
# every later call trapped. The wasm is the same; the glue grows by 5 KB (1 KB brotli).
bindgen() {
  .tools/bin/wasm-bindgen --target web --no-typescript --debug \
    --remove-name-section --remove-producers-section --out-dir "$2" "$1"
}

echo "==> compiling the engine to wasm (the first time about a minute; then only what changed)"
cargo build --release --lib --target wasm32-unknown-unknown
rm -rf www/pkg
bindgen target/wasm32-unknown-unknown/release/reversi.wasm www/pkg

# The same engine with wasm's 128-bit vector instructions, for the browsers that have them
# (www/engine.js picks): there the searches update their pattern features instead of reading
# them (src/ai/learned/feature_updates.rs) and work out both sides' moves at once (src/movegen.rs):
# about a quarter less time in the midgame. Its own target folder keeps both builds
# incremental. Its glue must be the plain build's, so that one reversi.js loads either module.
echo "==> compiling the engine to wasm with SIMD128"
RUSTFLAGS="-C target-feature=+simd128" cargo build --release --lib \
  --target wasm32-unknown-unknown --target-dir target/simd128
simd=target/simd128/pkg
rm -rf "$simd"
bindgen target/simd128/wasm32-unknown-unknown/release/reversi.wasm "$simd"
if ! cmp -s "$simd/reversi.js" www/pkg/reversi.js; then
  echo "the SIMD128 build's glue differs from the plain build's" >&2
  exit 1
fi
mv "$simd/reversi_bg.wasm" www/pkg/reversi_simd_bg.wasm
# The page fetches the evaluation and the opening book as one file (eval::install splits it).
cat src/ai/eval.bin src/ai/book.bin > www/pkg/reversi_eval.bin
# It fetches it gzipped and unpacks it (www/engine.js), so that hosts that compress nothing
# send 41% of the bytes too; the plain file stays for browsers without DecompressionStream.
# -n leaves out the name and time, so the same table gives the same file. The page tells a
# file the host has unpacked already by its first bytes: the table must not start as gzip's.
if [ "$(head -c 2 www/pkg/reversi_eval.bin | od -An -tx1 | tr -d ' ')" = 1f8b ]; then
  echo "the evaluation starts with gzip's magic bytes 1f 8b" >&2
  exit 1
fi
mkdir -p www/pkg/gzip
gzip -9 -n -c www/pkg/reversi_eval.bin > www/pkg/gzip/reversi_eval.bin

rm -rf dist
mkdir -p dist/www
cp index.html manifest.webmanifest sw.js dist/
cp -r icons dist/
cp -r www/. dist/www/
# The levels live in src/ai/players/levels.rs alone: the built engine writes its level options,
# names (English and Japanese) and default into dist/index.html and dist/www/board-options.js,
# and the build fails if the page's sources hold level names or counts of their own.
node scripts/levels.mjs
# A new cache name whenever any file changes, so installed copies update.
stamp="$(cd dist && find . -type f ! -name sw.js -print0 | sort -z | xargs -0 cat | sha256sum | cut -c1-12)"
sed -i "s/^const CACHE_VERSION = 'dev';/const CACHE_VERSION = '$stamp';/" dist/sw.js
# The service worker keeps a fetched evaluation only if it is this build's (sw.js): the
# table's hash, and the gzipped file's.
evaluation="$(sha256sum < dist/www/pkg/reversi_eval.bin | cut -c1-64)"
sed -i "s/^const EVALUATION_SHA256 = 'dev';/const EVALUATION_SHA256 = '$evaluation';/" dist/sw.js
gzipped="$(sha256sum < dist/www/pkg/gzip/reversi_eval.bin | cut -c1-64)"
sed -i "s/^const EVALUATION_GZIP_SHA256 = 'dev';/const EVALUATION_GZIP_SHA256 = '$gzipped';/" dist/sw.js
printf '==> built dist/ (wasm: %s bytes, with SIMD128 %s)\n' \
  "$(wc -c < dist/www/pkg/reversi_bg.wasm)" "$(wc -c < dist/www/pkg/reversi_simd_bg.wasm)"
