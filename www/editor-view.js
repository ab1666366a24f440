// The position editor's controls in a <reversi-board>'s panel (mode "edit"), drawn from the
// board's state (board-state.js's `editor`) and nothing else: the side to move, swap colours,
// clear, the start position, play the computer, two players or analyse from the position, and
// its OBF text, to paste a position into or copy one from. Each control calls the board's
// editor (board-editor.js, through the controller) or the board's own actions; a position
// that cannot start a game, or pasted text that is not one, is refused with the engine's
// reason, and nothing changes.

import { attachCopyButton } from './board-controls.js';
import { refusalText } from './i18n.js';

/** Writes the editor's fixed words in `text`'s language. */
export function applyEditorWords(dom, text) {
  dom.editorSideLegend.textContent = text.editorSide;
  dom.sideBlackLabel.textContent = text.colors[1];
  dom.sideWhiteLabel.textContent = text.colors[2];
  dom.editSwap.textContent = text.editSwap;
  dom.editClear.textContent = text.editClear;
  dom.editStart.textContent = text.editStart;
  dom.editComputer.textContent = text.editComputer;
  dom.editHuman.textContent = text.editHuman;
  dom.editAnalyse.textContent = text.editAnalyse;
  dom.editObfLabel.textContent = text.editObfLabel;
  dom.editLoad.textContent = text.load;
  dom.editCopy.textContent = text.copy;
}

/**
 * Listens on the shadow DOM's elements `dom` (by camel-cased id). `board` gives
 * `controller()` (the GameController, or null while loading), `text()`, `lang()`,
 * `announce(sentence)` and `play(mode, hints)` (starts a game from the edited position;
 * returns the refusal's Error, or null). Returns `{ render(state) }`.
 */
export function createEditorView(dom, board) {
  /** Changes the position with `change(editor, text)`, which returns what to say. */
  function change(change) {
    const controller = board.controller();
    if (controller === null || !controller.editing || controller.isReadonly()) return;
    dom.editorMessage.textContent = '';
    controller.edited(change(controller.editor, board.text()));
  }

  for (const input of [dom.sideBlack, dom.sideWhite]) {
    input.addEventListener('change', () =>
      change((editor, text) => {
        editor.side = Number(input.value);
        return text.sideSet(text.colors[editor.side]);
      }),
    );
  }
  dom.editSwap.addEventListener('click', () =>
    change((editor, text) => {
      editor.swapColours();
      return text.swapped;
    }),
  );
  dom.editClear.addEventListener('click', () =>
    change((editor, text) => {
      editor.clear();
      return text.cleared;
    }),
  );
  dom.editStart.addEventListener('click', () =>
    change((editor, text) => {
      editor.reset();
      return text.startSet;
    }),
  );

  const play = (mode, hints) => {
    const refused = board.play(mode, hints);
    if (refused === null) return;
    const sentence = board.text().setupRefused(refusalText(board.lang(), refused));
    dom.editorMessage.textContent = sentence;
    board.announce(sentence);
  };
  dom.editComputer.addEventListener('click', () => play('computer', false));
  dom.editHuman.addEventListener('click', () => play('human', false));
  dom.editAnalyse.addEventListener('click', () => play('human', true));

  dom.editImport.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = dom.editObf.value.trim();
    try {
      change((editor, text) => {
        editor.load(value);
        return text.positionLoaded;
      });
      dom.editorMessage.textContent = board.text().positionLoaded;
    } catch (error) {
      const sentence = board.text().badPosition(refusalText(board.lang(), error));
      dom.editorMessage.textContent = sentence;
      board.announce(sentence);
    }
  });

  attachCopyButton(dom.editCopy, dom.editorMessage, board, () => {
    const obf = board.controller()?.editor.obf();
    return obf === undefined ? undefined : `${obf};`;
  });

  function render(state) {
    const { editor } = state;
    if (editor === null) {
      dom.editorMessage.textContent = '';
      return;
    }
    dom.sideBlack.checked = editor.side === 1;
    dom.sideWhite.checked = editor.side === 2;
    // The text being typed or pasted is left alone; otherwise it follows the position.
    if (dom.root.getRootNode().activeElement !== dom.editObf) dom.editObf.value = `${editor.obf};`;
  }

  return { render };
}
