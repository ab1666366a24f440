// Strict hosting: the full page and the demo post under
// `Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval'` (served
// by support/static-server.js) with no violation; no request leaves the site's own origin; and
// once the service worker has installed, the full page reloads and plays with the network off.

import { test, expect, clickSquare, askEngine, squareIndex, openSettings } from '../support/game.js';
import { STRICT_PORT } from '../support/ports.js';

const ORIGIN = `http://127.0.0.1:${STRICT_PORT}`;

/** Records CSP violations in the page (they also log console errors, which fail any test). */
async function recordViolations(page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** Records the URL of every request the page (and its workers) make. */
function recordRequests(page) {
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Counts the requests the page (and its workers) make for the computer's evaluation. */
function countEvaluationRequests(page) {
  const urls = recordRequests(page);
  return () => urls.filter((url) => url.endsWith('/reversi_eval.bin')).length;
}

test('the full page plays under the strict CSP, asking only its own origin', async ({ page }) => {
  await recordViolations(page);
  const urls = recordRequests(page);
  const response = await page.goto(`${ORIGIN}/`);
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', 'playing');
  await openSettings(page);
  await page.selectOption('#level', '0');
  await page.locator('#hints').check();
  const reply = await askEngine(page, 'f5', 0);
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', `f5${reply.computer}`);
  await expect(page.locator('#graph')).toHaveAttribute('aria-description', /positions scored/);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(urls.length).toBeGreaterThan(5);
  expect(urls.filter((url) => new URL(url).origin !== ORIGIN)).toEqual([]);
});

test('the evaluation is fetched once, when the computer first has to search', async ({ page }) => {
  const evaluationRequests = countEvaluationRequests(page);
  await page.goto(`${ORIGIN}/`);
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', 'playing');
  // Level 0 does not search: its moves come from the worker without the evaluation.
  await openSettings(page);
  await page.selectOption('#level', '0');
  const first = await askEngine(page, 'f5', 0);
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', `f5${first.computer}`);
  expect(evaluationRequests()).toBe(0);
  // Level 4 searches: the worker fetches the evaluation, once.
  await page.selectOption('#level', '4');
  const { legal } = await askEngine(page, `f5${first.computer}`, 0);
  await clickSquare(page, legal[0]);
  await expect(game).toHaveAttribute('data-transcript', /^(?:[a-h][1-8]){4}$/);
  await expect(game).toHaveAttribute('data-status', 'playing');
  const { legal: next } = await askEngine(page, (await game.getAttribute('data-transcript')), 0);
  await clickSquare(page, next[0]);
  await expect(game).toHaveAttribute('data-transcript', /^(?:[a-h][1-8]){6}$/);
  expect(evaluationRequests()).toBe(1);
});

test('the page fetches the evaluation once even when both workers need it', async ({ page }) => {
  const evaluationRequests = countEvaluationRequests(page);
  await page.goto(`${ORIGIN}/`);
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', 'playing');
  // With hints on, the computer's move, the hints and the graph's scores all ask the pool at
  // once, so both workers start and both need the evaluation.
  await openSettings(page);
  await page.selectOption('#level', '4');
  await page.check('#hints');
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', /^f5[a-h][1-8]$/);
  await expect(page.locator('#graph')).toHaveAttribute('aria-description', /positions scored/);
  const { legal } = await askEngine(page, await game.getAttribute('data-transcript'), 0);
  await clickSquare(page, legal[0]);
  await expect(game).toHaveAttribute('data-transcript', /^(?:[a-h][1-8]){4}$/);
  await expect(page.locator('#graph')).toHaveAttribute('aria-description', /positions scored/);
  expect(evaluationRequests()).toBe(1);
});

test.describe('with the service worker blocked (its cache would answer instead)', () => {
  test.use({ serviceWorkers: 'block' });

  test('when the evaluation cannot be fetched the page says so, and a later try gets it', async ({
    page,
    pageErrors,
  }) => {
    let refuse = true;
    await page.route('**/reversi_eval.bin', (route) =>
      refuse ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
    );
    await page.goto(`${ORIGIN}/`);
    const game = page.locator('#game');
    await expect(game).toHaveAttribute('data-status', 'playing');
    await openSettings(page);
    await page.selectOption('#level', '4');
    await clickSquare(page, squareIndex('f5'));
    await expect(game).toHaveAttribute('data-status', 'error');
    await expect(page.locator('#announce')).toContainText('HTTP 503');
    await expect(game).toHaveAttribute('data-transcript', 'f5');
    // The browser logs the refused request; that one console error is expected.
    expect(pageErrors.splice(0).every((line) => line.includes('503'))).toBe(true);
    refuse = false;
    await page.locator('#undo').click();
    await clickSquare(page, squareIndex('f5'));
    await expect(game).toHaveAttribute('data-transcript', /^f5[a-h][1-8]$/);
    await expect(game).toHaveAttribute('data-status', 'playing');
  });
});

test('the demo post works under the strict CSP, asking only its own origin', async ({ page }) => {
  await recordViolations(page);
  const urls = recordRequests(page);
  await page.goto(`${ORIGIN}/www/embed-demo.html`);
  const puzzle = page.locator('#puzzle');
  for (const id of ['#versus', '#puzzle', '#replay']) {
    await expect(page.locator(id)).toHaveAttribute('data-status', 'playing');
  }
  // The puzzle's exact solver runs in a worker with the evaluation: both load under the
  // policy too.
  await clickSquare(page, squareIndex('g8'), puzzle);
  await expect(puzzle).toHaveAttribute('data-verdict', 'correct');
  await clickSquare(page, squareIndex('f5'), page.locator('#versus'));
  await expect(page.locator('#versus')).toHaveAttribute('data-transcript', /^f5[a-h][1-8]$/);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(urls.filter((url) => new URL(url).origin !== ORIGIN)).toEqual([]);
  // The element never registers a service worker on a host's page.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
});

test('after the service worker installs, the page reloads and plays offline', async ({
  page,
  context,
}) => {
  await page.goto(`${ORIGIN}/`);
  await expect(page.locator('#game')).toHaveAttribute('data-status', 'playing');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await context.setOffline(true);
  await page.reload();
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-status', 'playing');
  await openSettings(page);
  await page.selectOption('#level', '0');
  await clickSquare(page, squareIndex('f5'));
  await expect(game).toHaveAttribute('data-transcript', /^f5[a-h][1-8]$/);
  // The puzzles come with the build: one is offered offline too.
  await page.selectOption('#mode', 'puzzle');
  await expect(game).toHaveAttribute('data-mode', 'puzzle');
  await expect(page.locator('#puzzle-info')).toContainText('puzzle');
  await context.setOffline(false);
});
