// The wasm module's exports as a script author calls them, through the glue the build ships
// (dist/www/pkg/reversi.js): no argument of any type, no call on a freed object, traps the
// instance (a trap is a WebAssembly.RuntimeError, after which the module is dead); every
// refusal is an Error with a message, and leaves the game as it was. The random calls are
// seeded; the seed is printed, and FUZZ_SEED=<seed> replays a run (FUZZ_CALLS sets its length).

import { test, expect } from '../support/game.js';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const CALLS = Number(process.env.FUZZ_CALLS ?? 100_000);

/** Imports the shipped module into the page and initialises it. */
async function loadModule(page) {
  await page.goto('./index.html');
  await page.evaluate(async () => {
    const module = await import('./www/pkg/reversi.js');
    await module.default();
    window.reversi = module;
  });
}

test('calls on a freed game throw, 30,000 times, and the module keeps working', async ({ page }) => {
  await loadModule(page);
  const outcome = await page.evaluate(() => {
    const { Game, Ai } = window.reversi;
    const game = new Game();
    game.free();
    const ai = new Ai();
    const messages = new Set();
    let traps = 0;
    for (let i = 0; i < 30_000; i++) {
      for (const call of [() => game.legal_moves(), () => game.play(19), () => ai.choose(game, 1)]) {
        try {
          call();
        } catch (error) {
          if (error instanceof WebAssembly.RuntimeError) traps += 1;
          messages.add(error.message);
        }
      }
    }
    return { traps, messages: [...messages], moves: Array.from(new Game().legal_moves()) };
  });
  expect(outcome.traps).toBe(0);
  expect(outcome.messages.length).toBeGreaterThan(0);
  for (const message of outcome.messages) expect(message).not.toBe('');
  // d3, c4, f5 and e6: the start position's moves.
  expect(outcome.moves).toEqual([19, 26, 37, 44]);
});

test('arguments of every type get a clear error, never a trap', async ({ page }) => {
  await loadModule(page);
  const refusals = await page.evaluate(() => {
    const { Game, load_evaluation: loadEvaluation } = window.reversi;
    const game = Game.from_transcript('f5');
    const position = () => {
      const { board, transcript } = game.snapshot();
      return board + transcript;
    };
    const before = position();
    const attempts = {
      'from_board(42)': () => Game.from_board(42),
      'from_transcript(true)': () => Game.from_transcript(true),
      'play_transcript({})': () => game.play_transcript({}),
      'load_evaluation({length: -1})': () => loadEvaluation({ length: -1 }),
      'load_evaluation(null)': () => loadEvaluation(null),
      'play(Symbol())': () => game.play(Symbol('x')),
      'ai_move("three")': () => game.ai_move('three'),
    };
    const seen = {};
    for (const [name, attempt] of Object.entries(attempts)) {
      try {
        attempt();
        seen[name] = 'accepted';
      } catch (error) {
        seen[name] = `${error.constructor.name}: ${error.message}`;
      }
    }
    seen.unchanged = position() === before;
    return seen;
  });
  expect(refusals.unchanged).toBe(true);
  expect(refusals['from_board(42)']).toBe(
    'Error: a board is a string of 64 squares (X, O or -) and the side to move (X or O), not a number',
  );
  expect(refusals['from_transcript(true)']).toContain('not a boolean');
  expect(refusals['play_transcript({})']).toContain('not an object');
  expect(refusals['load_evaluation({length: -1})']).toContain('as a Uint8Array or an ArrayBuffer');
  expect(refusals['load_evaluation(null)']).toContain('not null');
  for (const [name, seen] of Object.entries(refusals)) {
    if (name === 'unchanged') continue;
    expect(seen, name).toMatch(/^Error: ./);
  }
});

test('random calls with random arguments never trap or change a game they refuse', async ({ page }) => {
  test.setTimeout(120_000);
  console.log(`boundary fuzz: FUZZ_SEED=${SEED} FUZZ_CALLS=${CALLS}`);
  await loadModule(page);
  const report = await page.evaluate(
    ({ seed, calls }) => {
      const { Game, Ai, square_name: squareName, level_description: describe } = window.reversi;
      // A small seeded generator (xorshift32), so that a seed replays the same calls.
      let state = seed >>> 0 || 1;
      const next = () => {
        state ^= state << 13;
        state >>>= 0;
        state ^= state >>> 17;
        state ^= state << 5;
        state >>>= 0;
        return state / 2 ** 32;
      };
      const pick = (items) => items[Math.floor(next() * items.length)];
      const values = () => [
        undefined, null, true, false, 0, -1, 1.5, 63, 64, 2 ** 32, NaN, Infinity, -0, 7n,
        '', 'd3', 'f5', 'z9', 'f5d6c3', 'x'.repeat(1000), '\u0000', Symbol('s'), {}, [],
        [1, 2], { length: -1 }, { length: 2 ** 31 }, new Uint8Array(3), new ArrayBuffer(5),
        () => 1, new Date(0), Math.floor(next() * 64), pick(['a', 'b', 'c', 'd']) + (1 + Math.floor(next() * 8)),
      ];
      const games = [new Game(), Game.from_transcript('f5d6c3d3c4f4')];
      const ai = new Ai();
      let traps = 0;
      let changedByRefusal = 0;
      let refusals = 0;
      const firstProblems = [];
      // The position and the moves, or null for a freed game.
      const position = (game) => {
        if (game.__wbg_ptr === 0) return null;
        const { board, transcript } = game.snapshot();
        return board + transcript;
      };
      for (let i = 0; i < calls; i++) {
        const game = pick(games);
        const argument = pick(values());
        const before = position(game);
        const call = pick([
          () => game.play(argument),
          () => game.play_transcript(argument),
          () => game.ai_move(pick([0, 1, 2, argument])),
          () => Game.from_board(argument),
          () => Game.from_transcript(argument),
          () => squareName(argument),
          () => describe(argument),
          () => ai.choose(pick([game, argument]), pick([0, 1, 2])),
          () => game.undo(),
          () => game.redo(),
          () => {
            // Now and then a game is freed and replaced, so freed objects get calls too.
            if (next() < 0.01) {
              const index = games.indexOf(game);
              game.free();
              games[index] = new Game();
            }
          },
        ]);
        try {
          call();
        } catch (error) {
          refusals += 1;
          if (error instanceof WebAssembly.RuntimeError) {
            traps += 1;
            if (firstProblems.length < 5) firstProblems.push(`call ${i}: ${error.message}`);
          }
          const after = position(game);
          if (before !== null && after !== before) {
            changedByRefusal += 1;
            if (firstProblems.length < 5) firstProblems.push(`call ${i} changed the game`);
          }
        }
      }
      // d3, c4, f5 and e6: the start position's moves.
      const alive = Array.from(new Game().legal_moves());
      return { traps, changedByRefusal, refusals, firstProblems, alive };
    },
    { seed: SEED, calls: CALLS },
  );
  expect(report.firstProblems, `seed ${SEED}`).toEqual([]);
  expect(report.traps).toBe(0);
  expect(report.changedByRefusal).toBe(0);
  expect(report.refusals).toBeGreaterThan(CALLS / 10);
  expect(report.alive).toEqual([19, 26, 37, 44]);
});
