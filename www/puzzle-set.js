// The project's puzzle set (www/puzzles.obf, made by `reversi puzzles` from the engine's own
// games): fetched once, read into the positions the element's `board` attribute takes, and
// the puzzle of the day, the same for everyone on a given (UTC) day.

const MS_PER_DAY = 86_400_000;
/** Consecutive days step through the set this far apart (prime to its size), so that a
 *  week of puzzles mixes the set's easy and hard ones, which it lists in order. */
const DAY_STRIDE = 97;

let loading = null;

/**
 * Resolves to the puzzles: `[{ board, empties, difficulty }]`, `board` as the element's
 * attribute (64 squares, a space, the side to move), `difficulty` 1-5 as the file grades it.
 * A failed fetch rejects, and the next call tries again.
 */
export function loadPuzzles() {
  loading ??= fetch(new URL('./puzzles.obf', import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    })
    .then(readPuzzles)
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The puzzles of an OBF text: its position lines, comments (%) skipped. */
export function readPuzzles(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('%'))
    .map((line) => {
      const board = line.split(';')[0].trim();
      const grade = /difficulty (\d)/.exec(line);
      return {
        board,
        empties: (board.match(/-/g) ?? []).length,
        difficulty: grade === null ? null : Number(grade[1]),
      };
    });
}

/** The index of the puzzle of the day of `date` among `count` puzzles. */
export function puzzleOfTheDay(count, date = new Date()) {
  const day = Math.floor(date.getTime() / MS_PER_DAY);
  return (day * DAY_STRIDE) % count;
}
