// A board's position editor (mode "edit"), without a DOM: the discs a person places and
// removes, the side to move, and the position as OBF text (64 squares a1→h8 of X, O or -,
// a space and the side, such as "---------------------------OX------XO--------------------------- X").
// Whether a position can start a game (an empty square left, the four centre squares
// taken) is the engine's to say (`setup_position`, src/obf.rs); this holds no rules.
// board-controller.js holds one and puts its `state()` into the board's state.

const LETTERS = { 0: '-', 1: 'X', 2: 'O' };
const DISCS = { X: 1, O: 2, '-': 0 };
/** The standard start: white d4 and e5, black e4 and d5. */
export const START_BOARD = `${'-'.repeat(27)}OX${'-'.repeat(6)}XO${'-'.repeat(27)} X`;

/** The cells (64, 0 empty, 1 black, 2 white) and side (1 | 2) of a checked board string. */
function parseBoard(board) {
  const cells = Uint8Array.from(board.slice(0, 64), (letter) => DISCS[letter]);
  return { cells, side: board.trim().at(-1) === 'O' ? 2 : 1 };
}

export class BoardEditor {
  #cells = parseBoard(START_BOARD).cells;
  #side = 1;
  #check; // the engine's setup_position: (text) => board string, or throws with a code

  /** `check(text)`: the engine's `setup_position`. */
  constructor(check) {
    this.#check = check;
  }

  /** Starts editing `board` (a board string such as a snapshot's `board`). */
  begin(board) {
    ({ cells: this.#cells, side: this.#side } = parseBoard(board));
  }

  /** The disc on `square` after a click: empty → black → white → empty. Returns the new disc. */
  cycle(square) {
    return this.set(square, (this.#cells[square] + 1) % 3);
  }

  /** Puts `disc` (0 empty, 1 black, 2 white) on `square`. Returns it. */
  set(square, disc) {
    this.#cells[square] = disc;
    return disc;
  }

  /** The side to move: 1 black, 2 white. */
  get side() {
    return this.#side;
  }

  set side(side) {
    this.#side = side === 2 ? 2 : 1;
  }

  /** Swaps the colours of every disc and the side to move. */
  swapColours() {
    this.#cells = this.#cells.map((disc) => (disc === 0 ? 0 : 3 - disc));
    this.#side = 3 - this.#side;
  }

  /** Empties every square; the side to move stays. */
  clear() {
    this.#cells = new Uint8Array(64);
  }

  /** The standard start, black to move. */
  reset() {
    this.begin(START_BOARD);
  }

  /** The position as OBF: the 64 squares, a space and the side to move. */
  obf() {
    return `${Array.from(this.#cells, (disc) => LETTERS[disc]).join('')} ${LETTERS[this.#side]}`;
  }

  /**
   * Replaces the position with `text` (OBF: a board string, perhaps with its `;` and
   * scored moves) when it is one a game can start from; else throws the engine's Error
   * (with its `code`) and nothing changes.
   */
  load(text) {
    this.begin(this.#check(String(text)));
  }

  /** The position as a board string a game can start from; throws the engine's Error if none. */
  position() {
    return this.#check(this.obf());
  }

  /**
   * What the view draws: `{ cells, side, black, white, empties, obf, problem }`, `problem`
   * the engine's Error when the position cannot start a game (else null).
   */
  state() {
    let problem = null;
    try {
      this.position();
    } catch (error) {
      problem = error;
    }
    const count = (disc) => this.#cells.filter((cell) => cell === disc).length;
    return {
      cells: Uint8Array.from(this.#cells),
      side: this.#side,
      black: count(1),
      white: count(2),
      empties: count(0),
      obf: this.obf(),
      problem,
    };
  }
}
