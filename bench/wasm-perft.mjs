// Perft through the wasm build in node, to compare with the native `perft` command.
// Usage: node bench/wasm-perft.mjs [depth ...]   (after scripts/build.sh; default depths 9 10 11)
import { readFile } from 'node:fs/promises';
import init, { perft } from '../dist/www/pkg/reversi.js';

const wasm = await readFile(new URL('../dist/www/pkg/reversi_bg.wasm', import.meta.url));
await init({ module_or_path: wasm });

const depths = process.argv.slice(2).map(Number);
for (const depth of depths.length ? depths : [9, 10, 11]) {
  for (const [passIsAPly, name] of [[true, 'pass is a ply'], [false, 'pass is free']]) {
    const started = performance.now();
    const leaves = perft(depth, passIsAPly);
    const seconds = (performance.now() - started) / 1000;
    console.log(`wasm perft ${depth} (${name}): ${leaves} leaves in ${seconds.toFixed(3)} s = ` +
      `${(leaves / seconds / 1e6).toFixed(1)} M leaves/s`);
  }
}
