// The board editor (mode "edit"): on the full page over a game in progress (the game stays,
// and a game started from the edited position offers it back), by mouse and by keyboard;
// the side to move, swapping colours, clearing and the start position; impossible positions
// refused with the engine's reason, changing nothing; playing and analysing from an edited
// position; OBF pasted and copied; the address's #board= form, good and malformed; and the
// element's own mode="edit" on a host page. Expectations come from the engine in the page.

import { test, expect, openGame, clickSquare, squareIndex, askEngine, openSettings } from '../support/game.js';

const START = '---------------------------OX------XO--------------------------- X';
// FFO #1: 14 empty squares, black to move; its best move g8 wins by 18.
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
const FULL = `${'X'.repeat(32)}${'O'.repeat(32)} X`;
const NO_CENTRE = `${'-'.repeat(27)}-X------XO${'-'.repeat(27)} X`; // d4 empty

/** The board string `position` with `square` set to `letter`. */
function withSquare(position, name, letter) {
  const at = squareIndex(name);
  return `${position.slice(0, at)}${letter}${position.slice(at + 1)}`;
}

/** Opens the full page with a two-player game of `moves` on it, then the editor. */
async function editOverGame(page, moves, level) {
  const game = await openGame(page, { mode: 'human', level });
  for (const name of moves) await clickSquare(page, squareIndex(name));
  await expect(game).toHaveAttribute('data-transcript', moves.join(''));
  await page.selectOption('#mode', 'edit');
  await expect(game).toHaveAttribute('data-status', 'editing');
  return game;
}

test('the editor opens on the position shown, and clicks cycle a square: empty, black, white, empty', async ({ page }) => {
  const game = await editOverGame(page, ['f5', 'd6']);
  const shown = await askEngine(page, 'f5d6');
  expect(shown.toMove).toBe(1);
  const position = await game.getAttribute('data-position');
  // f5 and d6 were played: the position shown, black to move.
  expect(position[squareIndex('f5')]).toBe('X');
  expect(position[squareIndex('d6')]).toBe('O');
  expect(position.endsWith(' X')).toBe(true);
  // The game itself is kept as it was.
  await expect(game).toHaveAttribute('data-transcript', 'f5d6');

  for (const letter of ['X', 'O', '-']) {
    await clickSquare(page, squareIndex('a1'));
    await expect(game).toHaveAttribute('data-position', withSquare(position, 'a1', letter));
  }
  await expect(game.locator('#score-black')).toHaveText(String(shown.black));
  await expect(game.locator('#turn')).toHaveText('Setting up — Black to move');
});

test('by keyboard: arrows move the cursor, Enter cycles, X, O and Delete set a square', async ({ page }) => {
  const game = await editOverGame(page, []);
  await expect(game).toHaveAttribute('data-position', START);
  const canvas = game.locator('#board');
  await canvas.focus();
  await canvas.press('ArrowRight'); // the cursor appears on d3
  await canvas.press('ArrowUp'); // d2
  await canvas.press('Enter');
  let position = withSquare(START, 'd2', 'X');
  await expect(game).toHaveAttribute('data-position', position);
  await expect(game.locator('#announce')).toHaveText('d2: Black');
  await canvas.press('Enter');
  position = withSquare(START, 'd2', 'O');
  await expect(game).toHaveAttribute('data-position', position);
  await canvas.press('ArrowLeft'); // c2
  await canvas.press('x');
  position = withSquare(position, 'c2', 'X');
  await expect(game).toHaveAttribute('data-position', position);
  await canvas.press('o');
  position = withSquare(position, 'c2', 'O');
  await expect(game).toHaveAttribute('data-position', position);
  await canvas.press('Delete');
  position = withSquare(position, 'c2', '-');
  await expect(game).toHaveAttribute('data-position', position);
  // U and N do nothing to the position while editing.
  await canvas.press('u');
  await canvas.press('n');
  await expect(game).toHaveAttribute('data-position', position);
  await expect(game).toHaveAttribute('data-status', 'editing');
});

test('the side to move, swapping colours, clearing and the start position', async ({ page }) => {
  const game = await editOverGame(page, ['f5']);
  const position = await game.getAttribute('data-position');
  expect(position.endsWith(' O')).toBe(true);
  await game.locator('#side-black').check();
  await expect(game).toHaveAttribute('data-position', `${position.slice(0, 64)} X`);
  await expect(game).toHaveAttribute('data-to-move', 'black');

  await game.locator('#edit-swap').click();
  const swapped = [...position.slice(0, 64)].map((c) => ({ X: 'O', O: 'X', '-': '-' })[c]).join('');
  await expect(game).toHaveAttribute('data-position', `${swapped} O`);
  await expect(game.locator('#side-white')).toBeChecked();
  await expect(game.locator('#score-white')).toHaveText('4');
  await expect(game.locator('#score-black')).toHaveText('1');

  await game.locator('#edit-clear').click();
  await expect(game).toHaveAttribute('data-position', `${'-'.repeat(64)} O`);
  await expect(game.locator('#score-black')).toHaveText('0');

  await game.locator('#edit-start').click();
  await expect(game).toHaveAttribute('data-position', START);
  await expect(game.locator('#notice')).toBeHidden();
});

