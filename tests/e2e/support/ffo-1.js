// FFO #1, the demo's puzzle, read from the repository's copy of the suite: its position (OBF
// board and side) and the exact score of each of its moves, as the suite gives them.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [position, ...scores] = fs
  .readFileSync(path.join(here, '../../data/fforum-1-19.obf'), 'utf8')
  .split('\n')[0]
  .split(';')
  .map((field) => field.trim())
  .filter((field) => field !== '');

/** FFO #1 as OBF: 64 squares, a space, the side to move. */
export const FFO_1 = position;

/**
 * The exact score of move `name` (such as "g8") in FFO #1, for the side to move.
 * Example: `ffoScore('g8')` is the puzzle's best result.
 */
export function ffoScore(name) {
  const field = scores.find((entry) => entry.startsWith(`${name.toUpperCase()}:`));
  return Number(field.split(':')[1]);
}
