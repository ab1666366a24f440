// What every spec shares: a `test` that fails on any console error or page error, and helpers
// that open the page, read a board's state from its data attributes (the contract at the top
// of www/reversi-board.js), click squares on its canvas (Playwright's CSS locators reach into
// the open shadow root), and ask the engine itself (the page's own wasm, imported inside the
// page) what to expect — so no expectation is hard-coded that the engine has not confirmed.

import { test as base, expect } from '@playwright/test';

export { expect };

/** `test` with a `pageErrors` fixture that runs in every test and must end empty. */
export const test = base.extend({
  pageErrors: [
    async ({ page }, use) => {
      const errors = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Unfolds the full page's settings (folded under one line), as a person taps them open. */
export async function openSettings(page) {
  const box = page.locator('#settings-box');
  if (!(await box.evaluate((details) => details.open))) await box.locator('summary').click();
}

/**
 * Opens the page (at `url`, relative to baseURL unless absolute), applies the settings given
 * (`mode` "human" | "computer", `colour` 1 | 2, `level` 0-6) and waits for a fresh game.
 */
export async function openGame(page, { url = './', mode, colour, level } = {}) {
  await page.goto(url);
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', /^(playing|thinking)$/);
  if (level !== undefined || mode !== undefined || colour !== undefined) await openSettings(page);
  if (level !== undefined) await page.selectOption('#level', String(level));
  if (mode !== undefined && (await page.inputValue('#mode')) !== mode) {
    await page.selectOption('#mode', mode);
  }
  if (colour !== undefined && (await page.inputValue('#colour')) !== String(colour)) {
    await page.selectOption('#colour', String(colour));
  }
  return game;
}

/**
 * Clicks the centre of a square (index 0-63, a1 top-left) on a board's canvas: the page's
 * only board, or the one inside `board` (a locator of a <reversi-board>).
 */
export async function clickSquare(page, square, board = page) {
  const canvas = board.locator('#board');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const x = box.x + ((square % 8) + 0.5) * (box.width / 8);
  const y = box.y + (Math.floor(square / 8) + 0.5) * (box.height / 8);
  await page.mouse.click(x, y);
}

/** A board's state as its data attributes show it (the full page's #game by default). */
export async function readState(page, board = page.locator('#game')) {
  return board.evaluate((element) => ({ ...element.dataset }));
}

/**
 * Asks the engine, inside the page, about the game after `transcript` (from `board`, a board
 * string, or the standard start): legal moves, the computer's pick at `level`, disc counts
 * from the snapshot's cells, the winner and the side that passed.
 */
export async function askEngine(page, transcript, level = 0, board = null) {
  return page.evaluate(
    async ({ transcript, level, board }) => {
      // The page's modules live in www/, next to the wasm package.
      const script = document.querySelector('script[type="module"][src]');
      const engine = await import(new URL('pkg/reversi.js', script.src).href);
      await engine.default();
      if (engine.level_searches(level) && !engine.evaluation_loaded()) {
        const table = await fetch(new URL('pkg/reversi_eval.bin', script.src));
        engine.load_evaluation(new Uint8Array(await table.arrayBuffer()));
      }
      const game = board === null ? new engine.Game() : engine.Game.from_board(board);
      game.play_transcript(transcript);
      try {
        const state = game.snapshot();
        const cells = Array.from(state.cells);
        const { over } = state;
        const name = (square) => (square === undefined ? undefined : engine.square_name(square));
        return {
          legal: Array.from(game.legal_moves()),
          legalNames: Array.from(game.legal_moves(), name),
          computer: over ? undefined : name(game.ai_move(level)),
          black: cells.filter((cell) => cell === 1).length,
          white: cells.filter((cell) => cell === 2).length,
          toMove: state.toMove,
          over,
          winner: state.winner,
          lastPass: state.lastPass,
        };
      } finally {
        game.free();
      }
    },
    { transcript, level, board },
  );
}

/** The square index of a name such as "f5". */
export function squareIndex(name) {
  return (Number(name[1]) - 1) * 8 + (name.charCodeAt(0) - 97);
}

/** Waits until the computer has finished answering: a human's turn, or the end. */
export async function waitForHumanTurn(page) {
  await expect(page.locator('#game')).toHaveAttribute('data-status', /^(playing|over)$/);
}

/**
 * Holds the computer's answers back until `release()` is called, so a test can act while the
 * page is thinking for as long as it needs, without racing the computer. Call before
 * `openGame`: it wraps the page's Worker so that its message listeners get each answer only
 * once released (answers already sent are delivered then; later ones go straight through).
 */
export async function holdComputer(page) {
  await page.addInitScript(() => {
    const held = [];
    let holding = true;
    window.Worker = class extends window.Worker {
      addEventListener(type, listener, options) {
        if (type !== 'message') return super.addEventListener(type, listener, options);
        return super.addEventListener(
          'message',
          (event) => (holding ? held.push(() => listener.call(this, event)) : listener.call(this, event)),
          options,
        );
      }
    };
    window.releaseComputer = () => {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    };
  });
  return { release: () => page.evaluate(() => window.releaseComputer()) };
}

/**
 * Counts the workers the page starts (call before `goto`): `started()` resolves to how many
 * so far.
 */
export async function countWorkers(page) {
  await page.addInitScript(() => {
    window.workersStarted = 0;
    window.Worker = class extends window.Worker {
      constructor(...args) {
        super(...args);
        window.workersStarted += 1;
      }
    };
  });
  return { started: () => page.evaluate(() => window.workersStarted) };
}

/** The computer's requests searching or waiting in the page's shared pool (ai-pool.js). */
export async function searchesUnderWay(page) {
  return page.evaluate(async () => {
    const script = document.querySelector('script[type="module"][src]');
    const { poolState } = await import(new URL('ai-pool.js', script.src).href);
    const { busy, waiting } = poolState();
    return busy + waiting;
  });
}
