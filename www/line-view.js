// Two rows under a <reversi-board>'s game buttons, drawn from the board's state
// (board-state.js) and nothing else: while a variation is shown, "Variation from move 18"
// and the one button back to the game's own line; and, until the person's next move, what a
// new game, a load or a new variation replaced ("Game of 60 moves replaced") with the button
// that brings it back. Both are hidden otherwise. Before the game is set up, `reserve` holds
// their place, so that a game brought back on load moves nothing below them.

import { textFor } from './i18n.js';

/** A row: its words and one button. Returns `{ row, words, button }`. */
function makeRow(className, buttonClass, onClick) {
  const row = document.createElement('p');
  row.className = `line-row ${className}`;
  row.hidden = true;
  const words = document.createElement('span');
  words.className = 'line-words';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `button small ${buttonClass}`;
  button.addEventListener('click', () => onClick());
  row.append(words, button);
  return { row, words, button };
}

/**
 * Adds the rows after the game's buttons in the shadow DOM's elements `dom` (by camel-cased
 * id); `onBack()` and `onRestore()` are called by their buttons. Returns `{ render(state),
 * reserve(line, lang) }`.
 */
export function createLineView(dom, { onBack, onRestore }) {
  const bar = makeRow('variation-bar', 'back-to-game', onBack);
  bar.button.id = 'back-to-game';
  const restore = makeRow('replaced-bar', 'secondary', onRestore);
  restore.button.id = 'restore';
  dom.newGame.closest('.toolbar').after(bar.row, restore.row);

  /**
   * Holds the rows that a game being set up will show, unseen for now: `line` is its
   * { variation, viewing, replaced } as board-state.js's LineState has them.
   */
  function reserve(line, lang) {
    fill(line, textFor(lang));
    for (const { row } of [bar, restore]) row.classList.toggle('is-reserved', !row.hidden);
  }

  function render(state) {
    fill(state.line, textFor(state.settings.lang));
    for (const { row } of [bar, restore]) row.classList.remove('is-reserved');
  }

  function fill({ variation, viewing, replaced }, text) {
    const viewed = viewing === 'variation';
    bar.row.hidden = !viewed;
    if (viewed) {
      bar.words.textContent = text.variationFrom(variation.from + 1);
      bar.button.textContent = text.backToGame;
    }
    restore.row.hidden = replaced === null;
    if (replaced !== null) {
      restore.words.textContent = text.replacedNotice(replaced);
      restore.button.textContent = text.restore;
      restore.button.setAttribute('aria-label', text.restoreLabel(replaced));
    }
  }

  return { render, reserve };
}
