// A tiny static file server for the tests that need response headers Python's cannot send:
// it serves a folder with the strict Content-Security-Policy the site must work under.
//   node support/static-server.js <folder> <port>

import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';

export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

const [root = '.', port] = process.argv.slice(2);
if (port === undefined) {
  console.error('usage: node support/static-server.js <folder> <port>');
  process.exit(2);
}
const folder = path.resolve(root);

http
  .createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    let file = path.join(folder, decodeURIComponent(url.pathname));
    if (!file.startsWith(folder)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if ((await fs.stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const body = await fs.readFile(file);
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': STRICT_CSP,
        'Cache-Control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  })
  .listen(Number(port), '127.0.0.1');
