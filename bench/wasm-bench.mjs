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
import { runSuite } from './wasm-suite.mjs';

const here = (path) => new URL(path, import.meta.url);
const engineModule = process.argv.includes('--simd') ? 'reversi_simd_bg.wasm' : 'reversi_bg.wasm';
await reversi.default({ module_or_path: await readFile(here(`../dist/www/pkg/${engineModule}`)) });
reversi.load_evaluation(await readFile(here('../dist/www/pkg/reversi_eval.bin')));

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const wrong = await runSuite(reversi, {
  perftDepths: option('--perft', '11').split(',').map(Number),
  ffo: option('--ffo', '40-44').split('-').map(Number),
  readData: (file) => readFile(here(`../tests/data/${file}`), 'utf8'),
  log: (line) => console.log(line),
});
process.exitCode = wrong ? 1 : 0;
