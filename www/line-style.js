// The look of a <reversi-board>'s lines (adopted with board-style.js, whose colours it uses,
// light and dark): the row of a variation shown and its button back to the game, the row of
// what was replaced and its Undo (line-view.js), the message that a move starts a variation
// (panel-view.js), and in the moves box (moves-view.js) the
// passes, the moves after the position shown, where the variation leaves the game, and the
// variation's own line.

export const lineStyle = new CSSStyleSheet();
lineStyle.replaceSync(`
.line-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.4rem;
  box-sizing: border-box;
  min-height: 2.5rem;
  margin: 0;
  padding: 0.3rem 0.3rem 0.3rem 0.6rem;
  border-radius: 8px;
  font-size: 0.85rem;
}

.line-words {
  font-weight: 600;
}

.line-row[hidden] {
  display: none;
}

/* Held for a game that is being set up: the place is kept, nothing is seen yet. */
.line-row.is-reserved {
  visibility: hidden;
}

.variation-bar {
  background: var(--result-bg);
  color: var(--result-fg);
  border-inline-start: 4px solid var(--accent);
  padding-inline-start: 0.45rem;
}

.replaced-bar {
  background: var(--notice-bg);
  color: var(--notice-fg);
}

/* "Move 16 of 60: a move here starts a variation", in the message line's one line. */
.message.is-branch {
  font-size: 0.85rem;
}

/* "pass" after the move that left the other side without one: drawn, never copied. */
.moves span[data-pass] {
  display: inline-flex;
  align-items: baseline;
}

.moves span[data-pass]::after {
  order: 1;
}

.moves .pass {
  order: 2;
  margin-inline: 0.3em;
  font-family: system-ui, sans-serif;
  font-size: 0.8em;
  color: var(--muted);
}

.moves .pass::before {
  content: attr(data-word);
}

.moves span[data-move],
.moves span[data-variation-move] {
  cursor: pointer;
  border-radius: 3px;
}

/* The moves after the position shown, or off the line shown. */
.moves span[data-ahead] {
  color: var(--muted);
}

/* Where the variation leaves the game's own line. */
.moves span[data-branch] {
  box-shadow: inset 3px 0 0 var(--accent);
  padding-inline-start: 4px;
}

.variation-line {
  margin: 0.4rem 0 0;
}

.variation-line[hidden] {
  display: none;
}

.variation-label {
  color: var(--muted);
  font-weight: 600;
}

.variation-moves {
  user-select: text;
}

.variation-moves span {
  margin-inline-end: 0.2em;
}

.variation-line .button {
  margin-inline-start: 0.25rem;
}

.variation-line .button[hidden] {
  display: none;
}
`);
