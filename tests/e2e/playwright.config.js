// Playwright settings for the page's real-browser tests: Debian's Chromium (never a downloaded
// browser), the built dist/ served by Python's static server (and by a small Node server that
// sends the strict Content-Security-Policy header), and a closing summary line that
// CI's log reader understands. Build dist/ first: scripts/build.sh.
//
// The servers' ports are free ones chosen as the run starts (support/ports.js): importing it
// here, in Playwright's main process, chooses them and puts them in the environment that the
// web servers and the worker processes (which import this file again) inherit.

import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.js';
import { PORT, SUBFOLDER_PORT, STRICT_PORT } from './support/ports.js';

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['./support/summary-reporter.js']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      // The site as a static host serves it: dist/ at the root.
      command: `python3 -m http.server --bind 127.0.0.1 --directory ../../dist ${PORT}`,
      url: `http://127.0.0.1:${PORT}/index.html`,
      reuseExistingServer: false,
      stderr: 'ignore', // Python logs every request there
      timeout: 20_000,
    },
    {
      // The repository root, so that the page is opened from the sub-folder /dist/.
      command: `python3 -m http.server --bind 127.0.0.1 --directory ../.. ${SUBFOLDER_PORT}`,
      url: `http://127.0.0.1:${SUBFOLDER_PORT}/dist/index.html`,
      reuseExistingServer: false,
      stderr: 'ignore', // Python logs every request there
      timeout: 20_000,
    },
    {
      // dist/ again, with the strict CSP header on every response.
      command: `node support/static-server.js ../../dist ${STRICT_PORT}`,
      url: `http://127.0.0.1:${STRICT_PORT}/index.html`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});
