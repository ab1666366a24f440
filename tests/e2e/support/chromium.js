// How every browser run of the project starts Chromium: Debian's own build (never a
// downloaded browser), headless, with nothing that reaches the network by itself. The tests
// (playwright.config.js) and the measuring scripts launch it with these options.

export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
