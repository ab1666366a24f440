// Writes the engine's level table into the built page: run by scripts/build.sh once the wasm is
// built and www/ is copied into dist/.
//
// The levels live in src/ai/players/levels.rs alone. The page needs them before the engine has
// loaded: the level options and the folded settings line ("… · 3 · Easy") are in the HTML so
// that the first paint has them, and the element checks its `level` attribute before the
// engine is there. So this script loads the built engine (www/pkg, with initSync) and writes
//   - into dist/index.html, in place of its {{…}} markers: the level options (the default
//     selected), the default level and its name (the board's attribute, the settings line),
//     and the number of levels in words (the page's description);
//   - into dist/www/board-options.js, in place of `const LEVELS = null;`: the default level
//     and each level's name in English and Japanese, which board-options.js and
//     page-words.js export.
// It fails, and with it the build, when index.html, www/board-options.js or www/page-words.js
// write a level name or count of their own, or lack a place it fills.
//
//   node scripts/levels.mjs [ROOT]    ROOT: the repository (default: this script's parent)

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The line of www/board-options.js that the table replaces. */
export const OPTIONS_PLACE = 'const LEVELS = null;';

/** The markers of index.html, each filled with the engine's value. */
const MARKERS = ['{{level-options}}', '{{default-level}}', '{{default-level-name}}', '{{level-count}}'];

/** Counts in English words: the description's count, and what the check looks for. */
const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve'];

/**
 * The built engine's level table: `{ defaultLevel, names: { en, ja } }` (names index = level),
 * from `root`/www/pkg.
 */
export async function levelTable(root) {
  const pkg = path.join(root, 'www/pkg');
  // The glue is an ES module in a folder without "type": "module": imported from its text, so
  // that node reads it as one.
  const glue = fs.readFileSync(path.join(pkg, 'reversi.js')).toString('base64');
  const engine = await import(`data:text/javascript;base64,${glue}`);
  engine.initSync({ module: fs.readFileSync(path.join(pkg, 'reversi_bg.wasm')) });
  const table = {
    defaultLevel: engine.default_level(),
    names: { en: engine.level_names(), ja: engine.level_names_ja() },
  };
  if (table.names.en.length === 0 || table.names.ja.length !== table.names.en.length) {
    throw new Error(`the engine's level names do not match: ${JSON.stringify(table.names)}`);
  }
  if (!(table.defaultLevel < table.names.en.length)) {
    throw new Error(`the engine's default level ${table.defaultLevel} is not one of its levels`);
  }
  return table;
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The level facts that `source` (a file's text) writes of its own: the level names it holds
 * (English ones as whole words), and what `extra` patterns find. One line each.
 */
function strayFacts(file, source, table, extra = []) {
  const found = [];
  for (const name of table.names.en) {
    if (new RegExp(`\\b${escapeRegExp(name)}\\b`).test(source)) found.push(`${file} names the level "${name}"`);
  }
  for (const name of table.names.ja) {
    if (source.includes(name)) found.push(`${file} names the level "${name}"`);
  }
  for (const [pattern, what] of extra) {
    const match = source.match(pattern);
    if (match) found.push(`${file} ${what}: "${match[0].split('\n')[0]}"`);
  }
  return found;
}

/**
 * What index.html, www/board-options.js and www/page-words.js under `root` get wrong about the
 * levels, one line each (none: they hold no level facts of their own, and have the places
 * this script fills).
 */
export function levelProblems(root, table) {
  const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const html = read('index.html');
  const options = read('www/board-options.js');
  const words = read('www/page-words.js');
  const counts = `(\\d+|${COUNT_WORDS.join('|')})`;
  const problems = [
    ...strayFacts('index.html', html, table, [
      [/<select id="level"[^>]*>(?!\s*\{\{level-options\}\}\s*<\/select>)[^]*?<\/select>/, 'has level options'],
      [/\blevel="\d+"/, 'has a level attribute'],
      [new RegExp(`\\b${counts}\\s+levels\\b`, 'i'), 'counts the levels'],
      [/\b\d+(&nbsp;|\s)·(&nbsp;|\s)/, 'names a level by number'],
    ]),
    ...strayFacts('www/board-options.js', options, table, [
      [/\b(LEVEL_COUNT|DEFAULT_LEVEL)\s*=\s*\d/, 'sets a level constant to a number'],
      [/levels? 0\s*(\.\.|-|–|to)\s*\d/i, 'counts the levels'],
    ]),
    ...strayFacts('www/page-words.js', words, table, [[/levelNames:\s*\[/, 'lists level names']]),
  ];
  for (const marker of MARKERS) {
    if (!html.includes(marker)) problems.push(`index.html lacks the marker ${marker}`);
  }
  if (options.split(OPTIONS_PLACE).length !== 2) {
    problems.push(`www/board-options.js must hold the line "${OPTIONS_PLACE}" once`);
  }
  return problems;
}

/** index.html with its markers filled from `table`. */
export function fillPage(html, table) {
  const { defaultLevel, names } = table;
  // Each option reads as page.js words it ("3 · Easy"), so the page need not write it again.
  const options = names.en
    .map((name, level) => {
      const selected = level === defaultLevel ? ' selected' : '';
      return `<option value="${level}"${selected}>${level} · ${escapeHtml(name)}</option>`;
    })
    .join('\n                  ');
  const filled = html
    .replaceAll('{{level-options}}', options)
    .replaceAll('{{default-level-name}}', escapeHtml(names.en[defaultLevel]).replaceAll(' ', '&nbsp;'))
    .replaceAll('{{default-level}}', String(defaultLevel))
    .replaceAll('{{level-count}}', COUNT_WORDS[names.en.length - 1] ?? String(names.en.length))
    // The note on the markers is for the source.
    .replace(/^[ \t]*<!-- The \{\{…\}\} places[^\n]*\n/m, '');
  const left = filled.match(/\{\{[a-z-]+\}\}/);
  if (left) throw new Error(`index.html has a marker this script does not fill: ${left[0]}`);
  return filled;
}

/** board-options.js with the engine's table in place of `const LEVELS = null;`. */
export function fillOptions(source, table) {
  const written = JSON.stringify({ defaultLevel: table.defaultLevel, names: table.names });
  return source.replace(OPTIONS_PLACE, `const LEVELS = ${written}; // written by scripts/levels.mjs`);
}

async function main() {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const table = await levelTable(root);
  const problems = levelProblems(root, table);
  if (problems.length > 0) {
    throw new Error(`the levels have one home, src/ai/players/levels.rs:\n  ${problems.join('\n  ')}`);
  }
  const page = path.join(root, 'dist/index.html');
  fs.writeFileSync(page, fillPage(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), table));
  const options = path.join(root, 'dist/www/board-options.js');
  fs.writeFileSync(options, fillOptions(fs.readFileSync(path.join(root, 'www/board-options.js'), 'utf8'), table));
  console.log(`==> wrote the engine's ${table.names.en.length} levels into dist/index.html and dist/www/board-options.js`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
