// Measures the game review in the browser (not a test: prints figures for the README).
//   node support/measure-review.js   (after scripts/build.sh)
// For each game below, a replay board in the blog demo page reviews it with the page's two
// workers: the time from "Review" to the records, how many moves were scored exactly, and the
// longest task the main thread ran meanwhile (a PerformanceObserver of long tasks, which
// Chromium reports from 50 ms).

import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../../dist');
const PORT = 8792;
const GAMES = [
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1',
  'e6d6c3f4d7c5g4g3c4g5b5c7f5a5a6d8a4f7f6d3h4c2e7e3g6f8b4b3e2h5b6f3h6g7c6a7d2d1c1b1c8b2h7h8h2a3h3h1f2g2f1g1e8g8a2a1b7b8a8e1',
  ...process.argv.slice(2),
];

const server = spawn('node', [path.join(here, 'static-server.js'), dist, String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 300));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const moves of GAMES) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/www/embed-demo.html`);
    const figures = await page.evaluate(async (transcript) => {
      let longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
      }).observe({ type: 'longtask' });
      const board = document.createElement('reversi-board');
      board.setAttribute('mode', 'replay');
      board.setAttribute('moves', transcript);
      document.body.append(board);
      await board.ready;
      const started = performance.now();
      const records = await board.review();
      const seconds = (performance.now() - started) / 1000;
      const exact = records.filter((record) => record.exact).length;
      const firstExact = records.find((record) => record.exact);
      return { seconds, moves: records.length, exact, firstExact: firstExact?.number, longest };
    }, moves);
    console.log(
      `${moves.slice(0, 12)}…: ${figures.moves} moves reviewed in ${figures.seconds.toFixed(1)} s; ` +
        `${figures.exact} exact (from move ${figures.firstExact}); longest main-thread task ${Math.round(figures.longest)} ms`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
