// Measures how a page with many boards keeps its main thread free (not a test: prints figures
// for the README and the closing note; timings on a shared machine are no pass/fail matter).
//   node support/many-boards.js [boards] [rounds]   (after scripts/build.sh; default 20 and 3)
// A host page with `boards` <reversi-board>s, each against the computer at level 4: it loads,
// then every board gets a person's move `rounds` times, one board after another (a task
// each), and each computer answers. PerformanceObservers collect the main thread's long tasks (over 50 ms)
// and the layout shifts from navigation on; the script prints the longest task while the
// boards load and while they play, and the shift.
//   TRACE=1            also records a Chrome trace and lists what each long task spent its time
//                      on (tracing itself slows the page: the figures to report are without it)
//   TRACE=out.json     ...and writes the trace there, for chrome://tracing or Perfetto
//   BOARD_ATTRIBUTES   the boards' attributes instead of `level="4" size="240px"`
//   DIST               another build folder than dist/ (to compare two builds side by side)

import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.js';
import { freePorts } from './ports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.DIST ?? path.join(here, '../../../dist'));
const [PORT] = freePorts(1);
const [boards = 20, rounds = 3] = process.argv.slice(2).map(Number);
const attributes = process.env.BOARD_ATTRIBUTES ?? `level="4" size="240px"`;

const host = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${boards} boards</title><script type="module" src="www/reversi-board.js"></script>
</head><body>${`<reversi-board ${attributes}></reversi-board>\n`.repeat(boards)}
</body></html>`;

const server = spawn('node', [path.join(here, 'static-server.js'), dist, String(PORT)]);
await new Promise((resolve) => setTimeout(resolve, 400));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.route(`http://127.0.0.1:${PORT}/many.html`, (route) =>
  route.fulfill({ contentType: 'text/html', body: host }),
);
await page.addInitScript(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.longTasks.push({ start: Math.round(entry.startTime), ms: Math.round(entry.duration) });
    }
  }).observe({ type: 'longtask', buffered: true });
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
});
const tracing = Boolean(process.env.TRACE);
if (tracing) await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] });
await page.goto(`http://127.0.0.1:${PORT}/many.html`);

/** Waits until every board is ready for the person (no board loading or thinking). */
async function allWaiting() {
  await page.waitForFunction(
    () => [...document.querySelectorAll('reversi-board')].every(
      (board) => board.dataset.status === 'playing'
        && (board.dataset.mode !== 'computer' || board.dataset.toMove === board.dataset.human),
    ),
    null,
    { timeout: 120_000, polling: 100 },
  );
}

await allWaiting();
const loaded = await page.evaluate(() => performance.now());
for (let round = 0; round < rounds; round += 1) {
  // Each board's person plays its first legal move, one board per task as people would (the
  // element's `moves` setter goes through the same game and computer scheduling as a click).
  for (let board = 0; board < boards; board += 1) {
    await page.evaluate(async (index) => {
      const { Game } = await import(new URL('www/pkg/reversi.js', document.baseURI).href);
      const element = document.querySelectorAll('reversi-board')[index];
      const game = Game.from_transcript(element.moves);
      const move = game.legal_moves()[0];
      game.free();
      element.moves += String.fromCharCode(97 + (move % 8)) + String(Math.floor(move / 8) + 1);
    }, board);
  }
  await allWaiting();
}
const trace = tracing ? JSON.parse((await browser.stopTracing()).toString()) : { traceEvents: [] };
if (tracing && process.env.TRACE !== '1') fs.writeFileSync(process.env.TRACE, JSON.stringify(trace));
const tasks = await page.evaluate(() => window.longTasks);
const layoutShift = await page.evaluate(() => window.layoutShift);
await browser.close();
server.kill();

const longest = (list) => list.reduce((most, task) => Math.max(most, task.ms), 0);
const loading = tasks.filter((task) => task.start < loaded);
const playing = tasks.filter((task) => task.start >= loaded);
console.log(
  `${boards} boards: loading (${Math.round(loaded)} ms) ${loading.length} long tasks, longest ${longest(loading)} ms; `
  + `${rounds} rounds of moves: ${playing.length} long tasks, longest ${longest(playing)} ms; `
  + `layout shift ${layoutShift.toFixed(3)}`,
);
console.log(tasks.map((task) => `  at ${task.start} ms: ${task.ms} ms`).join('\n'));
// Chrome's own view of the long tasks: the page's main thread's tasks over 50 ms and the
// biggest events inside each.
const mainThreads = new Set(
  trace.traceEvents
    .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`),
);
const events = trace.traceEvents.filter(
  (event) => event.ph === 'X' && event.dur && mainThreads.has(`${event.pid}:${event.tid}`),
);
const describe = (event) => {
  const data = event.args?.data ?? {};
  const what = data.functionName || (data.url ? path.basename(data.url) : '') || data.type || '';
  return `${event.name}${what ? ` ${what}` : ''} ${Math.round(event.dur / 1000)} ms`;
};
for (const task of events.filter((event) => event.name === 'RunTask' && event.dur > 50_000)) {
  const inside = events
    .filter((event) => event !== task && event.pid === task.pid && event.tid === task.tid
      && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 6)
    .map(describe);
  console.log(`  task ${Math.round(task.dur / 1000)} ms: ${inside.join(', ')}`);
}
