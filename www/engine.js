// The engine: loads and initialises the wasm build of the Rust rules once per context (the
// page, or a worker) and hands out its exports. The only module that imports www/pkg/.
//
// Everything about the game — legal moves, flips, passes, the result, the computer's choice —
// is asked of the `Game` objects this returns; the rest of the code only draws and forwards.
// Every <reversi-board> on a page shares this one instance: the wasm is fetched and compiled once.
//
// The computer's evaluation (pkg/reversi_eval.bin) is a separate file, several times the size
// of the rest: it is fetched only when the computer first has to search (see ai-pool.js), so a
// board is playable before it arrives and a page that never asks the computer never downloads it.
// It is fetched gzipped (pkg/gzip/reversi_eval.bin, 41% of the size) and unpacked here, so that
// a host that compresses nothing still sends the small form.

import * as pkg from './pkg/reversi.js';

/**
 * The smallest module that uses a vector instruction of wasm's final SIMD128 set: magic and
 * version; a type section with one function type `() -> v128`; a function section with one
 * function of it; a code section with its body `i32.const 0; i8x16.splat; i8x16.popcnt; end`
 * (no locals). `i8x16.popcnt` came last to that set, so a browser that validates it has all
 * of it.
 */
const SIMD128_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,
  0x03, 0x02, 0x01, 0x00,
  0x0a, 0x0a, 0x01, 0x08, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b,
]);

/**
 * The engine's module for this browser: the SIMD128 build where wasm's vector instructions
 * are there (its midgame searches take about a quarter less time), else the plain one. Both
 * come from one build of the Rust code and share the loader `pkg/reversi.js`
 * (scripts/build.sh).
 */
function engineModule() {
  const simd = WebAssembly.validate(SIMD128_PROBE);
  return new URL(simd ? './pkg/reversi_simd_bg.wasm' : './pkg/reversi_bg.wasm', import.meta.url);
}

let loading = null;
let fetching = null;
let installing = null;

/**
 * Resolves to `{ Game, Ai, squareName, levelSearches, hintLevel, puzzleMostEmpties,
 * setupPosition }` once
 * the wasm is instantiated. Safe to call many times: the module is fetched and compiled only
 * once per context. (The level names and the default level reach the page at build time,
 * through board-options.js.) `levelSearches(level)` says whether that level searches (and
 * needs the evaluation);
 * `hintLevel` is the level hints are searched at (src/ai/players/levels.rs); `puzzleMostEmpties` the
 * most empty squares a puzzle may have (src/puzzles/puzzle.rs).
 */
export function loadEngine() {
  if (loading === null) {
    loading = pkg.default({ module_or_path: engineModule() }).then(() => ({
      Game: pkg.Game,
      Ai: pkg.Ai,
      squareName: pkg.square_name,
      levelSearches: pkg.level_searches,
      hintLevel: pkg.hint_level(),
      puzzleMostEmpties: pkg.puzzle_most_empties(),
      setupPosition: pkg.setup_position,
    }));
  }
  return loading;
}

/** The evaluation as the engine installs it: the table, then the opening book. */
const EVALUATION = new URL('./pkg/reversi_eval.bin', import.meta.url);
/**
 * The same bytes gzipped (`gzip -9 -n`, scripts/build.sh). Same name in its own folder: a
 * host's rules and the tests that watch for the evaluation by name see either.
 */
const EVALUATION_GZIP = new URL('./pkg/gzip/reversi_eval.bin', import.meta.url);
/** The first two bytes of every gzip file; the table never starts so (scripts/build.sh). */
const GZIP_MAGIC = [0x1f, 0x8b];
/** Unpacking stops past this many bytes: the table and book are under 2 MB. */
const MOST_BYTES = 16 * 1024 * 1024;

/**
 * Resolves to the bytes of the computer's evaluation (an ArrayBuffer), fetched once per
 * context; a failed fetch, or a file that does not unpack, rejects, and the next call tries
 * again.
 */
export function fetchEvaluation() {
  if (fetching === null) {
    fetching = evaluationBytes().catch((error) => {
      fetching = null;
      throw error;
    });
  }
  return fetching;
}

/**
 * The evaluation's bytes: the gzipped file, unpacked here with DecompressionStream unless the
 * host sent it with `Content-Encoding: gzip` (the browser has then unpacked it already: the
 * bytes do not start with gzip's magic). A browser without DecompressionStream, or a host
 * without the gzipped file, gets the plain one.
 */
async function evaluationBytes() {
  if (typeof DecompressionStream !== 'function') return download(EVALUATION);
  const response = await fetch(EVALUATION_GZIP);
  if (response.status === 404) return download(EVALUATION);
  const bytes = new Uint8Array(await body(response));
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) return bytes.buffer;
  try {
    return await gunzip(bytes);
  } catch (error) {
    throw new Error(`the computer's evaluation could not be unpacked (${error?.message ?? error})`);
  }
}

/** The bytes of the file at `url`, as sent. */
async function download(url) {
  return body(await fetch(url));
}

/** A response's bytes; rejects, saying so, unless it is a success. */
function body(response) {
  if (!response.ok) throw new Error(`the computer's evaluation: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** The bytes `gzip` packed, as an ArrayBuffer; rejects for a damaged or truncated file. */
async function gunzip(gzip) {
  const reader = new Blob([gzip]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  const chunks = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > MOST_BYTES) {
      reader.cancel();
      throw new Error(`it unpacks to more than ${MOST_BYTES} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes.buffer;
}

/**
 * Resolves once the computer's evaluation is installed in this context's engine (the
 * searching levels, hints and solves need it). `getBytes` resolves to its bytes: fetched
 * here unless given (the workers get them from the page, which fetches them once for all).
 * Installed once per context; a failure rejects, and the next call tries again.
 */
export function loadEvaluation(getBytes = fetchEvaluation) {
  if (installing === null) {
    installing = loadEngine()
      .then(() => getBytes())
      .then((bytes) => pkg.load_evaluation(new Uint8Array(bytes)))
      .catch((error) => {
        installing = null;
        throw error;
      });
  }
  return installing;
}
