// The wasm build's benchmarks in node, to set beside the native `reversi bench` / `perft` /
// `solve` figures: perft from the start, FFO endgame positions solved exactly, then midgame
// searches (the game review's 14-ply analysis of the positions of `reversi bench`).
//
// Usage (after scripts/build.sh):
//   node bench/wasm-bench.mjs                 perft 11, FFO #40-#44, the midgame positions
//   node bench/wasm-bench.mjs --ffo 40-59     another FFO range (numbers 1-59)
//   node bench/wasm-bench.mjs --perft 9,10,11 other perft depths
//   node bench/wasm-bench.mjs --simd          the SIMD128 module (what browsers with it run)
import { readFile } from 'node:fs/promises';
import init, { Ai, Game, load_evaluation, perft, square_name } from '../dist/www/pkg/reversi.js';

const here = (path) => new URL(path, import.meta.url);
const engineModule = process.argv.includes('--simd') ? 'reversi_simd_bg.wasm' : 'reversi_bg.wasm';
await init({ module_or_path: await readFile(here(`../dist/www/pkg/${engineModule}`)) });
load_evaluation(await readFile(here('../dist/www/pkg/reversi_eval.bin')));

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const perftDepths = option('--perft', '11').split(',').map(Number);
const [first, last] = option('--ffo', '40-44').split('-').map(Number);

/** The FFO positions numbered `first..=last`, from the repository's OBF files. */
async function ffoPositions() {
  const files = [['fforum-1-19.obf', 1], ['fforum-20-39.obf', 20], ['fforum-40-59.obf', 40]];
  const positions = [];
  for (const [file, start] of files) {
    const lines = (await readFile(here(`../tests/data/${file}`), 'utf8')).split('\n').filter(Boolean);
    lines.forEach((line, index) => positions.push({ number: start + index, line }));
  }
  return positions.filter(({ number }) => number >= first && number <= last);
}

const seconds = (started) => (performance.now() - started) / 1000;

for (const depth of perftDepths) {
  const started = performance.now();
  const leaves = perft(depth, true);
  const time = seconds(started);
  console.log(`perft ${depth}: ${leaves} leaves in ${time.toFixed(3)} s = ${(leaves / time / 1e6).toFixed(1)} M leaves/s`);
}

let totalNodes = 0;
let totalTime = 0;
let wrong = 0;
const ai = new Ai();
for (const { number, line } of await ffoPositions()) {
  const [board, side, ...rest] = line.split(/\s+/);
  const expected = Object.fromEntries(rest.join('').split(';').filter(Boolean).map((pair) => {
    const [move, score] = pair.split(':');
    return [move.toLowerCase(), Number(score)];
  }));
  const best = Math.max(...Object.values(expected));
  const game = Game.from_board(`${board} ${side.replace(';', '')}`);
  ai.clear();
  const started = performance.now();
  const { square, score, nodes } = ai.solve(game);
  const time = seconds(started);
  const move = square_name(square);
  const ok = score === best && expected[move] === best;
  if (!ok) wrong += 1;
  totalNodes += nodes;
  totalTime += time;
  console.log(`#${number} ${move} ${score > 0 ? '+' : ''}${score} (expected ${best}) ` +
    `${(nodes / 1e6).toFixed(2)} M nodes in ${time.toFixed(3)} s = ${(nodes / time / 1e6).toFixed(2)} M nodes/s${ok ? '' : '  MISMATCH'}`);
  game.free();
}
console.log(`FFO #${first}-#${last}: ${wrong} wrong, ${(totalNodes / 1e6).toFixed(1)} M nodes in ` +
  `${totalTime.toFixed(2)} s = ${(totalNodes / totalTime / 1e6).toFixed(2)} M nodes/s`);

// The midgame positions of `reversi bench` (src/cli/bench.rs), each analysed as the game
// review analyses a position before its exact part: a 14-ply search from an empty table.
const midgameGames = [
  'd3c5f6e3d6e6f7c4c3f5',
  'd3c5f6e3f3f4f5g4g3c2h4e2d2d1c1b1',
  'd3c3c4e3f2c5b3d2e1f3g3d1c1c2b4g1e6e2f4d6b6c6b1a5',
];
let midgameTime = 0;
for (const transcript of midgameGames) {
  const game = Game.from_transcript(transcript);
  ai.clear();
  const started = performance.now();
  const { square, score } = ai.analyse(game);
  const time = seconds(started);
  midgameTime += time;
  console.log(`review analysis, ${60 - transcript.length / 2} empties: ${square_name(square)} ` +
    `${score > 0 ? '+' : ''}${score} in ${time.toFixed(3)} s`);
  game.free();
}
console.log(`review analysis, total: ${midgameTime.toFixed(3)} s (natively: \`reversi bench\`)`);
process.exitCode = wrong ? 1 : 0;
