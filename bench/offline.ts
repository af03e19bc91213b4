/**
 * What the service worker costs and saves, on `/`, `/saree`, `/bn/saree`, `/KarimpurShowroom`:
 * - bytes on the wire, counted at the local server (every byte it writes, headers included, to the page and to the
 *   worker alike): a first visit after `load`, and a repeat visit of the same page on a good connection (goal
 *   ≤ 5 KB: the page's revalidation only);
 * - Lighthouse (mobile, the pages section's calibrated CPU slowdown): the first visit's LCP and JS with the worker
 *   and with its registration removed (the loader emptied), and the repeat visit's LCP with the worker answering
 *   (the profile kept between the two, `disableStorageReset`).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Result } from 'lighthouse';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { launch } from '../test/_util/browser.js';
import { launchForLighthouse, lighthouseRun } from './pages.js';
import { fixed, range, spread, table, type Spread } from './table.js';

const ROUTES = ['/', '/saree', '/bn/saree', '/KarimpurShowroom'];

export interface OfflineResult {
  route: string;
  runs: number;
  firstAfterLoadBytes: Spread;
  repeatBytes: Spread;
  firstLcpMs: Spread;
  firstLcpNoWorkerMs: Spread;
  firstJsBytes: Spread;
  firstJsNoWorkerBytes: Spread;
  repeatLcpMs: Spread;
  /** Paths asked for after `load` on the first visit, and on the repeat visit, each with its bytes (first run). */
  afterLoadPaths: string[];
  repeatPaths: string[];
}

export interface OfflineResults {
  cpuSlowdown: number;
  swBytes: number;
  results: OfflineResult[];
}

/** Counts every byte the server writes, on every connection, and the paths asked for. */
export function meter(server: Server) {
  const sockets = new Set<Socket>();
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
    const start = req.socket.bytesWritten;
    res.once('finish', () => paths.push(`${req.url ?? ''} ${req.socket.bytesWritten - start}`));
  });
  const bytes = () => closedBytes + [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0);
  return {
    bytes,
    takePaths: () => [paths, (paths = [])][0]!,
    /** Until the server has written nothing for 1.5 s (a figure for a benchmark, not a test's condition). */
    async quiet(): Promise<void> {
      let [last, since] = [bytes(), Date.now()];
      while (Date.now() - since < 1500) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (bytes() !== last) [last, since] = [bytes(), Date.now()];
      }
    },
  };
}

async function savedForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => caches.match(location.href, { cacheName: 'pages' }).then(Boolean));
}

