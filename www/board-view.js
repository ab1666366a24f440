// The board view: draws a given position on a <canvas> — green felt, grid, star points, shaded
// stones, dots (or hint scores) on the squares it is told are playable, the last-move mark, a
// keyboard cursor and the flip of the discs a move turned (skipped under
// prefers-reduced-motion) — crisp at any devicePixelRatio, redrawn whenever the canvas resizes.
//
// It knows no rules: it draws exactly the scene it is handed. The canvas is the 8x8 board and
// nothing else (the a-h / 1-8 labels are HTML around it), so square = floor(8 * offset / size).

const FELT_LIGHT = '#2e8b57';
const FELT_DARK = '#1f6e43';
const GRID = 'rgba(0, 0, 0, 0.5)';
const LAST_MOVE = '#c8401c'; // 3:1 or more on a black and on a white disc
const CURSOR = '#ffe27a';
// Dots on the legal squares in the colour of the side to move, at 3:1 or more against every
// part of the felt (WCAG's contrast for marks a person must see to act; tests/e2e/specs/
// marks.spec.js measures it from the canvas), kept calm by their small size.
const LEGAL_DOT = { 1: 'rgba(0, 0, 0, 0.9)', 2: 'rgba(255, 255, 255, 0.85)' };
const LEGAL_DOT_RADIUS = 0.1; // of a square's side
const HINT_TEXT = '#ffffff';
const HINT_BEST = '#ffe27a';
const FLIP_MS = 320;
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
// Inner highlight, body and rim of each stone, for a soft radial shading.
const STONE_SHADES = {
  1: ['#6e6e6e', '#1c1c1c', '#050505'],
  2: ['#ffffff', '#ececec', '#b8b8b8'],
};
// The four star points sit where grid lines 2 and 6 cross: the top-left corners of c3, g3, c7, g7.
const STAR_LINES = [2, 6];

/**
 * The scene of a board's `state` (board-state.js): its discs, the last move, and the legal
 * squares when the person may play (or hints are shown on a position that is only looked
 * at); the hints' scores when on, or on a reviewed line the best move's and the played one's;
 * while a position is set up, the editor's discs alone.
 */
export function sceneOf(state) {
  const { game, canPlay, settings, editor } = state;
  // A position being set up: its discs only.
  if (editor !== null) return { cells: editor.cells, legal: [], toMove: editor.side, lastMove: null, hints: null };
  const reviewed = state.review.here;
  let hints =
    state.hints !== null && state.hints.here && (canPlay || settings.mode !== 'computer')
      ? state.hints.here
      : null;
  if (reviewed !== null) {
    const { exact } = reviewed;
    hints = [{ square: reviewed.bestIndex, score: reviewed.bestScore, exact }];
    if (reviewed.playedIndex !== reviewed.bestIndex) {
      hints.push({ square: reviewed.playedIndex, score: reviewed.playedScore, exact });
    }
  }
  const showLegal = canPlay || (hints !== null && (settings.readonly || reviewed !== null));
  return {
    cells: game.cells,
    legal: showLegal ? Array.from(game.legal) : [],
    toMove: game.toMove,
    lastMove: game.lastMove ?? null,
    hints,
  };
}

/**
 * Attaches a view to `canvas`. Returns `{ draw(scene), squareAt(clientX, clientY) }`.
 *
 * A scene is `{ cells, legal, toMove, lastMove, cursor, hover, hints }`: `cells` the 64
 * squares a1→h8 (0 empty, 1 black, 2 white), `legal` the squares to mark with a dot in
 * `toMove`'s colour, `lastMove`, `cursor` and `hover` a square index or null, `hints` null or
 * `[{ square, score, exact }]` (best first) whose scores replace the dots. `draw` merges what
 * it is given into the current scene and repaints; `flip(squares)` then animates those discs
 * turning over from the other colour to the one they now have.
 */
