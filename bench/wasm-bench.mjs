// The wasm build's benchmarks in node (`wasm-suite.mjs` says what they are), to set beside the
// native `reversi bench` / `perft` / `solve` figures. Node's V8 is older than the browsers';
// `tests/e2e/support/wasm-bench.js` runs the same suite in Debian's Chromium.
//
// Usage (after scripts/build.sh):
//   node bench/wasm-bench.mjs                 perft 11, FFO #40-#44, the midgame positions
//   node bench/wasm-bench.mjs --ffo 40-59     another FFO range (numbers 1-59)
//   node bench/wasm-bench.mjs --perft 9,10,11 other perft depths
//   node bench/wasm-bench.mjs --simd          the SIMD128 module (what browsers with it run)
import { readFile } from 'node:fs/promises';
import * as reversi from '../dist/www/pkg/reversi.js';
import { runSuite, suiteOptions } from './wasm-suite.mjs';

const here = (path) => new URL(path, import.meta.url);
const options = suiteOptions(process.argv);
await reversi.default({ module_or_path: await readFile(here(`../dist/www/pkg/${options.module}`)) });
reversi.load_evaluation(await readFile(here('../dist/www/pkg/reversi_eval.bin')));

const wrong = await runSuite(reversi, {
  ...options,
  readData: (file) => readFile(here(`../tests/data/${file}`), 'utf8'),
  log: (line) => console.log(line),
});
process.exitCode = wrong ? 1 : 0;
