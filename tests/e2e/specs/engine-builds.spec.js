// The engine's two wasm builds (scripts/build.sh): the SIMD128 one, for browsers with wasm's
// vector instructions, and the plain one for the others. www/engine.js picks one per page and
// per worker; both must play exactly alike, since a visitor's browser decides which runs.

import { test, expect, openGame, waitForHumanTurn } from '../support/game.js';

const SIMD = 'reversi_simd_bg.wasm';
const PLAIN = 'reversi_bg.wasm';

/** Records which engine modules the page and its workers fetch. */
function recordModules(page) {
  const fetched = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop();
    if (file === SIMD || file === PLAIN) fetched.push(file);
  });
  return fetched;
}

/** Opens the page with the computer to open the game at a searching level, and waits for it. */
async function computerOpens(page) {
  const game = await openGame(page, { mode: 'computer', colour: 2, level: 4 });
  await expect(game).toHaveAttribute('data-transcript', /^[a-h][1-8]$/);
  await waitForHumanTurn(page);
}

test('a browser with wasm SIMD128 runs that build, in the page and in its workers', async ({
  page,
}) => {
  const fetched = recordModules(page);
  await computerOpens(page);
  expect(fetched).toContain(SIMD);
  expect(fetched).not.toContain(PLAIN);
});

test('a browser without wasm SIMD128 runs the plain build and plays', async ({ page }) => {
  // Chromium has SIMD128, so its answer is changed where engine.js asks it: the probe's
  // last vector instruction becomes a byte no instruction starts with, as a browser without
  // SIMD128 would see every one of them. Workers load engine.js through the same route.
  await page.context().route('**/www/engine.js', async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    const probe = '0xfd, 0x62, 0x0b';
    expect(source).toContain(probe);
    await route.fulfill({ response, body: source.replace(probe, '0xfd, 0xff, 0x0b') });
  });
  const fetched = recordModules(page);
  await computerOpens(page);
  expect(fetched).toContain(PLAIN);
  expect(fetched).not.toContain(SIMD);
  // The service worker may still be fetching engine.js for its cache: without this, the
  // route's fetch fails when the test ends and Playwright counts that as an error.
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});

test('both builds find the same moves, scores and positions searched', async ({ page }) => {
  // Each build in an instance of its own (the loader imported under two addresses), one
  // evaluation for both; then the game review's analyses, level 4's hints and an exact
  // solve of positions along one game. The SIMD128 build updates the searches' pattern
  // features from move to move, the plain build reads them from the board at every
  // evaluation: the scores must be the same, and so every search's path.
  await openGame(page);
  const results = await page.evaluate(async ({ simdFile, plainFile }) => {
    const script = document.querySelector('script[type="module"][src]');
    const at = (file) => new URL(file, script.src);
    const table = new Uint8Array(await (await fetch(at('pkg/reversi_eval.bin'))).arrayBuffer());
    // A whole game (tests/wasm.rs plays it too); its first 40 moves leave 20 empties.
    const moves =
      'e6d6c3f4d7c5g4g3c4g5b5c7f5a5a6d8a4f7f6d3h4c2e7e3g6f8b4b3e2h5b6f3h6g7c6a7d2d1c1b1c8b2' +
      'h7h8h2a3h3h1f2g2f1g1e8g8';
    const run = async (build, file) => {
      const engine = await import(`${at('pkg/reversi.js').href}?${build}`);
      await engine.default({ module_or_path: at(`pkg/${file}`) });
      engine.load_evaluation(table);
      const found = [];
      for (const plies of [8, 14, 20, 26, 32]) {
        const game = engine.Game.from_transcript(moves.slice(0, 2 * plies));
        const ai = new engine.Ai();
        const { square, score, exact } = ai.analyse(game);
        const hints = Array.from(ai.hints(game, 4), ({ square, score }) => [square, score]);
        found.push({ plies, square, score, exact, hints });
        ai.free();
        game.free();
      }
      const ending = engine.Game.from_transcript(moves.slice(0, 80));
      const ai = new engine.Ai();
      const { square, score, nodes } = ai.solve(ending);
      found.push({ solve: [square, score, nodes] });
      ai.free();
      ending.free();
      return found;
    };
    return { simd: await run('simd', simdFile), plain: await run('plain', plainFile) };
  }, { simdFile: SIMD, plainFile: PLAIN });
  expect(results.simd).toEqual(results.plain);
  expect(results.plain).toHaveLength(6);
  // The positions really were searched: moves found, and hints for every legal move.
  for (const { square, hints } of results.plain.slice(0, 5)) {
    expect(square).toEqual(expect.any(Number));
    expect(hints.length).toBeGreaterThan(1);
  }
  expect(results.plain[5].solve[2]).toBeGreaterThan(1000);
});
