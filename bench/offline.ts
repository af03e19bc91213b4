/**
 * Offline section: what the service worker costs and saves, on `/`, `/saree`, `/bn/saree`, `/KarimpurShowroom`.
 * - Bytes on the wire (bench/offline-bytes.ts): a first visit after `load`, and a repeat visit of the same page
 *   on a good connection (goal ≤ 5 KB: the page's revalidation only).
 * - Lighthouse (mobile, the Pages section's simulated throttling): the first visit's LCP and JS with the worker
 *   and with its registration removed (the loader emptied), and the repeat visit's LCP with the worker
 *   answering (the profile kept between the two, `disableStorageReset`).
 * Runs alone too: `npx tsx bench/offline.ts [site folder] [--bytes]` (default dist/site, built by `npm run build`;
 * `--bytes` leaves Lighthouse out). BENCH_OFFLINE_RUNS sets the runs per route (default 3).
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { CHROMIUM, launch } from '../test/_util/browser.js';
import { launchChromium } from './chromium.js';
import { measureVisitBytes } from './offline-bytes.js';
import { median, round } from './stats.js';
import { fixed, table } from './table.js';
import { isEntry } from '../tools/entry.js';

const ROUTES = ['/', '/saree', '/bn/saree', '/KarimpurShowroom'];
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 3);

interface Span {
  min: number;
  max: number;
  median: number;
}
export interface OfflineResult {
  route: string;
  runs: number;
  firstAfterLoadBytes: Span;
  repeatBytes: Span;
  firstLcpMs: Span;
  firstLcpNoWorkerMs: Span;
  firstJsBytes: Span;
  firstJsNoWorkerBytes: Span;
  repeatLcpMs: Span;
  afterLoadPaths: string[];
  repeatPaths: string[];
}
export interface OfflineResults {
  swBytes: number;
  results: OfflineResult[];
}

const span = (values: number[]): Span =>
  values.length === 0
    ? { min: NaN, max: NaN, median: NaN }
    : {
        min: Math.min(...values),
        max: Math.max(...values),
        median: round(median(values), 0),
      };

async function lighthouseRun(port: number, url: string, keepStorage: boolean) {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableFullPageScreenshot: true,
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    jsBytes: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
  };
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

/** First and repeat visits under Lighthouse, each run in a fresh Chromium profile. */
async function lighthouseVisits(root: string, route: string, withoutWorker: string) {
  if (!CHROMIUM) throw new Error('chromium is not installed');
  const served = await startServer({ root, port: 0 });
  const bare = await startServer({ root: withoutWorker, port: 0 });
  const browser = await launchChromium(CHROMIUM);
  try {
    const first = await lighthouseRun(browser.port, `${served.url}${route}`, false);
    const firstNoWorker = await lighthouseRun(browser.port, `${bare.url}${route}`, false);
    // The shopper's first visit, left to finish saving the page, then the repeat visit Lighthouse measures.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const page = await cdp.contexts()[0]!.newPage();
    await page.goto(`${served.url}${route}`, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => caches.match(location.href, { cacheName: 'pages' }).then(Boolean));
    await page.close();
    await cdp.close();
    const repeat = await lighthouseRun(browser.port, `${served.url}${route}`, true);
    return { first, firstNoWorker, repeat };
  } finally {
    await browser.close();
    await closeServer(served.server);
    await closeServer(bare.server);
  }
}

export async function runOffline(
  root: string,
  log: (line: string) => void = () => {},
  { runs = RUNS, withLighthouse = true } = {},
): Promise<OfflineResults> {
  const { stat } = await import('node:fs/promises');
  const { gzipSync } = await import('node:zlib');
  const { readFile } = await import('node:fs/promises');
  await stat(path.join(root, 'sw.js'));
  const swBytes = gzipSync(await readFile(path.join(root, 'sw.js'))).length;
  const withoutWorker = await siteWithoutWorker(root);
  const browser = await launch();
  const results: OfflineResult[] = [];
  try {
    for (const route of ROUTES) {
      const bytes = [];
      const visits = [];
      for (let i = 0; i < runs; i++) {
        bytes.push(await measureVisitBytes(browser, root, route));
        if (withLighthouse) visits.push(await lighthouseVisits(root, route, withoutWorker));
        log(`  offline ${route} run ${i + 1}/${runs}`);
      }
      results.push({
        route,
        runs,
        firstAfterLoadBytes: span(bytes.map((b) => b.afterLoad)),
        repeatBytes: span(bytes.map((b) => b.repeat)),
        firstLcpMs: span(visits.map((v) => v.first.lcpMs)),
        firstLcpNoWorkerMs: span(visits.map((v) => v.firstNoWorker.lcpMs)),
        firstJsBytes: span(visits.map((v) => v.first.jsBytes)),
        firstJsNoWorkerBytes: span(visits.map((v) => v.firstNoWorker.jsBytes)),
        repeatLcpMs: span(visits.map((v) => v.repeat.lcpMs)),
        afterLoadPaths: bytes[0]!.afterLoadPaths,
        repeatPaths: bytes[0]!.repeatPaths,
      });
    }
  } finally {
    await browser.close();
    await rm(withoutWorker, { recursive: true, force: true });
  }
  return { swBytes, results };
}

export function offlineTable(r: OfflineResults): string {
  const kb = (s: Span) => (Number.isFinite(s.min) ? `${fixed(s.min / 1024, 1)}–${fixed(s.max / 1024, 1)}` : '–');
  const ms = (s: Span) => (!Number.isFinite(s.min) ? '–' : s.min === s.max ? String(s.min) : `${s.min}–${s.max}`);
  const rows = r.results.map((x) => [
    x.route,
    x.runs,
    kb(x.firstAfterLoadBytes),
    ms(x.firstLcpMs),
    ms(x.firstLcpNoWorkerMs),
    kb(x.firstJsBytes),
    kb(x.firstJsNoWorkerBytes),
    kb(x.repeatBytes),
    ms(x.repeatLcpMs),
  ]);
  return table(
    'Offline: the service worker on a first and a repeat visit (min–max of the runs)',
    [
      { header: 'route' },
      { header: 'runs', align: 'right' },
      { header: 'first: KB after load', align: 'right' },
      { header: 'first LCP ms', align: 'right' },
      { header: 'no worker', align: 'right' },
      { header: 'first JS KB', align: 'right' },
      { header: 'no worker', align: 'right' },
      { header: 'repeat KB', align: 'right' },
      { header: 'repeat LCP ms', align: 'right' },
    ],
    rows,
    [
      `sw.js: ${fixed(r.swBytes / 1024, 1)} KB gzip. Bytes are counted at the server (headers included); 1 KB = 1024 bytes.`,
      'LCP and JS: Lighthouse, mobile, simulated throttling; "no worker" is the same site with the registration removed.',
      ...r.results.map((x) => `${x.route} after load: ${x.afterLoadPaths.join(' ')}`),
      ...r.results.map((x) => `${x.route} repeat visit: ${x.repeatPaths.join(' ')}`),
    ],
  );
}

if (isEntry(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = args.find((arg) => !arg.startsWith('--')) ?? process.env.SHOP_DIST ?? 'dist/site';
  const started = performance.now();
  console.log(
    `load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const results = await runOffline(root, (line) => console.error(line), { withLighthouse: !args.includes('--bytes') });
  console.log(offlineTable(results));
  console.log(`${((performance.now() - started) / 1000).toFixed(0)} s, load average ${os.loadavg()[0]!.toFixed(2)}`);
}
