/**
 * Bytes on the wire for the service worker, counted at the local server (every byte it writes, headers included,
 * to the page and to the worker alike): what a first visit downloads after `load` (the worker, what it saves for
 * offline), then what a repeat visit of the same page costs on a good connection. One fresh browser context
 * (no HTTP cache, no worker) per route and run.
 */
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';

export interface VisitBytes {
  route: string;
  /** Bytes the server wrote from the first visit's `load` until the worker had saved the page and gone quiet. */
  afterLoad: number;
  /** Bytes a second visit of the same page wrote, from navigation until quiet. */
  repeat: number;
  /** Paths asked for after `load` on the first visit, and on the repeat visit, each with its bytes. */
  afterLoadPaths: string[];
  repeatPaths: string[];
}

/** Counts every byte the server writes, on every connection, and the paths asked for. */
function meter(server: Server) {
  const sockets = new Set<import('node:net').Socket>();
  let closedBytes = 0;
  let paths: string[] = [];
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  // Each path with the bytes written for it (one request at a time on a connection, so the socket's count).
  // Ahead of the server's own handler, which may answer (a 304) before a later listener runs.
  server.prependListener('request', (req, res) => {
    const socket = req.socket;
    const start = socket.bytesWritten;
    res.once('finish', () => paths.push(`${req.url ?? ''} ${socket.bytesWritten - start}`));
  });
  return {
    bytes: () => closedBytes + [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    takePaths: () => [paths, (paths = [])][0]!,
  };
}

/** Until the server has written nothing for `quietMs` (a figure for a benchmark, not a test's condition). */
async function quiet(bytes: () => number, quietMs = 1500): Promise<void> {
  let last = bytes();
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = bytes();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

async function savedForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => caches.match(location.href, { cacheName: 'pages' }).then(Boolean));
}

export async function measureVisitBytes(browser: Browser, root: string, route: string): Promise<VisitBytes> {
  const { server, url } = await startServer({ root, port: 0 });
  const counter = meter(server);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}${route}`, { waitUntil: 'load' });
    const atLoad = counter.bytes();
    counter.takePaths();
    await savedForOffline(page);
    await quiet(counter.bytes);
    const afterLoad = counter.bytes() - atLoad;
    const afterLoadPaths = counter.takePaths();

    const before = counter.bytes();
    await page.goto(`${url}${route}`, { waitUntil: 'load' });
    await quiet(counter.bytes);
    return { route, afterLoad, repeat: counter.bytes() - before, afterLoadPaths, repeatPaths: counter.takePaths() };
  } finally {
    await context.close();
    await closeServer(server);
  }
}
