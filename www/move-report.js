// What a board tells of a move just played, without a DOM: the sentence for its live region
// (the move and its flips, a pass that followed, the result, a variation started) and the
// events a host page hears (move, pass, gameover, positionchange; board-controller.js calls
// this after each move).

import { KEYS, resultText } from './board-state.js';

/**
 * Tells `view` ({ announce, emit }) of the move `square` that `mover` (1 or 2) played,
 * turning `flips`, leading to `state` (the new snapshot). `again`: the same side moved
 * twice, the other having passed; `variation`: the move started a variation, leaving the
 * main line after that many moves (else undefined). Words from `text` (i18n.js).
 */
export function reportMove(view, text, squareName, { mover, square, flips, state, again, variation }) {
  const { over, lastPass: passed, transcript, black, white } = state;
  const color = text.colors[mover];
  const name = squareName(square);
  let sentence = again ? text.playsAgain(color, name, flips.length) : text.plays(color, name, flips.length);
  if (passed !== undefined) sentence += ` ${text.passes(text.colors[passed])}`;
  if (over) sentence += ` ${text.gameOverSentence(resultText(text, state))}`;
  if (variation !== undefined) sentence += ` ${text.variationStarted(variation + 1)}`;
  view.announce(sentence);

  view.emit('move', {
    square: name,
    index: square,
    color: KEYS[mover],
    flips: flips.map((flip) => squareName(flip)),
    black,
    white,
    transcript,
  });
  if (passed !== undefined) view.emit('pass', { color: KEYS[passed], transcript });
  if (over) view.emit('gameover', { winner: KEYS[state.winner] ?? 'draw', black, white, transcript });
  view.emit('positionchange', { transcript, moveCount: state.moveCount });
}
