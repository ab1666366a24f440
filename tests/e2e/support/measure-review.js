// Measures the game review and the puzzles in the browser (not a test: prints figures for
// the README).
//   node support/measure-review.js [transcript…]   (after scripts/build.sh)
//   THROTTLE=4 PUZZLES=0 node support/measure-review.js   a phone-class CPU, 4 times slower:
//     Chromium slows the page's main thread (the DevTools protocol's
//     Emulation.setCPUThrottlingRate; workers cannot be), the first pass's time is scaled, and
//     the puzzles are left out. Each game is reviewed twice: as the element does (deeper passes
//     while time allows), then its first pass alone (all a CPU that slow has time for).
// For each game below, a replay board in the blog demo page reviews it with the page's two
// workers: the time from "Review" to the records, how many moves were scored exactly, and the
// longest task the main thread ran meanwhile (a PerformanceObserver of long tasks, which
// Chromium reports from 50 ms). Then every puzzle of www/puzzles.obf is answered (its best
// move clicked the moment the board is ready, the worst case: solving starts only when the
// pointer reaches the board) and the time from the click to the verdict is summed up by empties.

import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.js';
import { freePorts } from './ports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../../dist');
const [PORT] = freePorts(1);
const THROTTLE = Number(process.env.THROTTLE ?? 1);
const PUZZLES = process.env.PUZZLES !== '0';

/**
 * Slows `page`'s main thread `THROTTLE` times (when above 1), through its DevTools session.
 * The protocol refuses this for workers ("Operation is only supported for pages, not
 * workers"), and the analyses run in workers: a phone-class review is then the workers' time
 * scaled by the factor (printed beside the measured time), while the page's own part (drawing,
 * Game.review) is measured throttled.
 */
async function throttle(page) {
  if (THROTTLE <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
}

// The blog demo's game, a weak game, and two of the engine against itself at 10-14 plies
// (examples/match.rs, no opening plies); any transcripts given on the command line after them.
const GAMES = [
  'f5d6c3d3c4f4f6f3e6e7f7c5b6b5e3g6e8g5d7c6g3c8d8c7g4h3a4a5b3f8h5h2h6b4a7h7a6h4a3d2f2c2e2f1d1b1c1e1g7b2b7a8b8h8g8a2g2h1a1g1',
  'e6d6c3f4d7c5g4g3c4g5b5c7f5a5a6d8a4f7f6d3h4c2e7e3g6f8b4b3e2h5b6f3h6g7c6a7d2d1c1b1c8b2h7h8h2a3h3h1f2g2f1g1e8g8a2a1b7b8a8e1',
  'f5d6c3d3c4f4c5b3c2e3d2c6b4b5f2e6f3c1a6a5e7f7b6f6d7d8c7a7a3e2a4a2g6c8f8e8b8g5g3g4f1h3d1h6g7e1b1h8g1g2h1h2h4g8b2a1h7h5b7a8',
  'e6f4c3c4d3d6e3c2b3c5b4f3d2e2b6f5c6a3f1e1g6a5b2b5g4c7d1f6f2a1b1h6a2h4g5h5a4g3c8d7d8c1h3e8f8b7a7e7a8a6b8h2f7g1g2h1h7h8g7g8',
  ...process.argv.slice(2),
];

const server = spawn('node', [path.join(here, 'static-server.js'), dist, String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 300));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const moves of GAMES) {
    const page = await browser.newPage();
    await throttle(page);
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
      const depths = records.filter((record) => !record.exact).map((record) => record.depth);
      return { seconds, moves: records.length, exact, firstExact: firstExact?.number, longest, depth: Math.max(...depths) };
    }, moves);
    await page.close();
    // The first pass alone (14 plies, exact from 24 empties), as a CPU too slow to look deeper
    // reviews: the same review with no time for deeper passes, in a fresh page (fresh workers,
    // whose tables know nothing of the game yet).
    const fresh = await browser.newPage();
    await throttle(fresh);
    await fresh.goto(`http://127.0.0.1:${PORT}/www/embed-demo.html`);
    figures.firstPass = await fresh.evaluate(async (transcript) => {
      const { reviewGame } = await import('./game-review.js');
      const { loadEngine } = await import('./engine.js');
      const engine = await loadEngine();
      const start = new engine.Game();
      const startBoard = start.snapshot().board;
      start.free();
      const started = performance.now();
      await reviewGame(engine, { startBoard, transcript }, { budget: 0 });
      return (performance.now() - started) / 1000;
    }, moves);
    await fresh.close();
    console.log(
      `${moves.slice(0, 12)}…: ${figures.moves} moves reviewed in ${figures.seconds.toFixed(1)} s; ` +
        `${figures.exact} exact (from move ${figures.firstExact}), the rest at ${figures.depth} plies at most; ` +
        `longest main-thread task ${Math.round(figures.longest)} ms; the first pass alone ${figures.firstPass.toFixed(1)} s` +
        (THROTTLE > 1
          ? `; with the main thread ${THROTTLE}x slower and the workers' time scaled ${THROTTLE}x, the first pass ` +
            `about ${(figures.firstPass * THROTTLE).toFixed(0)} s`
          : ''),
    );
  }
  if (PUZZLES) {
    const puzzles = fs
      .readFileSync(path.join(dist, 'www/puzzles.obf'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('%'));
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/www/embed-demo.html`);
    const times = new Map(); // empties -> [ms]
    for (const line of puzzles) {
      const board = line.split(';')[0].trim();
      const best = line.split(';')[1].trim().slice(0, 2).toLowerCase();
      const empties = (board.match(/-/g) ?? []).length;
      await page.evaluate(async (position) => {
        document.querySelector('#measured')?.remove();
        const element = document.createElement('reversi-board');
        element.id = 'measured';
        element.setAttribute('mode', 'puzzle');
        element.setAttribute('board', position);
        document.body.prepend(element);
        await element.ready;
        window.answered = new Promise((resolve) => {
          element.addEventListener('pointerdown', () => {
            const clicked = performance.now();
            element.addEventListener('puzzleanswer', () => resolve(performance.now() - clicked), { once: true });
          }, { once: true });
        });
      }, board);
      const canvas = await page.locator('#measured #board').boundingBox();
      const square = (Number(best[1]) - 1) * 8 + (best.charCodeAt(0) - 97);
      await page.mouse.click(
        canvas.x + ((square % 8) + 0.5) * (canvas.width / 8),
        canvas.y + (Math.floor(square / 8) + 0.5) * (canvas.height / 8),
      );
      const ms = await page.evaluate(() => window.answered);
      if (!times.has(empties)) times.set(empties, []);
      times.get(empties).push(ms);
    }
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const all = [...times.values()].flat();
    console.log(`${all.length} puzzles judged: median ${Math.round(median(all))} ms, max ${Math.round(Math.max(...all))} ms`);
    for (const [empties, list] of [...times].sort((a, b) => a[0] - b[0])) {
      console.log(`  ${empties} empties: ${list.length} puzzles, median ${Math.round(median(list))} ms, max ${Math.round(Math.max(...list))} ms`);
    }
  }
} finally {
  await browser.close();
  server.kill();
}