/** A first visit (what it downloads after `load`), then a repeat visit; a fresh context, so no cache, no worker. */
async function visitBytes(browser: Browser, root: string, route: string) {
  const { server, url } = await startServer({ root, port: 0 });
  const counter = meter(server);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}${route}`, { waitUntil: 'load' });
    const atLoad = counter.bytes();
    counter.takePaths();
    await savedForOffline(page);
    await counter.quiet();
    const afterLoad = counter.bytes() - atLoad;
    const afterLoadPaths = counter.takePaths();
    const before = counter.bytes();
    await page.goto(`${url}${route}`, { waitUntil: 'load' });
    await counter.quiet();
    return { afterLoad, repeat: counter.bytes() - before, afterLoadPaths, repeatPaths: counter.takePaths() };
  } finally {
    await context.close();
    await closeServer(server);
  }
}

/** A copy of the site whose pages never register the worker: the loader every page imports is emptied. */
async function siteWithoutWorker(root: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'bench-no-worker-'));
  await cp(root, copy, { recursive: true });
  const loader = path.join(copy, 'assets', 'offline.js');
  await writeFile(loader, '// the service worker registration, removed for the benchmark\n');
  await Promise.all(['.gz', '.br'].map((ext) => rm(loader + ext, { force: true })));
  return copy;
}

const lcpAndJs = (lhr: Result) => {
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    jsBytes: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
  };
};

/** First visits with and without the worker, and a repeat visit, under Lighthouse, in a fresh Chromium profile. */
async function lighthouseVisits(root: string, route: string, withoutWorker: string, factor: number) {
  const served = await startServer({ root, port: 0 });
  const bare = await startServer({ root: withoutWorker, port: 0 });
  const browser = await launchForLighthouse();
  const run = async (url: string, keep: boolean) =>
    lcpAndJs(
      await lighthouseRun(browser.port, url, factor, { onlyCategories: ['performance'], disableStorageReset: keep }),
    );
  try {
    const first = await run(`${served.url}${route}`, false);
    const firstNoWorker = await run(`${bare.url}${route}`, false);
    // The shopper's first visit, left to finish saving the page, then the repeat visit Lighthouse measures.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const page = await cdp.contexts()[0]!.newPage();
    await page.goto(`${served.url}${route}`, { waitUntil: 'load' });
    await savedForOffline(page);
    await page.close();
    await cdp.close();
    return { first, firstNoWorker, repeat: await run(`${served.url}${route}`, true) };
  } finally {
    await browser.close();
    await closeServer(served.server);
    await closeServer(bare.server);
  }
}

export async function runOffline(
  root: string,
  { factor, runs = 3, log = () => {} }: { factor: number; runs?: number | undefined; log?: (line: string) => void },
): Promise<OfflineResults> {
  const swBytes = gzipSync(await readFile(path.join(root, 'sw.js'))).length;
  const withoutWorker = await siteWithoutWorker(root);
  const browser = await launch();
  const results: OfflineResult[] = [];
  try {
    for (const route of ROUTES) {
      const bytes = [];
      const visits = [];
      for (let i = 0; i < runs; i++) {
        bytes.push(await visitBytes(browser, root, route));
        visits.push(await lighthouseVisits(root, route, withoutWorker, factor));
        log(`  offline ${route} run ${i + 1}/${runs}`);
      }
      results.push({
        route,
        runs,
        firstAfterLoadBytes: spread(bytes.map((b) => b.afterLoad)),
        repeatBytes: spread(bytes.map((b) => b.repeat)),
        firstLcpMs: spread(visits.map((v) => v.first.lcpMs)),
        firstLcpNoWorkerMs: spread(visits.map((v) => v.firstNoWorker.lcpMs)),
        firstJsBytes: spread(visits.map((v) => v.first.jsBytes)),
        firstJsNoWorkerBytes: spread(visits.map((v) => v.firstNoWorker.jsBytes)),
        repeatLcpMs: spread(visits.map((v) => v.repeat.lcpMs)),
        afterLoadPaths: bytes[0]!.afterLoadPaths,
        repeatPaths: bytes[0]!.repeatPaths,
      });
    }
  } finally {
    await browser.close();
    await rm(withoutWorker, { recursive: true, force: true });
  }
  return { cpuSlowdown: factor, swBytes, results };
}

export function offlineTable(r: OfflineResults): string {
  const kb = (s: Spread) => (Number.isFinite(s.min) ? `${fixed(s.min / 1024, 1)}–${fixed(s.max / 1024, 1)}` : '–');
  return table(
    `Offline: the service worker on a first and a repeat visit, CPU ×${r.cpuSlowdown}`,
    [
      'route',
      'first: KB after load >',
      'first LCP ms >',
      'no worker >',
      'first JS KB >',
      'no worker >',
      'repeat KB >',
      'repeat LCP ms >',
    ],
    r.results.map((x) => [
      x.route,
      kb(x.firstAfterLoadBytes),
      range(x.firstLcpMs),
      range(x.firstLcpNoWorkerMs),
      kb(x.firstJsBytes),
      kb(x.firstJsNoWorkerBytes),
      kb(x.repeatBytes),
      range(x.repeatLcpMs),
    ]),
    [
      `${r.results[0]?.runs ?? 0} runs a route: LCP median (min–max), KB min–max. sw.js: ${fixed(r.swBytes / 1024, 1)} KB gzip. Bytes are counted at the server (headers included); 1 KB = 1024 bytes.`,
      'LCP and JS: Lighthouse, mobile, simulated throttling; "no worker" is the same site with the registration removed.',
      ...r.results.map((x) => `${x.route} after load: ${x.afterLoadPaths.join(' ')}`),
      ...r.results.map((x) => `${x.route} repeat visit: ${x.repeatPaths.join(' ')}`),
    ],
  );
}
