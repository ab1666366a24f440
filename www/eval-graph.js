// The evaluation graph: a canvas as wide as the board, plotting, after each move of the
// game, the best hint score from black's point of view. Above the zero line black leads
// (shaded dark, its half labelled "Black ahead"), below it white leads (shaded light,
// "White ahead"); the scale in discs is written on the left, move numbers along the bottom,
// and the position shown is marked with a vertical line. A click or tap on the graph picks
// the move under it; focused, it is a slider whose arrow keys pick the previous or next move
// (Home and End the first and last), and a screen reader hears the move picked. After a
// review it also draws, dashed, the value the best move would have kept at each move, marks
// the costly moves and shades the moves judged exactly. No chart library; it draws at device
// resolution. Colours come from the canvas's CSS custom properties --graph-line,
// --graph-axis, --graph-text, --graph-black, --graph-white, --graph-best, --graph-mark and
// --graph-exact.

import { textFor } from './i18n.js';
import { moveLabel } from './moves-view.js';

const MIN_RANGE = 16; // the y axis spans at least ±16 discs
const MIN_MOVES = 20; // and at least this many moves, so an early game is not stretched
const LABEL_PX = 10; // label size in CSS pixels

/**
 * What the graph plots for a board's `state` (board-state.js), and how a screen reader
 * describes it in `text`'s words: after a review, the played line (the value after each
 * move, for black) and the value the best move would have kept, the costly moves marked;
 * else, with hints on, black's best score after each move of the whole line (a click can go
 * forward too); else null, and the graph stays as it is.
 */
export function graphOf(state, text) {
  const records = state.review.records;
  const current = state.game.moveCount;
  if (records !== null) {
    const forBlack = (record, score) => (record.color === 'black' ? score : -score);
    const scores = [forBlack(records[0], records[0].bestScore)];
    const best = [undefined];
    for (const record of records) {
      scores.push(forBlack(record, record.playedScore));
      best.push(forBlack(record, record.bestScore));
    }
    const marks = records
      .filter((record) => record.class !== 'best')
      .map((record) => ({ move: record.number, kind: record.class }));
    // The exact part: from the position of the first move judged exactly to the end.
    const firstExact = records.find((record) => record.exact);
    const exactFrom = firstExact === undefined ? undefined : firstExact.number - 1;
    const plot = { scores, best, marks, current, total: records.length, exactFrom, words: wordsOf(text) };
    return { plot, description: text.graphReview(marks.length) };
  }
  if (state.hints === null) return null;
  const { scores, total } = state.hints;
  const points = scores.filter((score) => score !== undefined).length;
  return { plot: { scores, current, total, words: wordsOf(text) }, description: text.graphDescription(points) };
}

/** The words drawn on the graph: its halves' labels and the exact part's. */
function wordsOf(text) {
  return { black: text.graphAhead[1], white: text.graphAhead[2], exact: text.graphExact };
}

/**
 * Attaches to `canvas`; returns `{ draw(plot), render(state) }`. A plot is `{ scores, best,
 * marks, current, total }`: `scores[i]` the value after move i or undefined, `best[i]`
 * (optional) the value the best move i would have given, `marks` (optional) `[{ move, kind }]`
 * the moves to mark ("mistake", "blunder" or "inaccuracy"), `current` the move shown,
 * `total` the moves of the whole line (those that can be redone included). `render` draws
 * a board's state (see `graphOf`). `onPick(move)` is called with the move under a click.
 */