export function createBoardView(canvas) {
  const context = canvas.getContext('2d');
  let scene = {
    cells: new Uint8Array(64),
    legal: [],
    toMove: 1,
    lastMove: null,
    cursor: null,
    hover: null,
    hints: null,
  };
  let flipping = null; // { squares: Set, start } while a flip animation runs

  function paint() {
    const size = canvas.width;
    if (size === 0) return;
    const cell = size / 8;
    context.clearRect(0, 0, size, size);
    paintFelt(context, size);
    paintGrid(context, size, cell);
    const legal = new Set(scene.legal);
    const hints = new Map((scene.hints ?? []).map((hint, rank) => [hint.square, { ...hint, rank }]));
    const progress = flipping === null ? 1 : Math.min(1, (performance.now() - flipping.start) / FLIP_MS);
    for (let square = 0; square < 64; square += 1) {
      const x = (square % 8) * cell + cell / 2;
      const y = Math.floor(square / 8) * cell + cell / 2;
      const disc = scene.cells[square];
      if (disc !== 0) {
        if (progress < 1 && flipping.squares.has(square)) {
          // Turns edge-on halfway, showing the old colour before and the new one after.
          const shown = progress < 0.5 ? 3 - disc : disc;
          paintStone(context, x, y, cell, shown, 1, Math.abs(Math.cos(progress * Math.PI)));
        } else {
          paintStone(context, x, y, cell, disc, 1);
        }
      } else if (legal.has(square)) {
        if (square === scene.hover) {
          paintStone(context, x, y, cell, scene.toMove, 0.45);
        } else if (hints.has(square)) {
          paintHint(context, x, y, cell, hints.get(square));
        } else {
          paintDot(context, x, y, cell * LEGAL_DOT_RADIUS, LEGAL_DOT[scene.toMove]);
        }
      }
    }
    if (scene.lastMove != null) {
      const x = (scene.lastMove % 8) * cell + cell / 2;
      const y = Math.floor(scene.lastMove / 8) * cell + cell / 2;
      paintDot(context, x, y, cell * 0.085, LAST_MOVE);
    }
    if (scene.cursor != null) {
      paintCursor(context, scene.cursor, cell);
    }
  }

  function resize(pixels) {
    if (pixels > 0 && (canvas.width !== pixels || canvas.height !== pixels)) {
      canvas.width = pixels;
      canvas.height = pixels;
    }
    paint();
  }

  const observer = new ResizeObserver(([entry]) => {
    const scaled = Math.round(entry.contentRect.width * window.devicePixelRatio);
    // The exact device-pixel size avoids a rounding blur, but is only trusted when it agrees
    // with the scaled CSS size: under device emulation Chromium reports CSS pixels there.
    const exact = entry.devicePixelContentBoxSize?.[0]?.inlineSize;
    resize(exact !== undefined && Math.abs(exact - scaled) <= 1 ? exact : scaled);
  });
  try {
    // Reports sizes in device pixels, and fires again when the pixel ratio changes (zoom).
    observer.observe(canvas, { box: 'device-pixel-content-box' });
  } catch {
    observer.observe(canvas);
  }

  function animate() {
    paint();
    if (flipping !== null && performance.now() - flipping.start < FLIP_MS) {
      requestAnimationFrame(animate);
    } else {
      flipping = null;
    }
  }

  return {
    draw(changes) {
      scene = { ...scene, ...changes };
      paint();
    },

    flip(squares) {
      if (reducedMotion.matches || squares.length === 0) return;
      const running = flipping !== null;
      flipping = { squares: new Set(squares), start: performance.now() };
      if (!running) requestAnimationFrame(animate);
    },

    /** The square under a point in client (CSS) pixels, or -1 off the board. */
    squareAt(clientX, clientY) {
      const box = canvas.getBoundingClientRect();
      const col = Math.floor(((clientX - box.left) / box.width) * 8);
      const row = Math.floor(((clientY - box.top) / box.height) * 8);
      if (col < 0 || col > 7 || row < 0 || row > 7) return -1;
      return row * 8 + col;
    },
  };
}

function paintFelt(context, size) {
  const felt = context.createLinearGradient(0, 0, size, size);
  felt.addColorStop(0, FELT_LIGHT);
  felt.addColorStop(1, FELT_DARK);
  context.fillStyle = felt;
  context.fillRect(0, 0, size, size);
}

function paintGrid(context, size, cell) {
  const width = Math.max(1, Math.round(size / 320));
  // Odd widths sit on half pixels to stay sharp; the outer lines are pulled inside the canvas.
  const offset = width % 2 === 1 ? 0.5 : 0;
  context.strokeStyle = GRID;
  context.lineWidth = width;
  context.beginPath();
  for (let line = 0; line <= 8; line += 1) {
    const at = Math.min(size - width / 2, Math.max(width / 2, Math.round(line * cell) + offset));
    context.moveTo(at, 0);
    context.lineTo(at, size);
    context.moveTo(0, at);
    context.lineTo(size, at);
  }
  context.stroke();
  for (const row of STAR_LINES) {
    for (const col of STAR_LINES) {
      paintDot(context, col * cell, row * cell, Math.max(2, cell * 0.07), GRID);
    }
  }
}

function paintDot(context, x, y, radius, color) {
  context.fillStyle = color;
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.fill();
}

function paintHint(context, x, y, cell, { score, exact, rank }) {
  const text = score > 0 ? `+${score}` : String(score);
  context.save();
  context.font = `${exact ? 700 : 500} ${Math.round(cell * 0.32)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineWidth = Math.max(2, cell * 0.06);
  context.strokeStyle = 'rgba(0, 0, 0, 0.55)';
  context.strokeText(text, x, y);
  context.fillStyle = rank === 0 ? HINT_BEST : HINT_TEXT;
  context.fillText(text, x, y);
  if (exact) {
    // Exact scores (the solved final disc difference) are underlined.
    const width = context.measureText(text).width;
    context.fillRect(x - width / 2, y + cell * 0.2, width, Math.max(1, cell * 0.03));
  }
  context.restore();
}

function paintStone(context, x, y, cell, color, alpha, squeeze = 1) {
  const radius = cell * 0.41;
  const [highlight, body, rim] = STONE_SHADES[color];
  const shade = context.createRadialGradient(
    x - radius * 0.35,
    y - radius * 0.4,
    radius * 0.05,
    x,
    y,
    radius,
  );
  shade.addColorStop(0, highlight);
  shade.addColorStop(0.55, body);
  shade.addColorStop(1, rim);
  context.save();
  context.globalAlpha = alpha;
  context.shadowColor = 'rgba(0, 0, 0, 0.4)';
  context.shadowBlur = cell * 0.08;
  context.shadowOffsetY = cell * 0.035;
  context.fillStyle = shade;
  context.beginPath();
  context.ellipse(x, y, Math.max(0.5, radius * squeeze), radius, 0, 0, Math.PI * 2);
  context.fill();
  context.restore();
}

function paintCursor(context, square, cell) {
  const inset = cell * 0.06;
  const x = (square % 8) * cell + inset;
  const y = Math.floor(square / 8) * cell + inset;
  const side = cell - inset * 2;
  context.save();
  context.strokeStyle = CURSOR;
  context.lineWidth = Math.max(2, cell * 0.05);
  context.beginPath();
  context.roundRect(x, y, side, side, cell * 0.1);
  context.stroke();
  context.restore();
}
