// Runs the wasm benchmarks of bench/wasm-suite.mjs in Debian's Chromium, the engine people's
// browsers run, instead of node's older V8 (not a test: prints figures for the README). On
// 2026-12-03 a change that made the review's analyses 10% faster in node 20 made them no
// faster here, which only a benchmark in the browser could show.
//   node support/wasm-bench.js [--simd] [--ffo 40-44] [--perft 11]   (after scripts/build.sh)
// The same options as `node bench/wasm-bench.mjs`; exits 1 if an FFO position is solved wrong.

import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { suiteOptions } from '../../../bench/wasm-suite.mjs';
import { CHROMIUM_LAUNCH } from './chromium.js';
import { freePorts } from './ports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const [PORT] = freePorts(1);

const options = suiteOptions(process.argv);

// The repository's root, so that the page reaches dist/, bench/ and tests/data/, under the
// strict Content-Security-Policy of the site.
const server = spawn('node', [path.join(here, 'static-server.js'), root, String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 400));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
let wrong = 1;
try {
  const page = await browser.newPage();
  // The suite's lines (not the browser's own messages, such as the favicon it asks for).
  page.on('console', (message) => message.type() === 'log' && console.log(message.text()));
  await page.goto(`http://127.0.0.1:${PORT}/bench/chromium.html`);
  console.log(`${await browser.version()} (${options.module})`);
  wrong = await page.evaluate(async ({ module, perftDepths, ffo }) => {
    const reversi = await import('/dist/www/pkg/reversi.js');
    await reversi.default({ module_or_path: `/dist/www/pkg/${module}` });
    const evaluation = await fetch('/dist/www/pkg/reversi_eval.bin');
    reversi.load_evaluation(new Uint8Array(await evaluation.arrayBuffer()));
    const { runSuite } = await import('/bench/wasm-suite.mjs');
    return runSuite(reversi, {
      perftDepths,
      ffo,
      readData: async (file) => (await fetch(`/tests/data/${file}`)).text(),
      log: (line) => console.log(line),
    });
  }, options);
} finally {
  await browser.close();
  server.kill();
}
process.exitCode = wrong ? 1 : 0;
