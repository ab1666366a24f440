// When each <reversi-board> does its heavy work, so that many boards on one page keep it
// responsive: the engine is fetched after the host page's first paint, and the boards'
// shadow DOMs are built one per task (reversi-board.js calls these).

/** Resolves to `value` in a later task, letting the browser handle what waits meanwhile. */
export const nextTask = (value) => new Promise((resolve) => setTimeout(resolve, 0, value));

/**
 * Resolves once the page has painted (a frame, then a task), or after 200 ms in a tab that
 * draws no frames (in the background): the engine's 200 KB start downloading after the host
 * page's first paint, not before it. Fetched earlier, they made Lighthouse's slow-phone
 * simulation count them before the page's largest paint whenever that paint came a little
 * late (3.0 s instead of 1.7 s, performance 93 instead of 99).
 */
let painted = null;
export function afterFirstPaint() {
  painted ??= new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
  return painted;
}

/**
 * Boards waiting to be built, built one per task: building a board's shadow DOM and the
 * browser's first style and layout of it take a few milliseconds, and twenty boards built
 * and laid out together held the main thread for over 100 ms. The page's first board is
 * built at once, so that the first paint after it is defined shows its panel and what the
 * host slotted into it: waiting a task, that paint sometimes showed only the placeholder,
 * and the host's largest text (the full page's settings line) painted a frame later, which
 * Lighthouse counted as a largest paint 1.3 s later on a slow phone (92 against 99).
 */
const unbuilt = [];
let firstBuilt = false;
export function buildInTurn(build) {
  if (!firstBuilt) {
    firstBuilt = true;
    build();
    return;
  }
  unbuilt.push(build);
  if (unbuilt.length === 1) setTimeout(buildNext, 0);
}
function buildNext() {
  const root = unbuilt.shift()();
  // Laid out now, in this task, rather than with all the others at the next frame.
  void root.offsetHeight;
  if (unbuilt.length > 0) setTimeout(buildNext, 0);
}