test('impossible positions are refused with the reason, and nothing changes', async ({ page }) => {
  const game = await editOverGame(page, ['f5', 'd6']);
  // The centre empty: said at once, and a game cannot start from it.
  await clickSquare(page, squareIndex('d4')); // white → empty
  const centreless = await game.getAttribute('data-position');
  expect(centreless[squareIndex('d4')]).toBe('-');
  await expect(game.locator('#notice')).toHaveText(/the centre square d4 is empty/);
  for (const button of ['#edit-computer', '#edit-human', '#edit-analyse']) {
    await game.locator(button).click();
    await expect(game.locator('#editor-message')).toHaveText(/This position cannot be played: the centre square d4 is empty/);
    await expect(game).toHaveAttribute('data-status', 'editing');
    await expect(game).toHaveAttribute('data-position', centreless);
    await expect(game).toHaveAttribute('data-transcript', 'f5d6');
    await expect(game).not.toHaveAttribute('board');
  }

  // No empty square, pasted: refused, the position unchanged.
  await game.locator('#edit-obf').fill(`${FULL};`);
  await game.locator('#edit-load').click();
  await expect(game.locator('#editor-message')).toHaveText('Not a position: no square is empty, so there is nothing to play. The position is unchanged.');
  await expect(game).toHaveAttribute('data-position', centreless);
  // Not a board at all.
  await game.locator('#edit-obf').fill('XO- X');
  await game.locator('#edit-obf').press('Enter');
  await expect(game.locator('#editor-message')).toHaveText(/Not a position: not a position \(bad board string: it has \d+ squares, a board has 64/);
  await expect(game).toHaveAttribute('data-position', centreless);

  // In Japanese too.
  await openSettings(page);
  await page.selectOption('#language', 'ja');
  await expect(game.locator('#notice')).toHaveText(/中央の d4 が空いています/);
});

test('play the computer from an edited position; the address and a reload keep that game', async ({ page }) => {
  const game = await editOverGame(page, ['f5', 'd6', 'c3'], 0);
  // White to move after f5d6c3; put a black disc on a1 and play black against the computer.
  await clickSquare(page, squareIndex('a1'));
  await game.locator('#side-black').check();
  const position = await game.getAttribute('data-position');
  await game.locator('#edit-computer').click();
  await expect(game).toHaveAttribute('data-mode', 'computer');
  await expect(game).toHaveAttribute('board', position);
  await expect(page.locator('#mode')).toHaveValue('computer');
  await expect(game).toHaveAttribute('data-transcript', '');
  expect(await page.evaluate(() => location.hash)).toBe(`#board=${position.replace(' ', '')}&moves=`);

  const { legalNames } = await askEngine(page, '', 0, position);
  const reply = await askEngine(page, legalNames[0], 0, position);
  await clickSquare(page, squareIndex(legalNames[0]));
  await expect(game).toHaveAttribute('data-transcript', `${legalNames[0]}${reply.computer}`);
  // The address names the set-up position and the moves from it.
  expect(await page.evaluate(() => location.hash)).toBe(
    `#board=${position.replace(' ', '')}&moves=${legalNames[0]}${reply.computer}`,
  );
  // A reload keeps the game from the set-up position.
  await page.reload();
  await expect(game).toHaveAttribute('data-transcript', `${legalNames[0]}${reply.computer}`);
  await expect(game).toHaveAttribute('board', position);
});

test('two players from an edited position, and Undo brings back the game it replaced', async ({ page }) => {
  const game = await editOverGame(page, ['f5', 'd6', 'c3']);
  await game.locator('#side-black').check();
  await game.locator('#edit-human').click();
  await expect(game).toHaveAttribute('data-mode', 'human');
  await expect(game).toHaveAttribute('data-to-move', 'black');
  await expect(game.locator('.replaced-bar')).toContainText('Game of 3 moves replaced');
  await game.locator('#restore').click();
  await expect(game).toHaveAttribute('data-transcript', 'f5d6c3');
  await expect(game).not.toHaveAttribute('board');
});

test('analyse an edited endgame: hints score every move, exactly', async ({ page }) => {
  const game = await editOverGame(page, []);
  await game.locator('#edit-obf').fill(`${FFO_1}; G8:+18;`);
  await game.locator('#edit-load').click();
  await expect(game).toHaveAttribute('data-position', FFO_1);
  await expect(game.locator('#editor-message')).toHaveText('Position loaded.');
  await game.locator('#edit-analyse').click();
  await expect(game).toHaveAttribute('data-mode', 'human');
  await expect(page.locator('#hints')).toBeChecked();
  await expect(game).toHaveAttribute('hints', 'on');
  await expect(game.locator('#graph')).toHaveAttribute('aria-description', /positions scored/, { timeout: 30_000 });
  // The board's description names the legal moves of the edited position.
  const { legalNames } = await askEngine(page, '', 0, FFO_1);
  await expect(game.locator('#board-description')).toContainText(legalNames.join(', '));
});

test('OBF round trip: what the editor shows pastes back to the same position', async ({ page }) => {
  const game = await editOverGame(page, ['f5', 'f6', 'e6']);
  await clickSquare(page, squareIndex('h8'));
  await clickSquare(page, squareIndex('h8'));
  await game.locator('#side-white').check();
  const position = await game.getAttribute('data-position');
  const shown = await game.locator('#edit-obf').inputValue();
  expect(shown).toBe(`${position};`);
  await game.locator('#edit-start').click();
  await expect(game).toHaveAttribute('data-position', START);
  await game.locator('#edit-obf').fill(shown);
  await game.locator('#edit-load').click();
  await expect(game).toHaveAttribute('data-position', position);
  // Copy writes the same text.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await game.locator('#edit-copy').click();
  await expect(game.locator('#edit-copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
});

test('#board= opens the editor on its position; a malformed or impossible one changes nothing', async ({ page }) => {
  const position = withSquare(FFO_1, 'a1', 'O');
  await page.goto(`./#board=${position.replace(' ', '')}`);
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', 'editing');
  await expect(game).toHaveAttribute('data-position', position);
  await expect(page.locator('#mode')).toHaveValue('edit');

  // A game in progress, then a malformed address: a notice, and the game stays.
  await page.goto('about:blank');
  await page.goto('./#moves=f5d6');
  const played = page.locator('#game');
  await expect(played).toHaveAttribute('data-transcript', 'f5d6');
  for (const [bad, reason] of [
    ['XYZ', /“XYZ”\) cannot be opened: not a position \(bad board string: it has 3 squares/],
    [NO_CENTRE.replace(' ', ''), /cannot be opened: the centre square d4 is empty/],
    [FULL.replace(' ', ''), /cannot be opened: no square is empty/],
  ]) {
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#board=${bad}`);
    await expect(page.locator('#page-notice')).toHaveText(reason);
    await expect(played).toHaveAttribute('data-transcript', 'f5d6');
    await expect(played).toHaveAttribute('data-mode', 'computer');
    await expect(played).not.toHaveAttribute('board');
  }
  // Opened afresh, a malformed one leaves the start as it is.
  await page.goto('about:blank');
  await page.goto('./#board=banana');
  await expect(page.locator('#page-notice')).toHaveText(/“banana”\) cannot be opened/);
  await expect(game).toHaveAttribute('data-status', 'playing');
  await expect(page.locator('#mode')).not.toHaveValue('edit');
  // One with a board's shape that no game starts from: the editor opens (it was built as
  // the editor, so that nothing moves), on the game's own position, not on the refused one.
  await page.goto('about:blank');
  await page.goto(`./#board=${NO_CENTRE.replace(' ', '')}`);
  await expect(page.locator('#page-notice')).toHaveText(/cannot be opened: the centre square d4 is empty/);
  await expect(game).toHaveAttribute('data-status', 'editing');
  await expect(game).toHaveAttribute('data-position', START);
});

test('the element in mode="edit" on a host page: edit, then two players from the position', async ({ page }) => {
  await page.goto('www/embed-demo.html');
  await page.evaluate((board) => {
    document.body.insertAdjacentHTML('beforeend', `<reversi-board id="setup-board" mode="edit" lang="en" board="${board}"></reversi-board>`);
    window.setups = [];
    document.querySelector('#setup-board').addEventListener('setup', (event) => window.setups.push(event.detail));
  }, FFO_1);
  const editor = page.locator('#setup-board');
  await expect(editor).toHaveAttribute('data-status', 'editing');
  await expect(editor).toHaveAttribute('data-position', FFO_1);
  // The compact default leaves the editor's own controls in place.
  await expect(editor.locator('#edit-swap')).toBeVisible();
  await expect(editor.locator('.game-toolbar')).toBeHidden();
  await clickSquare(page, squareIndex('a1'), editor);
  const position = withSquare(FFO_1, 'a1', 'X');
  await expect(editor).toHaveAttribute('data-position', position);
  await editor.locator('#edit-human').click();
  await expect(editor).toHaveAttribute('data-mode', 'human');
  await expect(editor).toHaveAttribute('data-status', 'playing');
  await expect(editor).toHaveAttribute('board', position);
  expect(await page.evaluate(() => window.setups)).toEqual([{ board: position, mode: 'human', hints: false }]);
  const { legalNames } = await askEngine(page, '', 0, position);
  await clickSquare(page, squareIndex(legalNames[0]), editor);
  await expect(editor).toHaveAttribute('data-transcript', legalNames[0]);
});