export function createEvalGraph(canvas, { onPick } = {}) {
  const context = canvas.getContext('2d');
  let shown = { scores: [], current: 0, total: 0 };
  // The canvas's size in device pixels, as its ResizeObserver last reported it (0 while it is
  // hidden): painting never asks for layout, so a render of many boards forces none.
  let width = 0;
  let height = 0;

  /** Where the plot sits inside the canvas, in device pixels, and its scales. */
  function frame() {
    const ratio = window.devicePixelRatio || 1;
    const label = LABEL_PX * ratio;
    const left = Math.round(label * 2.6);
    const right = width - Math.round(label * 1.1);
    const top = Math.round(label * 0.9);
    const bottom = height - Math.round(label * 1.5);
    const steps = Math.max(MIN_MOVES, shown.total, shown.scores.length - 1);
    const known = [...shown.scores, ...(shown.best ?? [])].filter((score) => score !== undefined);
    const range = Math.max(MIN_RANGE, ...known.map(Math.abs));
    return {
      ratio,
      label,
      left,
      right,
      top,
      bottom,
      steps,
      range,
      xAt: (move) => left + (move / steps) * (right - left),
      yAt: (score) => (top + bottom) / 2 - (score / range) * ((bottom - top) / 2),
    };
  }

  function paint() {
    if (width === 0 || height === 0) return;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const style = getComputedStyle(canvas);
    const color = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    const f = frame();
    const zero = f.yAt(0);
    const points = shown.scores
      .map((score, move) => (score === undefined ? null : [f.xAt(move), f.yAt(score)]))
      .filter((point) => point !== null);

    context.clearRect(0, 0, width, height);
    if (shown.exactFrom !== undefined) paintExact(f, color('--graph-exact', 'rgba(47, 154, 98, 0.14)'));
    // The leading side's shading: the area between the line and zero, dark above, light below.
    if (points.length > 1) {
      for (const [clipTop, clipBottom, fill] of [
        [0, zero, color('--graph-black', 'rgba(0, 0, 0, 0.35)')],
        [zero, height, color('--graph-white', 'rgba(128, 128, 128, 0.25)')],
      ]) {
        context.save();
        context.beginPath();
        context.rect(f.left, clipTop, f.right - f.left, clipBottom - clipTop);
        context.clip();
        context.beginPath();
        context.moveTo(points[0][0], zero);
        for (const [x, y] of points) context.lineTo(x, y);
        context.lineTo(points[points.length - 1][0], zero);
        context.closePath();
        context.fillStyle = fill;
        context.fill();
        context.restore();
      }
    }
    // Zero line, scale and move numbers.
    const axis = color('--graph-axis', '#888');
    const text = color('--graph-text', '#555');
    context.fillStyle = axis;
    context.fillRect(f.left, Math.round(zero), f.right - f.left, Math.max(1, Math.round(f.ratio)));
    context.font = `${Math.round(f.label)}px system-ui, sans-serif`;
    context.fillStyle = text;
    context.textAlign = 'right';
    context.textBaseline = 'middle';
    const gap = f.label * 0.4;
    context.fillText(`+${f.range}`, f.left - gap, f.top);
    context.fillText('0', f.left - gap, zero);
    context.fillText(`−${f.range}`, f.left - gap, f.bottom);
    context.textAlign = 'center';
    context.textBaseline = 'top';
    const every = f.steps > 40 ? 20 : 10;
    for (let move = 0; move <= f.steps; move += every) {
      context.fillText(String(move), f.xAt(move), f.bottom + f.label * 0.35);
    }
    // Which side each half stands for, at its inner edge.
    if (shown.words !== undefined) {
      context.textAlign = 'left';
      context.textBaseline = 'top';
      context.fillText(shown.words.black, f.left + gap, f.top + gap * 0.5);
      context.textBaseline = 'bottom';
      context.fillText(shown.words.white, f.left + gap, f.bottom - gap * 0.5);
    }
    // The position shown.
    context.fillStyle = color('--graph-line', '#1f7a4a');
    context.fillRect(Math.round(f.xAt(shown.current)), f.top, Math.max(1, Math.round(f.ratio)), f.bottom - f.top);
    // The line and its points.
    context.strokeStyle = color('--graph-line', '#1f7a4a');
    context.lineWidth = 2 * f.ratio;
    context.beginPath();
    let drawing = false;
    shown.scores.forEach((score, move) => {
      if (score === undefined) {
        drawing = false;
        return;
      }
      if (drawing) context.lineTo(f.xAt(move), f.yAt(score));
      else context.moveTo(f.xAt(move), f.yAt(score));
      drawing = true;
    });
    context.stroke();
    context.fillStyle = color('--graph-line', '#1f7a4a');
    for (const [x, y] of points) {
      context.beginPath();
      context.arc(x, y, 2 * f.ratio, 0, Math.PI * 2);
      context.fill();
    }
    if (shown.best !== undefined) paintBest(f, color('--graph-best', '#555'));
    paintMarks(f, color('--graph-mark', '#c0392b'), color('--graph-notice', '#b8860b'));
  }

  /** The moves judged exactly, from the first to the end: a tinted band, labelled. */
  function paintExact(f, fill) {
    const from = f.xAt(shown.exactFrom);
    context.fillStyle = fill;
    context.fillRect(from, f.top, f.right - from, f.bottom - f.top);
    if (shown.words === undefined) return;
    context.fillStyle = getComputedStyle(canvas).getPropertyValue('--graph-text').trim() || '#555';
    context.font = `${Math.round(f.label)}px system-ui, sans-serif`;
    context.textAlign = 'right';
    context.textBaseline = 'top';
    context.fillText(shown.words.exact, f.right - f.label * 0.3, f.top + f.label * 0.2);
  }

  /** The best move's value at each move: a dashed line, from the position before it. */
  function paintBest(f, stroke) {
    context.save();
    context.strokeStyle = stroke;
    context.lineWidth = 1.5 * f.ratio;
    context.setLineDash([4 * f.ratio, 3 * f.ratio]);
    context.beginPath();
    shown.best.forEach((score, move) => {
      const before = shown.scores[move - 1];
      if (score === undefined || before === undefined) return;
      context.moveTo(f.xAt(move - 1), f.yAt(before));
      context.lineTo(f.xAt(move), f.yAt(score));
    });
    context.stroke();
    context.restore();
  }

  /** A ring on each costly move's point: red for mistakes and blunders, amber for the rest. */
  function paintMarks(f, severe, mild) {
    context.save();
    context.lineWidth = 2 * f.ratio;
    for (const { move, kind } of shown.marks ?? []) {
      const score = shown.scores[move];
      if (score === undefined) continue;
      context.strokeStyle = kind === 'inaccuracy' ? mild : severe;
      context.beginPath();
      context.arc(f.xAt(move), f.yAt(score), (kind === 'blunder' ? 5 : 4) * f.ratio, 0, Math.PI * 2);
      context.stroke();
    }
    context.restore();
  }

  new ResizeObserver(([entry]) => {
    const ratio = window.devicePixelRatio || 1;
    width = Math.round(entry.contentRect.width * ratio);
    height = Math.round(entry.contentRect.height * ratio);
    paint();
  }).observe(canvas);

  canvas.addEventListener('click', (event) => {
    if (onPick === undefined || width === 0) return;
    const box = canvas.getBoundingClientRect();
    const f = frame();
    const x = ((event.clientX - box.left) / box.width) * width;
    const move = Math.round(((x - f.left) / (f.right - f.left)) * f.steps);
    onPick(Math.max(0, Math.min(shown.total, move)));
  });

  // The slider's keys: the previous or next move, ten moves, the first or the last.
  const STEPS = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 };
  canvas.addEventListener('keydown', (event) => {
    if (onPick === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    let move;
    if (event.key in STEPS) move = shown.current + STEPS[event.key];
    else if (event.key === 'Home') move = 0;
    else if (event.key === 'End') move = shown.total;
    else return;
    event.preventDefault();
    const picked = Math.max(0, Math.min(shown.total, move));
    if (picked !== shown.current) onPick(picked);
  });

  function draw(next) {
    shown = next;
    paint();
  }

  return {
    draw,
    render(state) {
      const text = textFor(state.settings.lang);
      const graph = graphOf(state, text);
      if (graph === null) return;
      draw(graph.plot);
      const { current, total } = graph.plot;
      const here = state.review.here;
      canvas.setAttribute('aria-description', `${graph.description} ${text.graphKeys}`);
      canvas.setAttribute('aria-valuemin', '0');
      canvas.setAttribute('aria-valuemax', String(total));
      canvas.setAttribute('aria-valuenow', String(current));
      canvas.setAttribute(
        'aria-valuetext',
        text.graphAt(current, total) +
          (here === null ? '' : `: ${text.verdictLine(here, moveLabel(state, here.number - 1))}`),
      );
    },
  };
}
