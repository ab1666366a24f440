// The local ports the test servers listen on: free ones, chosen when the run starts, so that
// a server already holding some port (another checkout's tests, a dev server) cannot fail
// the run with "already used".
//
// Playwright imports this module in its main process (through playwright.config.js) and
// again in every worker process. The main process chooses the ports and writes them to its
// environment before any worker or web server starts; the workers inherit that environment
// and read the same ports back. Setting a variable yourself fixes that port instead:
//   E2E_PORT=8765 npx playwright test

import { execFileSync } from 'node:child_process';

/**
 * `count` distinct TCP ports that are free on 127.0.0.1 now: the system's answer to a bind
 * to port 0, asked of a short-lived node process (a bind is asynchronous in node; the ports
 * must be known before this module's exports are). All sockets are open at once, so the
 * ports differ; they are closed again before the servers that use them start.
 */
export function freePorts(count) {
  const probe = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((server) => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server.address().port));
    }))).then((ports) => {
      process.stdout.write(ports.join(' '));
      for (const server of servers) server.close();
    });`;
  const output = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  const ports = output.trim().split(' ').map(Number);
  if (ports.length !== count || !ports.every((port) => Number.isInteger(port) && port > 0)) {
    throw new Error(`could not find ${count} free ports (got "${output}")`);
  }
  return ports;
}

/** Each port's environment variable, read back (or chosen, in the main process). */
function portsFromEnvironment(names) {
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    const taken = new Set(names.filter((name) => process.env[name]).map((name) => process.env[name]));
    const fresh = freePorts(missing.length + taken.size).filter((port) => !taken.has(String(port)));
    missing.forEach((name, index) => {
      process.env[name] = String(fresh[index]);
    });
  }
  return names.map((name) => {
    const port = Number(process.env[name]);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`${name}=${process.env[name]} is not a port`);
    }
    return port;
  });
}

const [port, subfolderPort, strictPort] = portsFromEnvironment(['E2E_PORT', 'E2E_SUBFOLDER_PORT', 'E2E_STRICT_PORT']);

/** dist/ served at the root. */
export const PORT = port;

/** The repository root, so that dist/ is a sub-folder. */
export const SUBFOLDER_PORT = subfolderPort;

/** dist/ served with the strict Content-Security-Policy header (support/static-server.js). */
export const STRICT_PORT = strictPort;

// The update test (specs/update.spec.js) and the measuring scripts (support/measure.js and the
// like) start their own servers on ports of their own: port 0, or freePorts().
