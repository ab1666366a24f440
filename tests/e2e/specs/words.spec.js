// Every word a person reads or hears, in both languages: the page's own word tables hold the
// same keys, and once Japanese is chosen no English is left on the page, inside the board's
// shadow root, in its labels or in what its live region says (the board editor's too).

import { test, expect, openGame, openSettings } from '../support/game.js';

/** Every text node and every label-like attribute under `root`, shadow roots included. */
function collectWords() {
  const found = [document.title];
  const walk = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.parentElement?.closest('script, style, [lang]:not([lang|="ja"])')) continue;
        found.push(node.textContent);
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue; // the shadow root itself
      for (const name of ['aria-label', 'aria-description', 'placeholder', 'title']) {
        if (node.hasAttribute(name)) found.push(node.getAttribute(name));
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
  };
  walk(document.body);
  return found;
}

test('the page\'s word tables hold the same keys, and a Japanese name for every level', async ({ page }) => {
  await openGame(page);
  const tables = await page.evaluate(async () => {
    const script = document.querySelector('script[type="module"][src]');
    const { PAGE_WORDS } = await import(new URL('page-words.js', script.src).href);
    const engine = await import(new URL('pkg/reversi.js', script.src).href);
    await engine.default();
    return {
      en: Object.keys(PAGE_WORDS.en).sort(),
      ja: Object.keys(PAGE_WORDS.ja).sort(),
      jaLevels: PAGE_WORDS.ja.levelNames.length,
      levels: engine.level_names().length,
      keysInPage: [...document.querySelectorAll('[data-text]')].map((element) => element.dataset.text),
    };
  });
  expect(tables.ja).toEqual(tables.en);
  expect(tables.jaLevels).toBe(tables.levels);
  for (const key of tables.keysInPage) expect(tables.en).toContain(key);
});

test('no English is left on the Japanese page, and the live region speaks Japanese', async ({ page }) => {
  const game = await openGame(page);
  await openSettings(page);
  await page.selectOption('#language', 'ja');
  await expect(page.locator('#turn')).toHaveText('黒の番 — あなた');
  await expect(page).toHaveTitle('オセロ');
  const words = await page.evaluate(collectWords);
  // English words: three or more Latin letters in a row. Transcripts and squares (f5d6c3)
  // never have three; "English" names its own language in the language menu, "Enter" is
  // the key's name, printed on it, in Japanese help too, and "OBF" is the position format's
  // name (the editor's field).
  const english = words
    .flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? [])
    .filter((word) => !['English', 'Enter', 'OBF'].includes(word));
  expect(english).toEqual([]);
  await expect(game.locator('#announce')).toHaveText('黒の番 — あなた');
});

test('no English is left on the Japanese board editor, an impossible position included', async ({ page }) => {
  const game = await openGame(page, { mode: 'edit' });
  await page.selectOption('#language', 'ja');
  await expect(game.locator('#turn')).toHaveText('盤面編集 — 黒の番');
  await game.locator('#edit-clear').click();
  await game.locator('#edit-computer').click();
  await expect(game.locator('#editor-message')).toHaveText(/^この局面では対局できません: 中央の d4・e4・d5・e5 が空いています。/);
  const words = await page.evaluate(collectWords);
  // Besides the names above, "Delete" is a key's name, as printed on it.
  const english = words
    .flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? [])
    .filter((word) => !['English', 'Enter', 'OBF', 'Delete'].includes(word));
  expect(english).toEqual([]);
  await expect(game.locator('#announce')).toHaveText(/^この局面では対局できません/);
});

test('a refused game is explained in Japanese, from the engine\'s error code', async ({ page }) => {
  const game = await openGame(page);
  await openSettings(page);
  await page.selectOption('#language', 'ja');
  await page.locator('#import-text').fill('f5 f5');
  await page.locator('#import-text').press('Enter');
  const message = page.locator('#import-message');
  await expect(message).toContainText('2手目');
  await expect(message).toContainText('f5にはもう石があります');
  expect((await message.textContent()).match(/[A-Za-z]{3,}/g)).toBeNull();
  await expect(game).toHaveAttribute('data-transcript', '');
  // The same refusal in English keeps the engine's own words.
  await page.selectOption('#language', 'en');
  await page.locator('#import-text').fill('f5 d6 zz');
  await page.locator('#import-text').press('Enter');
  await expect(message).toContainText("move 3 ('zz'): not a square name");
});

for (const [width, height] of [[1280, 800], [360, 740], [320, 640]]) {
  test(`the buttons keep one row in both languages (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('www/embed-demo.html');
    await expect(page.locator('#replay')).toHaveAttribute('data-status', 'playing');
    for (const lang of ['en', 'ja']) {
      const rows = await page.evaluate((lang) => Object.fromEntries(
        [...document.querySelectorAll('reversi-board')].map((board) => {
          board.setAttribute('lang', lang);
          const shown = [...board.shadowRoot.querySelectorAll('.toolbar .button')]
            .filter((button) => button.offsetParent !== null);
          const tops = shown.map((button) => Math.round(button.getBoundingClientRect().top));
          // A label broken over two lines makes its button taller than one line of text.
          const tall = shown.filter((button) => button.getClientRects().length !== 1
            || button.scrollWidth > button.clientWidth + 1);
          return [board.id, { rows: new Set(tops).size, broken: tall.length }];
        }),
      ), lang);
      for (const [id, { rows: count, broken }] of Object.entries(rows)) {
        expect(count, `${id} in ${lang}: rows of buttons`).toBe(1);
        expect(broken, `${id} in ${lang}: buttons whose label does not fit`).toBe(0);
      }
    }
  });
}
