// Input: turns pointer (mouse, touch, pen) and keyboard use of the board canvas into square
// indices, and hands them on. It knows no rules; whether a square may be played is for the
// caller (and the engine) to decide.
//
// Pointer: a press and release on the same square plays it; a hovering mouse reports its
// square. Keyboard (canvas focused): the arrow keys move a cursor, Enter or Space plays it,
// Escape hides it; U and N are handed on as the commands "undo" and "new"; X (or B), O (or W)
// and Delete (or Backspace, or -) hand on the square under the cursor with a disc to put there
// (1 black, 2 white, 0 none), for the position editor.

const STEPS = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
const START_CURSOR = 19; // d3, where many games begin
const MARKS = { x: 1, b: 1, o: 2, w: 2, Delete: 0, Backspace: 0, '-': 0 };

/**
 * Listens on `canvas`. `squareAt(clientX, clientY)` maps a point to a square index (-1 off the
 * board); `onPlay(square)` is called for each square chosen; `onCursor(square | null)` and
 * `onHover(square | null)` when the keyboard cursor or the hovered square changes;
 * `onCommand("undo" | "new")` for the U and N keys; `onMark(square, disc)` for the disc keys.
 */
export function attachInput(canvas, { squareAt, onPlay, onCursor, onHover, onCommand, onMark }) {
  let pressed = -1;
  let cursor = null;
  let hover = null;

  function setCursor(square) {
    if (square !== cursor) {
      cursor = square;
      onCursor(cursor);
    }
  }

  function setHover(square) {
    const next = square >= 0 ? square : null;
    if (next !== hover) {
      hover = next;
      onHover(hover);
    }
  }

  canvas.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    pressed = squareAt(event.clientX, event.clientY);
  });

  canvas.addEventListener('pointerup', (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    const square = squareAt(event.clientX, event.clientY);
    const chosen = square >= 0 && square === pressed;
    pressed = -1;
    if (chosen) {
      setCursor(null);
      onPlay(square);
    }
  });

  canvas.addEventListener('pointercancel', () => {
    pressed = -1;
  });

  canvas.addEventListener('pointermove', (event) => {
    if (event.pointerType === 'mouse') setHover(squareAt(event.clientX, event.clientY));
  });

  canvas.addEventListener('pointerleave', () => setHover(-1));

  canvas.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = STEPS[event.key];
    if (step) {
      event.preventDefault();
      if (cursor === null) {
        setCursor(START_CURSOR);
        return;
      }
      const row = Math.min(7, Math.max(0, Math.floor(cursor / 8) + step[0]));
      const col = Math.min(7, Math.max(0, (cursor % 8) + step[1]));
      setCursor(row * 8 + col);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (cursor === null) setCursor(START_CURSOR);
      else onPlay(cursor);
    } else if ((event.key === 'u' || event.key === 'U') && !event.repeat) {
      event.preventDefault();
      onCommand('undo');
    } else if ((event.key === 'n' || event.key === 'N') && !event.repeat) {
      event.preventDefault();
      onCommand('new');
    } else if (MARKS[event.key.length === 1 ? event.key.toLowerCase() : event.key] !== undefined && cursor !== null) {
      event.preventDefault();
      onMark(cursor, MARKS[event.key.length === 1 ? event.key.toLowerCase() : event.key]);
    } else if (event.key === 'Escape') {
      setCursor(null);
    }
  });

  canvas.addEventListener('blur', () => setCursor(null));
}
