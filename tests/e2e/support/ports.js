// The fixed local ports the test servers listen on (uncommon, so nothing else holds them).

/** dist/ served at the root. */
export const PORT = 8765;

/** The repository root, so that dist/ is a sub-folder. */
export const SUBFOLDER_PORT = 8766;

/** dist/ served with the strict Content-Security-Policy header (support/static-server.js). */
export const STRICT_PORT = 8767;

/** The update test's own servers (specs/update.spec.js), this one and the next. */
export const UPDATE_PORT = 8768;
