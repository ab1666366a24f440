// The evaluation graph: a small canvas plotting, after each move of the game, the best hint
// score from black's point of view (above the middle line black is ahead). No chart library;
// it draws the series it is given and nothing else, at device resolution. Colours come from the
// canvas's CSS custom properties --graph-line, --graph-axis and --graph-fill.

const MOVES_SHOWN = 60;
const MIN_RANGE = 16; // the y axis spans at least ±16 discs

/** Attaches to `canvas`; returns `{ draw(scores) }`, scores[i] the value after move i or undefined. */
export function createEvalGraph(canvas) {
  const context = canvas.getContext('2d');
  let scores = [];
  // The canvas's size in device pixels, as its ResizeObserver last reported it (0 while it is
  // hidden): painting never asks for layout, so a render of many boards forces none.
  let width = 0;
  let height = 0;

  function paint() {
    if (width === 0 || height === 0) return;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ratio = window.devicePixelRatio || 1;
    const style = getComputedStyle(canvas);
    const color = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    const known = scores.filter((score) => score !== undefined);
    const range = Math.max(MIN_RANGE, ...known.map(Math.abs));
    const steps = Math.max(MOVES_SHOWN, scores.length - 1);
    const xAt = (move) => (move / steps) * (width - 2) + 1;
    const yAt = (score) => height / 2 - (score / range) * (height / 2 - 2);

    context.clearRect(0, 0, width, height);
    context.fillStyle = color('--graph-axis', '#888');
    context.fillRect(0, Math.round(height / 2), width, Math.max(1, Math.round(ratio)));
    context.strokeStyle = color('--graph-line', '#1f7a4a');
    context.fillStyle = color('--graph-fill', 'rgba(31, 122, 74, 0.25)');
    context.lineWidth = 2 * ratio;
    context.beginPath();
    let drawing = false;
    scores.forEach((score, move) => {
      if (score === undefined) {
        drawing = false;
        return;
      }
      if (drawing) context.lineTo(xAt(move), yAt(score));
      else context.moveTo(xAt(move), yAt(score));
      drawing = true;
    });
    context.stroke();
    scores.forEach((score, move) => {
      if (score === undefined) return;
      context.beginPath();
      context.arc(xAt(move), yAt(score), 2 * ratio, 0, Math.PI * 2);
      context.fill();
    });
  }

  new ResizeObserver(([entry]) => {
    const ratio = window.devicePixelRatio || 1;
    width = Math.round(entry.contentRect.width * ratio);
    height = Math.round(entry.contentRect.height * ratio);
    paint();
  }).observe(canvas);
  return {
    draw(next) {
      scores = next;
      paint();
    },
  };
}
