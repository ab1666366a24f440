// Measures a level's move split between the page's two workers against the same move from
// one worker, in Chromium (not a test: prints figures for docs/benchmarks.md).
//   node support/measure-shares.js [level]   (after scripts/build.sh; level 8 unless given)
// Positions: the games of measure-review.js after 12, 18, 24, 30 and 34 moves (48 to 26
// empties, before level 8's exact endgame). For each, in a fresh page each way: the level's
// move from one worker (`choose_share` with one share: the level's own search), then from two
// workers each searching half the root moves for the level's whole time (ai-pool.js,
// move-shares.js). Printed: the depth reached, and whether the two ways chose the same move.

import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.js';
import { freePorts } from './ports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../../dist');
const [PORT] = freePorts(1);
const LEVEL = Number(process.argv[2] ?? 8);

const GAMES = [
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1',
  'e6d6c3f4d7c5g4g3c4g5b5c7f5a5a6d8a4f7f6d3h4c2e7e3g6f8b4b3e2h5b6f3h6g7c6a7d2d1c1b1c8b2h7h8',
  'f5d6c3d3c4f4c5b3c2e3d2c6b4b5f2e6f3c1a6a5e7f7b6f6d7d8c7a7a3e2a4a2g6c8f8e8b8g5g3g4f1h3d1h6',
  'e6f4c3c4d3d6e3c2b3c5b4f3d2e2b6f5c6a3f1e1g6a5b2b5g4c7d1f6f2a1b1h6a2h4g5h5a4g3c8d7d8c1h3e8',
];
const PLIES = [12, 18, 24, 30, 34];
const POSITIONS = GAMES.flatMap((game) => PLIES.map((plies) => game.slice(0, 2 * plies)));

/** Each position's answers with `shares` workers, in one fresh page, in order. */
async function answers(browser, shares) {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/www/embed-demo.html`);
  const found = await page.evaluate(
    async ({ positions, level, shares }) => {
      const { askComputer } = await import('./ai-pool.js');
      const { loadEngine } = await import('./engine.js');
      const engine = await loadEngine();
      const start = new engine.Game();
      const startBoard = start.snapshot().board;
      start.free();
      const results = [];
      for (const transcript of positions) {
        const started = performance.now();
        const asked = Array.from({ length: shares }, (_, share) =>
          askComputer({ kind: 'move-share', startBoard, transcript, level, share, shares }),
        );
        const each = (await Promise.all(asked)).map(({ answer }) => answer);
        const best = engine.bestOfShares(each);
        results.push({ best, each, seconds: (performance.now() - started) / 1000 });
      }
      return results;
    },
    { positions: POSITIONS, level: LEVEL, shares },
  );
  await page.close();
  return found;
}

const server = spawn('node', [path.join(here, 'static-server.js'), dist, String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 300));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const one = await answers(browser, 1);
  const two = await answers(browser, 2);
  const mean = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
  let same = 0;
  POSITIONS.forEach((transcript, index) => {
    const [a, b] = [one[index], two[index]];
    if (a.best.square === b.best.square) same += 1;
    const shares = b.each.map((answer) => `${answer.depth}${answer.exact ? '=' : ''}`).join('/');
    console.log(
      `${String(60 - transcript.length / 2).padStart(2)} empties: one worker depth ${a.best.depth}` +
        `${a.best.exact ? ' (exact)' : ''} in ${a.seconds.toFixed(1)} s, move ${a.best.square}, score ${a.best.score}; ` +
        `two workers depth ${b.best.depth} (shares ${shares}) in ${b.seconds.toFixed(1)} s, move ${b.best.square}, score ${b.best.score}`,
    );
  });
  const midgame = (results) => results.filter((result) => !result.best.exact).map((result) => result.best.depth);
  console.log(
    `level ${LEVEL}, ${POSITIONS.length} positions: mean depth of the move played, not exact: ` +
      `one worker ${mean(midgame(one)).toFixed(2)}, two workers ${mean(midgame(two)).toFixed(2)}; ` +
      `the same move in ${same} of ${POSITIONS.length}`,
  );
} finally {
  await browser.close();
  server.kill();
}
