// The README's attribute table is the element's: the same attribute names as the element's
// `observedAttributes`, in the same order, and each default as board-options.js defines it.
// A board with none of the attributes set behaves by those defaults.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/game.js';

const README = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');

/** The rows of the table under the README's "### Attributes" heading, as { name, default }. */
function readmeAttributes() {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.split('\n### Attributes\n')[1];
  if (!section) throw new Error('the README has no "### Attributes" section');
  const rows = [];
  for (const line of section.split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('| `')) continue;
    const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, ''));
    rows.push({ name: cells[0].replace(/`/g, ''), default: cells[2] });
  }
  return rows;
}

/** The literal values written as code in a table cell: "`computer`" gives ["computer"]. */
function codeValues(cell) {
  return [...cell.matchAll(/`([^`]*)`/g)].map((match) => match[1]);
}

test('the README documents exactly the attributes the element observes', async ({ page }) => {
  await page.goto('www/embed-demo.html');
  const observed = await page.evaluate(async () => {
    await customElements.whenDefined('reversi-board');
    return customElements.get('reversi-board').observedAttributes;
  });
  expect(observed.length).toBeGreaterThan(5);
  expect(readmeAttributes().map((row) => row.name)).toEqual(observed);
});

test("the README's defaults are the element's defaults", async ({ page }) => {
  await page.goto('www/embed-demo.html');
  const defaults = await page.evaluate(async () => {
    const { ATTRIBUTE_DEFAULTS } = await import('./board-options.js');
    return ATTRIBUTE_DEFAULTS;
  });
  for (const row of readmeAttributes()) {
    expect(Object.keys(defaults), `board-options.js has a default for ${row.name}`).toContain(row.name);
    const value = defaults[row.name];
    const written = codeValues(row.default);
    if (typeof value === 'string' && value !== '') {
      // A literal default is written as code: `computer`.
      expect(written, `the README's default for ${row.name}`).toEqual([value]);
    } else {
      // No literal default (none, absent, the standard start): the cell names no value.
      expect(written, `the README's default for ${row.name}`).toEqual([]);
    }
  }
});

test('a board without attributes plays by those defaults', async ({ page }) => {
  await page.goto('www/embed-demo.html');
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<reversi-board id="plain"></reversi-board>'));
  const board = page.locator('#plain');
  await expect(board).toHaveAttribute('data-status', 'playing');
  const defaults = await page.evaluate(async () => (await import('./board-options.js')).ATTRIBUTE_DEFAULTS);
  await expect(board).toHaveAttribute('data-mode', defaults.mode);
  await expect(board).toHaveAttribute('data-human', defaults.color);
  await expect(board).toHaveAttribute('data-level', defaults.level);
  await expect(board).toHaveAttribute('data-transcript', defaults.moves);
});
