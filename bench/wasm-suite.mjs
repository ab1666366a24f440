// The wasm benchmarks themselves, run by node (`bench/wasm-bench.mjs`) and by Chromium
// (`tests/e2e/support/wasm-bench.js`), to set beside the native `reversi bench` figures: perft
// from the start, FFO endgame positions solved exactly, then the game review's 14-ply analysis
// of the midgame positions of `reversi bench`. The caller loads the module and its evaluation
// (node from the disk, the browser over HTTP); the suite only needs the module's exports, a way
// to read the files of tests/data (FFO positions, midgame games) and a place to print.

// The midgame positions of `reversi bench`, one transcript a line, shared with it.
const MIDGAME_FILE = 'midgame-games.txt';

// The FFO files of tests/data and the number of each one's first position.
const FFO_FILES = [['fforum-1-19.obf', 1], ['fforum-20-39.obf', 20], ['fforum-40-59.obf', 40]];

const seconds = (started) => (performance.now() - started) / 1000;

/**
 * The suite's options from a command line (`argv`), as both runners take them: `--simd` for
 * the SIMD128 module (`module`, the file name in dist/www/pkg), `--perft 9,10,11`
 * (`perftDepths`, default 11), `--ffo 40-59` (`ffo`, default 40-44).
 */
export function suiteOptions(argv) {
  const option = (name, fallback) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : fallback;
  };
  return {
    module: argv.includes('--simd') ? 'reversi_simd_bg.wasm' : 'reversi_bg.wasm',
    perftDepths: option('--perft', '11').split(',').map(Number),
    ffo: option('--ffo', '40-44').split('-').map(Number),
  };
}

/**
 * Runs the suite with `reversi` (the module's exports, its evaluation loaded): perft to each
 * of `perftDepths`, the FFO positions numbered `first..=last` (`ffo`), then the review's
 * analyses. `readData(file)` returns the text of a file of tests/data; `log(line)` prints.
 * Returns how many FFO positions were solved wrong (a benchmark that computes wrong answers
 * measures nothing).
 */
export async function runSuite(reversi, { perftDepths, ffo: [first, last], readData, log }) {
  const { Ai, Game, perft, square_name: squareName } = reversi;
  // The data files hold one entry a line; blank lines (the last newline) are not entries.
  const readLines = async (file) => (await readData(file)).split('\n').filter(Boolean);
  for (const depth of perftDepths) {
    const started = performance.now();
    const leaves = perft(depth, true);
    const time = seconds(started);
    log(`perft ${depth}: ${leaves} leaves in ${time.toFixed(3)} s = ${(leaves / time / 1e6).toFixed(1)} M leaves/s`);
  }

  const positions = [];
  for (const [file, start] of FFO_FILES) {
    const lines = await readLines(file);
    lines.forEach((line, index) => positions.push({ number: start + index, line }));
  }
  let totalNodes = 0;
  let totalTime = 0;
  let wrong = 0;
  const ai = new Ai();
  for (const { number, line } of positions.filter(({ number }) => number >= first && number <= last)) {
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
    const move = squareName(square);
    const ok = score === best && expected[move] === best;
    if (!ok) wrong += 1;
    totalNodes += nodes;
    totalTime += time;
    log(`#${number} ${move} ${score > 0 ? '+' : ''}${score} (expected ${best}) ` +
      `${(nodes / 1e6).toFixed(2)} M nodes in ${time.toFixed(3)} s = ${(nodes / time / 1e6).toFixed(2)} M nodes/s${ok ? '' : '  MISMATCH'}`);
    game.free();
  }
  log(`FFO #${first}-#${last}: ${wrong} wrong, ${(totalNodes / 1e6).toFixed(1)} M nodes in ` +
    `${totalTime.toFixed(2)} s = ${(totalNodes / totalTime / 1e6).toFixed(2)} M nodes/s`);

  // Each analysed as the game review analyses a position before its exact part: a 14-ply
  // search from an empty table.
  let midgameTime = 0;
  for (const transcript of await readLines(MIDGAME_FILE)) {
    const game = Game.from_transcript(transcript);
    ai.clear();
    const started = performance.now();
    const { square, score } = ai.analyse(game);
    const time = seconds(started);
    midgameTime += time;
    log(`review analysis, ${60 - transcript.length / 2} empties: ${squareName(square)} ` +
      `${score > 0 ? '+' : ''}${score} in ${time.toFixed(3)} s`);
    game.free();
  }
  log(`review analysis, total: ${midgameTime.toFixed(3)} s (natively: \`reversi bench\`)`);
  ai.free();
  return wrong;
}
