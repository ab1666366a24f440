// <reversi-board>'s look, one stylesheet shared by every board's shadow root (adopted, not
// linked: it applies the moment a board is built, so no board is ever laid out unstyled, and
// twenty boards share one parsed sheet). Host CSS cannot reach in, nor this out: the
// board in a dark green frame with its a-h / 1-8 labels, a side panel (scores, turn, notices,
// buttons, evaluation graph, moves) that wraps under the board when the element is narrow.
// Light and dark themes (theme attribute, else prefers-color-scheme). Hosts may set
// --reversi-board-size (or the size attribute) for the board's side.

/** The dark theme's colours, set by two rules below (an attribute, or the system's choice). */
const DARK_PALETTE = `
  --bg: #141917;
  --fg: #e7ece9;
  --muted: #9aa8a0;
  --panel: #1d2421;
  --panel-border: #2f3a35;
  --frame: #0c2f1d;
  --frame-label: #a9cdb5;
  --accent: #2f9a62;
  --notice-bg: #3d3212;
  --notice-fg: #ffe08a;
  --result-bg: #173a26;
  --result-fg: #bdf0cf;
  --error-bg: #4a1c19;
  --error-fg: #ffc9c4;
  color-scheme: dark;
`.slice(1);

export const boardStyle = new CSSStyleSheet();
boardStyle.replaceSync(`
:host {
  display: block;
  container-type: inline-size;
  --bg: #f1efe8;
  --fg: #1d2320;
  --muted: #5b6660;
  --panel: #ffffff;
  --panel-border: #dcd8cc;
  --frame: #12452b;
  --frame-label: #cfe6d6;
  --accent: #1f7a4a;
  --accent-fg: #ffffff;
  /* The main button's colour in both themes: white on it keeps 5.3:1 (the dark theme's
     brighter accent would give 3.5:1). */
  --button-bg: #1f7a4a;
  --notice-bg: #fff3cd;
  --notice-fg: #6b4e00;
  --result-bg: #e3f3e8;
  --result-fg: #124a2a;
  --error-bg: #fde2e1;
  --error-fg: #8a1c14;
  color-scheme: light;
}

/* The dark palette: for theme="dark", and for theme="auto" (or none) in a dark system. */
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light" i])) {
${DARK_PALETTE}  }
}

:host([theme="dark" i]) {
${DARK_PALETTE}}

* {
  box-sizing: border-box;
}

/* The panel's height when a game starts (measured at a phone's width). By default (the
   controls attribute absent, or "buttons"): scores, turn, message line and buttons; a puzzle's
   task takes two lines; the editor adds its own controls. With controls="none", no
   buttons. With any other controls: moves and the paste form as well (a replay has no form).
   Hints, where the controls show the graph, add the graph under the board (--panel-hints, its
   gap included). With the board's side it fixes the element's height before anything is
   drawn (the placeholder below, and reversi-board.css for the host page before this script
   arrives). */
:host {
  --panel-start: 12.05rem;
  --panel-hints: 0rem;
}

:host([mode="replay" i]),
:host([readonly]) {
  --panel-start: 11.9125rem;
}

:host([mode="puzzle" i]) {
  --panel-start: 13.5875rem;
}

:host([controls="none" i]) {
  --panel-start: 8.775rem;
}

:host([controls]:not([controls="none" i]):not([controls="buttons" i])) {
  --panel-start: 20.125rem;
}

:host([controls]:not([controls="none" i]):not([controls="buttons" i])[mode="replay" i]),
:host([controls]:not([controls="none" i]):not([controls="buttons" i])[readonly]) {
  --panel-start: 16.1875rem;
}

:host([hints="on" i][controls~="graph" i]),
:host([hints="on" i][controls~="all" i]) {
  --panel-hints: 10.3625rem;
}

:host([mode="edit" i]) {
  --panel-start: 29.25rem;
  --panel-hints: 0rem;
}

.root,
.placeholder {
  --label: 1.4rem;
  --board: min(var(--reversi-board-size, 30rem), calc(100cqi - 2 * var(--label)));
}

:host([coordinates="off" i]) .placeholder {
  --label: 0.6rem;
}

/* Holds the board's box until it is built (boards are built one per task): the frame's side
   and the graph under it, plus the panel under them when they do not fit side by side (the
   panel wraps when the frame, the 1rem gap and its 20rem basis exceed the width: the clamp is
   a step there), or the panel beside them when that is taller. */
.placeholder {
  --frame-side: calc(var(--board) + 2 * var(--label));
  --panel: var(--panel-start);
  height: max(
    calc(
      var(--frame-side) + var(--panel-hints) +
        clamp(0px, (var(--frame-side) + 21rem - 100cqi) * 1000, 1rem + var(--panel))
    ),
    var(--panel)
  );
}

.root {
  font-size: 1rem;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Hiragino Sans",
    "Noto Sans CJK JP", Arial, sans-serif;
  color: var(--fg);
  line-height: 1.4;
}

.root.no-coordinates {
  --label: 0.6rem;
}

.no-coordinates .files,
.no-coordinates .ranks {
  visibility: hidden;
}

.config-error {
  margin: 0 0 0.75rem;
  padding: 0.6rem 0.75rem;
  border-radius: 8px;
  background: var(--error-bg);
  color: var(--error-fg);
  font-weight: 600;
}

.config-error:empty {
  display: none;
}

.layout {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: center;
  gap: 1rem;
}

/* The board's column: the frame, then a review's verdict and the graph, as wide as the frame. */
.board-column {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: calc(var(--board) + 2 * var(--label));
  max-width: 100%;
}

/* The verdict on the move played from the position shown: "18. c3? loses 6 — best b4 (exact)". */
.review-verdict {
  display: none;
  margin: 0;
  padding: 0.45rem 0.7rem;
  border-radius: 8px;
  background: var(--panel);
  border: 1px solid var(--panel-border);
  font-weight: 600;
}

.has-review .review-verdict {
  display: block;
}

/* No move picked yet: how to pick one, in the muted words of a hint. */
.review-verdict.is-prompt {
  font-weight: 400;
  font-size: 0.9rem;
  color: var(--muted);
}

/* The board: a 3x3 grid, labels top and left, an equal empty gutter right and bottom. */
.board-frame {
  display: grid;
  grid-template-columns: var(--label) var(--board) var(--label);
  grid-template-rows: var(--label) var(--board) var(--label);
  background: var(--frame);
  border-radius: 14px;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25), inset 0 1px 0 rgba(255, 255, 255, 0.08);
}

.files,
.ranks {
  display: grid;
  color: var(--frame-label);
  font-size: 0.8rem;
  font-weight: 600;
  place-items: center;
  user-select: none;
}

.files {
  grid-column: 2;
  grid-row: 1;
  grid-template-columns: repeat(8, 1fr);
}

.ranks {
  grid-column: 1;
  grid-row: 2;
  grid-template-rows: repeat(8, 1fr);
}

#board {
  grid-column: 2;
  grid-row: 2;
  display: block;
  width: var(--board);
  height: var(--board);
  border-radius: 3px;
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
}

#board:focus-visible {
  outline: 3px solid #ffd54a;
  outline-offset: 3px;
}

:host([data-status="thinking"]) #board,
:host([data-status="over"]) #board,
.is-readonly #board {
  cursor: default;
}

.panel {
  flex: 0 1 20rem;
  min-width: min(100%, 15rem);
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
}

.scores {
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
}

.score-card {
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.5rem;
  padding: 0.6rem 0.75rem;
  background: var(--panel);
  border: 2px solid var(--panel-border);
  border-radius: 10px;
  transition: border-color 0.2s, box-shadow 0.2s;
}

.score-card.is-turn {
  border-color: var(--accent);
  box-shadow: 0 0 0 3px rgba(47, 154, 98, 0.2);
}

.disc {
  width: 1.4rem;
  height: 1.4rem;
  border-radius: 50%;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
}

.disc-black {
  background: radial-gradient(circle at 35% 30%, #6e6e6e, #1c1c1c 55%, #050505);
}

.disc-white {
  background: radial-gradient(circle at 35% 30%, #ffffff, #ececec 55%, #b8b8b8);
}

.score-name {
  font-weight: 600;
  line-height: 1.15;
}

.role {
  display: block;
  font-size: 0.75rem;
  font-weight: 400;
  color: var(--muted);
  /* "コンピュータ" is one word: never broken over two lines. */
  white-space: nowrap;
}

.score-count {
  font-size: 1.6rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
}

/* The turn, then one message line: the four messages share one grid cell of one fixed
   height, and only the most important one shows (see #render), so that a pass notice, the
   computer thinking or the result never moves what is below, and the line is never empty. */
.status {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.4rem;
}

.status p {
  margin: 0;
}

.turn {
  font-size: 1.1rem;
  font-weight: 600;
}

.message {
  grid-area: 2 / 1;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  box-sizing: border-box;
  min-height: 2.4rem;
  padding: 0.2rem 0.75rem;
  border-radius: 8px;
  visibility: hidden;
}

.message.is-shown {
  visibility: visible;
}

.last-move,
.thinking {
  padding-inline: 0;
  color: var(--muted);
}

.spinner {
  flex: none;
  width: 0.9rem;
  height: 0.9rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: spin 0.8s linear infinite;
}

@keyframes spin {
  to {
    transform: rotate(360deg);
  }
}

@media (prefers-reduced-motion: reduce) {
  .spinner {
    animation: none;
  }

  .score-card {
    transition: none;
  }
}

.import-message:empty {
  display: none;
}

.notice {
  background: var(--notice-bg);
  color: var(--notice-fg);
  font-weight: 600;
}

.result {
  background: var(--result-bg);
  color: var(--result-fg);
  font-size: 1.1rem;
  font-weight: 700;
}

.toolbar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
}

.toolbar .button {
  flex: 1 1 auto;
  /* Tighter than other buttons: the three (or, replaying, four) share one row in either
     language at the panel's width. */
  padding-inline: 0.5rem;
}

.is-replay .toolbar .button {
  padding-inline: 0.35rem;
  font-size: 0.9rem;
}

/* A board narrower than a small phone's screen: smaller buttons still share one row. */
@container (max-width: 340px) {
  .toolbar .button,
  .is-replay .toolbar .button {
    padding-inline: 0.3rem;
    font-size: 0.8rem;
  }
}

.replay-only,
.is-replay .play-only,
.is-readonly .play-only,
.graph-box {
  display: none;
}

.is-replay .replay-only {
  display: inline-block;
}

.has-hints .graph-box,
.has-review .graph-box {
  display: block;
}

/* A puzzle: its own two buttons in place of the game's, and nothing to import. */
.puzzle-only,
.is-puzzle .game-toolbar,
.is-puzzle .play-only {
  display: none;
}

.is-puzzle .puzzle-only {
  display: flex;
}

/* The review: a button when a game can be reviewed, a progress bar while it runs, then each
   side's summary (and the graph, the marks in the moves). */
.review-box,
.review-progress,
.review-cancel,
.is-reviewing .review-start,
.has-review .review-start {
  display: none;
}

.can-review .review-box,
.is-reviewing .review-box,
.has-review:not(.is-puzzle) .review-box {
  display: block;
}

.is-reviewing .review-progress,
.is-reviewing .review-cancel {
  display: inline-block;
}

.review-row {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}

.review-progress {
  flex: 1;
  min-width: 0;
  height: 0.6rem;
  accent-color: var(--accent);
}

.review-summary {
  margin: 0.35rem 0 0;
  white-space: pre-line;
  font-size: 0.85rem;
  color: var(--muted);
}

.review-summary:empty {
  display: none;
}

.button {
  font: inherit;
  font-weight: 600;
  padding: 0.5rem 0.8rem;
  border: 0;
  border-radius: 8px;
  background: var(--button-bg);
  color: var(--accent-fg);
  cursor: pointer;
  white-space: nowrap;
}

.button.secondary {
  background: var(--panel);
  color: var(--fg);
  border: 1px solid var(--panel-border);
}

.button.small {
  padding: 0.3rem 0.6rem;
  font-size: 0.85rem;
}

.button:hover:not(:disabled) {
  filter: brightness(1.08);
}

.button:disabled {
  opacity: 0.45;
  cursor: default;
}

.button:focus-visible,
input:focus-visible {
  outline: 3px solid #ffd54a;
  outline-offset: 2px;
}

.box-heading {
  margin: 0 0 0.35rem;
  font-size: 0.9rem;
  font-weight: 600;
  color: var(--muted);
}

.graph {
  display: block;
  width: 100%;
  height: 8rem;
  background: var(--panel);
  border: 1px solid var(--panel-border);
  border-radius: 8px;
  cursor: pointer;
  --graph-line: var(--accent);
  --graph-axis: var(--muted);
  --graph-text: var(--muted);
  --graph-black: rgba(0, 0, 0, 0.35);
  --graph-white: rgba(150, 150, 150, 0.3);
  --graph-best: var(--fg);
  --graph-mark: #d9412f;
  --graph-notice: #c98a00;
  --graph-exact: rgba(47, 154, 98, 0.14);
}

.graph:focus-visible {
  outline: 3px solid #ffd54a;
  outline-offset: 2px;
}

.moves-box {
  font-size: 0.9rem;
}

.move-count {
  font-variant-numeric: tabular-nums;
}

/* One line whatever the opening's name: a long one is cut short, never wrapped. */
.moves-heading {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}

.moves-row {
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
}

.moves {
  flex: 1;
  min-width: 0;
  min-height: 1.4em;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  user-select: all;
}

/* One move per block: a long transcript wraps between moves only. */
.moves span {
  display: inline-block;
}

/* Each move's number, drawn (never copied): "1." before black's move, "5…" before a white
   move that answers none. */
.moves span[data-number]::before {
  content: attr(data-number);
  color: var(--muted);
  font-family: system-ui, sans-serif;
  font-size: 0.85em;
  margin-inline: 0.35em 0.25em;
}

/* A judged move: underlined solid when judged exactly, dotted when estimated. */
.moves span[data-judged] {
  text-decoration-line: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: 3px;
}

.moves span[data-judged="estimated"] {
  text-decoration-style: dotted;
}

.moves-legend {
  margin: 0.4rem 0 0;
  font-size: 0.8rem;
  color: var(--muted);
}

.moves-legend:empty {
  display: none;
}

/* After a review: a move can be clicked to show its position, and the costly ones are
   marked as annotators do (?! inaccuracy, ? mistake, ?? blunder), in colour and in text. */
.has-review .moves {
  user-select: text;
}

.has-review .moves span {
  cursor: pointer;
  border-radius: 3px;
  margin-inline-end: 0.2em;
}

.moves span.is-shown {
  outline: 2px solid var(--accent);
}

.moves .mark-inaccuracy::after,
.moves .mark-mistake::after,
.moves .mark-blunder::after {
  font-weight: 700;
}

.moves .mark-inaccuracy::after {
  content: "?!";
  color: var(--notice-fg);
}

.moves .mark-mistake::after {
  content: "?";
  color: var(--error-fg);
}

.moves .mark-blunder::after {
  content: "??";
  color: var(--error-fg);
}

.moves .mark-mistake,
.moves .mark-blunder {
  background: var(--error-bg);
}

.moves .mark-inaccuracy {
  background: var(--notice-bg);
}

.import {
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
  margin-top: 0.5rem;
}

.import-label {
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  color: var(--muted);
  font-size: 0.8rem;
}

.import-label input {
  font: inherit;
  font-size: 0.9rem;
  min-width: 0;
  padding: 0.3rem 0.4rem;
  border: 1px solid var(--panel-border);
  border-radius: 6px;
  background: var(--bg);
  color: var(--fg);
}

.import-message {
  margin: 0.4rem 0 0;
  color: var(--muted);
}

.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
}
/* The position editor (mode "edit"): shown in place of the game's buttons, review and moves. */
.edit-only,
.is-editing .game-toolbar,
.is-editing .puzzle-only,
.is-editing .review-box,
.is-editing .moves-box,
.is-editing .graph-box,
.is-editing .line-row {
  display: none;
}

.is-editing .editor-box {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
}

.editor-side {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  border: 0;
}

.editor-side legend {
  float: left;
  padding: 0;
  margin-inline-end: 0.25rem;
  font-weight: 600;
}

.editor-choice {
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 2rem;
}

.editor-choice input {
  width: 1.1rem;
  height: 1.1rem;
  margin: 0;
  accent-color: var(--accent);
}

.editor-box .import {
  flex-wrap: wrap;
  margin-top: 0;
}

.editor-box .import-label {
  flex-basis: 100%;
}

.editor-box .import-label input {
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 0.8rem;
}

.editor-box .import-message {
  margin: 0;
}

/* The parts the controls attribute leaves out (board-options.js, CONTROL_PARTS). Last, so
   that they win over the mode's own rules above. */
.root.hide-buttons .game-toolbar,
.root.hide-buttons .puzzle-only,
.root.hide-graph .graph-box,
.root.hide-review .review-box,
.root.hide-moves .moves-heading,
.root.hide-moves .moves,
.root.hide-moves.hide-paste .moves-box,
.root.hide-paste #copy,
.root.hide-paste .moves-box .import,
.root.hide-paste .moves-box .import-message,
.root.hide-settings slot[name="settings"] {
  display: none;
}

.root.hide-moves .moves-row {
  justify-content: flex-end;
}
`);
