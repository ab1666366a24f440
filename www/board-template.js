// The markup inside each <reversi-board>'s shadow root: the board's column (the board frame,
// a-h / 1-8 labels around the canvas; under it a review's verdict on the move shown and the
// evaluation graph, as wide as the board), the side panel (scores, the turn and one message
// line: the last move, the computer thinking, a notice or the result, undo/redo/new game or a
// puzzle's retry and solution, the position editor of mode "edit" (the side to move, swap,
// clear, the start, play or analyse from the position, and its OBF text to paste or copy), a
// slot for the host's own controls, the review's button, progress and summary, the moves with
// the opening's name and the review's legend, copy and import)
// and the live region. Static markup only: no inline styles, no handlers; the look is
// board-style.js. No headings and no landmarks: the board cannot know the heading levels of the page it is
// put in, and three boards would make three landmarks of one name.

const FILES = 'abcdefgh';

export function createTemplate() {
  const template = document.createElement('template');
  template.innerHTML = `
<div class="root" part="root">
  <p id="config-error" class="config-error" role="alert"></p>
  <div class="layout">
    <div class="board-column">
    <div id="frame" class="board-frame">
      <div class="files" aria-hidden="true">${[...FILES].map((file) => `<span>${file}</span>`).join('')}</div>
      <div class="ranks" aria-hidden="true">${[1, 2, 3, 4, 5, 6, 7, 8].map((rank) => `<span>${rank}</span>`).join('')}</div>
      <canvas id="board" width="480" height="480" tabindex="0" role="img" aria-describedby="board-description"></canvas>
    </div>
    <p id="verdict" class="review-verdict"></p>
    <div class="graph-box">
      <p id="graph-heading" class="box-heading"></p>
      <canvas id="graph" class="graph" tabindex="0" role="slider" aria-orientation="horizontal"></canvas>
    </div>
    </div>
    <div class="panel" part="panel">
      <div class="scores">
        <div id="card-black" class="score-card">
          <span class="disc disc-black" aria-hidden="true"></span>
          <span class="score-name"><span id="name-black"></span> <span id="role-black" class="role"></span></span>
          <span id="score-black" class="score-count">2</span>
        </div>
        <div id="card-white" class="score-card">
          <span class="disc disc-white" aria-hidden="true"></span>
          <span class="score-name"><span id="name-white"></span> <span id="role-white" class="role"></span></span>
          <span id="score-white" class="score-count">2</span>
        </div>
      </div>
      <div class="status">
        <p id="turn" class="turn"></p>
        <p id="last-move" class="message last-move"></p>
        <p id="thinking" class="message thinking"><span class="spinner" aria-hidden="true"></span><span id="thinking-text"></span></p>
        <p id="notice" class="message notice"></p>
        <p id="result" class="message result"></p>
      </div>
      <div class="toolbar game-toolbar">
        <button id="first" type="button" class="button secondary replay-only"></button>
        <button id="undo" type="button" class="button secondary"></button>
        <button id="redo" type="button" class="button secondary"></button>
        <button id="last" type="button" class="button secondary replay-only"></button>
        <button id="new-game" type="button" class="button play-only"></button>
      </div>
      <div id="editor" class="editor-box edit-only">
        <fieldset class="editor-side">
          <legend id="editor-side-legend"></legend>
          <label class="editor-choice"><input id="side-black" type="radio" name="side" value="1"> <span id="side-black-label"></span></label>
          <label class="editor-choice"><input id="side-white" type="radio" name="side" value="2"> <span id="side-white-label"></span></label>
        </fieldset>
        <div class="toolbar editor-toolbar">
          <button id="edit-swap" type="button" class="button secondary"></button>
          <button id="edit-clear" type="button" class="button secondary"></button>
          <button id="edit-start" type="button" class="button secondary"></button>
        </div>
        <div class="toolbar editor-toolbar">
          <button id="edit-computer" type="button" class="button"></button>
          <button id="edit-human" type="button" class="button"></button>
          <button id="edit-analyse" type="button" class="button"></button>
        </div>
        <form id="edit-import" class="import">
          <label class="import-label"><span id="edit-obf-label"></span>
            <input id="edit-obf" name="position" type="text" autocomplete="off" spellcheck="false">
          </label>
          <button id="edit-load" type="submit" class="button secondary small"></button>
          <button id="edit-copy" type="button" class="button secondary small"></button>
        </form>
        <p id="editor-message" class="import-message" role="status"></p>
      </div>
      <div class="toolbar puzzle-only">
        <button id="retry" type="button" class="button secondary"></button>
        <button id="solution" type="button" class="button secondary"></button>
      </div>
      <slot name="settings"></slot>
      <div class="review-box">
        <div class="review-row">
          <button id="review" type="button" class="button secondary small review-start"></button>
          <progress id="review-progress" class="review-progress" max="1" value="0"></progress>
          <button id="review-cancel" type="button" class="button secondary small review-cancel"></button>
        </div>
        <p id="review-summary" class="review-summary"></p>
      </div>
      <div class="moves-box">
        <p class="box-heading moves-heading"><span id="moves-heading"></span> <span id="move-count" class="move-count">0</span> <span id="opening" class="opening"></span></p>
        <div class="moves-row">
          <output id="moves" class="moves"></output>
          <button id="copy" type="button" class="button secondary small"></button>
        </div>
        <p id="moves-legend" class="moves-legend"></p>
        <form id="import" class="import play-only">
          <label class="import-label"><span id="import-label"></span>
            <input id="import-text" name="moves" type="text" autocomplete="off" spellcheck="false">
          </label>
          <button id="import-button" type="submit" class="button secondary small"></button>
        </form>
        <p id="import-message" class="import-message" role="status"></p>
      </div>
    </div>
  </div>
  <p id="board-description" class="visually-hidden"></p>
  <div id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true"></div>
</div>`;
  return template;
}
