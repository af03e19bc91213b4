/**
 * Side by side: our site against the shop's original architecture, both served compressed and loaded cold in
 * Chromium under the same phone conditions (150 ms round trip, 1.6 Mbit/s down, the CPU slowdown calibrated for this
 * machine and ×4), in interleaved rounds. Our site runs twice: with its embedded catalogue (the default) and with
 * its listing reading the same Firestore emulator as the reference, so the data source is not the difference.
 *
 * The reference (bench/reference/, its own package and lock file) is that architecture built fairly: a
 * client-rendered React 19 app, react-router with lazy routes, the full Firestore SDK, react-slick, medium-zoom. It
 * is installed there on first use, like firebase-tools, so the root `npm ci` stays fast, and built with Vite in
 * production mode after its shell is taken from our built pages: same header, footer, texts, pictures and
 * stylesheet, so only the architecture differs.
 *
 * A load is measured the same way on every site: paint timings and long tasks from the page's own performance
 * entries, bytes and requests from the DevTools Network domain, the first card by looking at every frame.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import sirv from 'sirv';
import { contentSecurityPolicy, headersFor } from '../site/server/headers.js';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { launch } from '../test/_util/browser.js';
import { emulatorBinary, PROJECT, startEmulator, type Emulator } from '../test/_util/emulator.js';
import { fixed, kb, range, round, spread, table, type Spread } from './table.js';
import { PHONE_NETWORK, phoneNetworkConditions } from './throttling.js';

// The reference app

const REFERENCE_DIR = 'bench/reference';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const VITE = path.join(REFERENCE_DIR, 'node_modules/vite/bin/vite.js');

/** Installs bench/reference from its lock file unless React is there at the pinned version; seconds, or null. */
function ensureReference(log: (line: string) => void): { installSeconds: number | null } {
  const pinned = (JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'package.json'), 'utf8')) as Manifest).dependencies
    .react;
  const installed = path.join(REFERENCE_DIR, 'node_modules/react/package.json');
  if (
    existsSync(VITE) &&
    existsSync(installed) &&
    (JSON.parse(readFileSync(installed, 'utf8')) as Manifest).version === pinned
  )
    return { installSeconds: null };
  log(`Installing the reference app's packages into ${REFERENCE_DIR}/ (React, Firebase, Vite; once).`);
  const started = performance.now();
  const args = ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', REFERENCE_DIR];
  const result = spawnSync(npm, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0 || !existsSync(VITE))
    throw new Error(`the reference app could not be installed (npm ci --prefix ${REFERENCE_DIR} failed, see above)`);
  log(`  installed in ${seconds.toFixed(0)} s`);
  return { installSeconds: seconds };
}

interface Manifest {
  version: string;
  dependencies: Record<string, string>;
}

const between = (text: string, start: string, end: string, what: string): string => {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`the built page has no ${what} (looked for ${start} … ${end})`);
  return text.slice(from + start.length, to);
};

const after = (text: string, marker: string): string => {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`the built home page has no ${marker}`);
  return text.slice(at + marker.length);
};

/** Custom elements the reference does not have become plain blocks holding what our page prerenders in them. */
const unwrapWidgets = (markup: string) => markup.replace(/<(\/?)shop-[a-z-]+/g, '<$1div');

/**
 * The reference's shell, from our built `/` and `/saree`: header, footer, the home page's sections, the listing's
 * heading, and our stylesheet with the prerendered card's rules moved from `shop-catalogue` to `.catalogue`.
 */
async function writeShell(site: string, out: string): Promise<void> {
  const home = await readFile(path.join(site, 'index.html'), 'utf8');
  const saree = await readFile(path.join(site, 'saree/index.html'), 'utf8');
  const main = between(home, '<main id="main" tabindex="-1">', '</main>', 'main');
  const stylesheet = /<link rel="stylesheet" href="\/([^"]+)">/.exec(home)?.[1];
  if (!stylesheet) throw new Error('the built home page names no stylesheet');
  const css = (await readFile(path.join(site, stylesheet), 'utf8'))
    .replaceAll('shop-catalogue:not(:defined)', '.catalogue')
    .replaceAll('shop-catalogue', '.catalogue');
  const shop = JSON.parse(await readFile('site/data/shop.json', 'utf8')) as Record<string, string>;
  const shell = {
    header: unwrapWidgets(`<header${between(home, '<header', '</header>', 'header')}</header>`),
    footer: unwrapWidgets(`<footer${between(home, '<footer', '</footer>', 'footer')}</footer>`),
    home: {
      heading: between(main, '<h1 class="home__title">', '</h1>', 'heading'),
      // Each slide is one prerendered <figure>; the text before the first is the carousel's opening tag.
      slides: between(main, '<shop-carousel', '</shop-carousel>', 'carousel')
        .split(/(?=<figure)/)
        .filter((s) => s.startsWith('<figure')),
      categoriesHeading: between(main, '<h2 id="categories-heading">', '</h2>', 'categories heading'),
      categories: between(main, '<shop-category-slider>', '</shop-category-slider>', 'category slider')
        .split(/(?=<article)/)
        .filter(Boolean),
      rest: unwrapWidgets(after(main, '</shop-category-slider>\n</section>')),
    },
    saree: { before: between(saree, '<main id="main" tabindex="-1">', '<shop-catalogue', 'catalogue') },
    callNumber: shop.callNumber,
    chatNumber: shop.chatNumber,
    pageUrl: new URL('/saree', shop.siteUrl).href,
  };
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'shell.json'), JSON.stringify(shell));
  await writeFile(path.join(out, 'site.css'), css);
}

/** Vite production build into `out`, then brotli and gzip copies of every text file, as a host serves them. */
async function buildReference(site: string, out: string): Promise<{ buildSeconds: number }> {
  const started = performance.now();
  const shell = path.resolve(`${out}-shell`);
  await writeShell(site, shell);
  const result = spawnSync(process.execPath, [path.resolve(VITE), 'build'], {
    cwd: REFERENCE_DIR,
    env: { ...process.env, NODE_ENV: 'production', REFERENCE_SHELL: shell, REFERENCE_OUT: path.resolve(out) },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the reference's Vite build failed:\n${result.stdout}${result.stderr}`);
  await compressAll(out);
  return { buildSeconds: (performance.now() - started) / 1000 };
}

async function compressAll(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
  for (const file of files) {
    const body = await readFile(path.join(dir, file));
    const br = await promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    await writeFile(path.join(dir, `${file}.br`), br);
    await writeFile(path.join(dir, `${file}.gz`), await promisify(gzip)(body, { level: 9 }));
  }
}

// Serving the three sites

interface Served {
  url: string;
  close(): Promise<void>;
}

interface Compressed {
  br: Buffer;
  gzip: Buffer;
  headers: Record<string, string>;
}

async function compressed(body: string, headers: Record<string, string>): Promise<Compressed> {
  return { br: await promisify(brotliCompress)(body), gzip: await promisify(gzip)(body), headers };
}

function send(req: IncomingMessage, res: ServerResponse, page: Compressed): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = accepts.includes('br') ? 'br' : 'gzip';
  res.writeHead(200, { ...page.headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': encoding });
  res.end(encoding === 'br' ? page.br : page.gzip);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function serveOurs(site: string): Promise<Served> {
  const { server, url } = await startServer({ root: site, port: 0 });
  return { url, close: () => closeServer(server) };
}

/**
 * Our site with `/saree`'s catalogue reading the emulator, as the original site read Firestore from the page (the
 * shop's own pages now read the built catalogue: a partner's catalogue can still read Firestore): the built page
 * with a Firebase config and the emulator's address, and the policy that lets it connect there. Every other
 * request goes to our own server unchanged.
 */
async function serveOursOnFirestore(site: string, emulatorHost: string): Promise<Served> {
  const inner = await startServer({ root: site, port: 0 });
  const target = new URL(inner.url);
  const config = JSON.stringify({ projectId: PROJECT, apiKey: 'bench' }).replaceAll('"', '&quot;');
  // Reading Firestore, the catalogue loads with the page, not on the shopper's first touch: auto.js loads it once
  // the page has painted.
  const built = await readFile(path.join(site, 'saree/index.html'), 'utf8');
  const html = built.replace(
    /<shop-catalogue collection="Saree" limit="(\d+)" loading="interaction" data-keep="[^"]*"/,
    `<shop-catalogue collection="Saree" limit="$1" firebase-config="${config}" firestore-emulator="${emulatorHost}"`,
  );
  if (!html.includes('firestore-emulator=') || !html.includes('/widgets/en/auto.js'))
    throw new Error('the built /saree has no waiting <shop-catalogue collection="Saree"> and auto.js');
  const policy = contentSecurityPolicy({ firestore: true }).replace(
    'connect-src',
    `connect-src http://${emulatorHost}`,
  );
  const saree = await compressed(html, { ...headersFor('/saree'), 'Content-Security-Policy': policy });
  const server = createServer((req, res) => {
    if (req.url === '/saree' || req.url?.startsWith('/saree?')) return send(req, res, saree);
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  const url = await listen(server);
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeServer(inner.server);
    },
  };
}

/** The reference's build, with index.html for every other path (a single-page app) and our pictures beside it. */
async function serveReference(build: string, site: string, emulatorHost: string): Promise<Served> {
  const options = { dev: false, etag: true, gzip: true, brotli: true } as const;
  const own = sirv(build, options);
  // Files only (our pictures and stylesheet): a path such as /saree is the app's, never our page of that name.
  const ours = sirv(site, { ...options, extensions: [] });
  const index = (await readFile(path.join(build, 'index.html'), 'utf8')).replace(
    /<meta name="firestore-emulator" content="" ?\/?>/,
    `<meta name="firestore-emulator" content="${emulatorHost}">`,
  );
  if (!index.includes(emulatorHost)) throw new Error('the reference build has no firestore-emulator meta element');
  const page = await compressed(index, { 'Cache-Control': 'no-cache' });
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!/\.\w+$/.test(pathname) || pathname === '/index.html') return send(req, res, page);
    own(req, res, () => ours(req, res, () => send(req, res, page)));
  });
  const url = await listen(server);
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// One load

const CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The page is idle once this long has passed with no long task and no new request. */
const QUIET_MS = 2_000;
const IDLE_CAP_MS = 45_000;

interface Load {
  fcp: number;
  lcp: number;
  /** The LCP element, as `tag.class` with its picture's file name, so a change of element shows. */
  lcpElement: string;
  firstCard: number | null;
  blocking: number;
  longTasks: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
}

// In-page code is plain text: the TypeScript loader would add helpers the page does not have.
// Cards are the product cards (`.card`) and the home page's category cards (`.category`), in the page or in a
// widget's shadow root; the first one laid out in the first screen counts.
const OBSERVE = `(() => {
  const b = (window.__sbs = { fcp: 0, lcp: 0, lcpElement: '', tasks: [], firstCard: null });
  const name = (el) => {
    if (!el) return '(removed from the page)';
    const src = el.currentSrc || el.src || '';
    return el.localName + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') +
      (src ? ' ' + src.split('/').pop().split('?')[0] : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { b.lcp = e.startTime; b.lcpElement = name(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.top < innerHeight; };
  const look = () => {
    const roots = [document, ...[...document.querySelectorAll('*')].filter((e) => e.shadowRoot).map((e) => e.shadowRoot)];
    for (const root of roots) for (const card of root.querySelectorAll('.card, .category')) if (shown(card)) return true;
    return false;
  };
  const frame = () => {
    if (look()) b.firstCard = performance.now();
    else if (performance.now() < 60000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

async function throttledPage(
  browser: Browser,
  rate: number,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneNetworkConditions());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/** Loads `url` cold and waits until the page is idle; returns what the shopper's phone went through. */
async function measureLoad(browser: Browser, url: string, rate: number): Promise<Load> {
  const { context, page, cdp } = await throttledPage(browser, rate);
  try {
    const types = new Map<string, string>();
    let jsBytes = 0;
    let totalBytes = 0;
    let requests = 0;
    let lastRequest = 0;
    cdp.on('Network.requestWillBeSent', () => void (requests++, (lastRequest = Date.now())));
    cdp.on('Network.responseReceived', (e) => void types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      totalBytes += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
    });
    await context.addInitScript({ content: OBSERVE });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const loaded = Date.now();
    for (;;) {
      // Long tasks are counted in page time; requests in wall time: both must have been quiet for QUIET_MS, after
      // the first card and the first paint showed (Firestore's SDK answers on a request that stays open, which no
      // quiet spell sees).
      const quiet = await page.evaluate((ms) => {
        const b = (window as unknown as { __sbs: { tasks: number[][]; firstCard: number | null; lcp: number } }).__sbs;
        const last = b.tasks.reduce((end, [start, duration]) => Math.max(end, start! + duration!), 0);
        // A starved machine can leave the first paint unreported for a while: it is waited for, never read as 0.
        return b.firstCard !== null && b.lcp > 0 && performance.now() - last >= ms;
      }, QUIET_MS);
      if ((quiet && Date.now() - lastRequest >= QUIET_MS) || Date.now() - loaded > IDLE_CAP_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const b = await page.evaluate(
      () =>
        (
          window as unknown as {
            __sbs: { fcp: number; lcp: number; lcpElement: string; tasks: number[][]; firstCard: number | null };
          }
        ).__sbs,
    );
    return {
      fcp: b.fcp,
      lcp: b.lcp,
      lcpElement: b.lcpElement,
      firstCard: b.firstCard,
      blocking: b.tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration! - 50), 0),
      longTasks: b.tasks.length,
      jsBytes,
      totalBytes,
      requests,
    };
  } finally {
    await context.close();
  }
}

/**
 * Navigation start → the first frame in which typing in the search box has filtered the grid. Types as soon as a
 * search box is visible; a box that an upgrade replaces (and so loses what was typed) is typed into again.
 */
async function measureTyping(browser: Browser, url: string, rate: number): Promise<number> {
  const { context, page } = await throttledPage(browser, rate);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const box = page.locator('input[type="search"]:visible').first();
    for (let attempt = 0; attempt < 40; attempt++) {
      await box.waitFor({ timeout: 120_000 });
      await box.fill(WORD).catch(() => undefined);
      const at = await page
        .waitForFunction(
          ([shown]) => {
            const roots: ParentNode[] = [document];
            for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
            let cards = 0;
            for (const root of roots)
              for (const card of root.querySelectorAll('.card'))
                if ((card as HTMLElement).offsetParent !== null || card.getClientRects().length > 0) cards++;
            return cards > 0 && cards < shown ? performance.now() : null;
          },
          [SHOWN] as const,
          { polling: 'raf', timeout: 3_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => null);
      if (at !== null) return at;
    }
    throw new Error(`typing "${WORD}" never filtered the grid of ${url}`);
  } finally {
    await context.close();
  }
}

// Figures

export type Variant = 'ours' | 'oursFirestore' | 'reference';
const LABEL: Record<Variant, string> = {
  ours: 'ours (embedded)',
  oursFirestore: 'ours (Firestore)',
  reference: 'reference SPA',
};
const METRICS = ['fcp', 'lcp', 'firstCard', 'typing', 'blocking', 'jsBytes', 'totalBytes', 'requests'] as const;
type Metric = (typeof METRICS)[number];

export interface Row {
  cpuSlowdown: number;
  variant: Variant;
  route: string;
  runs: number;
  /** The LCP element of each run, counted: a route whose LCP element changes between runs shows it here. */
  lcpElements: Record<string, number>;
  metrics: Partial<Record<Metric, Spread>>;
  /** Median ours / median reference at the same CPU slowdown, for the rows of our site. */
  ratios?: Partial<Record<Metric, number>>;
}

export interface SideBySideResults {
  chromium: string;
  conditions: typeof PHONE_NETWORK;
  rounds: number;
  loadAverage: { min: number; max: number };
  reference: { installSeconds: number | null; buildSeconds: number };
  rows: Row[];
}

/** Loads and typing times keyed `rate variant route` into rows with medians, min–max and ratios. */
function summarise(loads: Record<string, Load[]>, typing: Record<string, number[]>): Row[] {
  const rows: Row[] = Object.entries(loads).map(([key, list]) => {
    const [rate, variant, route] = key.split(' ') as [string, Variant, string];
    const metrics: Row['metrics'] = {};
    for (const metric of ['fcp', 'lcp', 'blocking', 'jsBytes', 'totalBytes', 'requests'] as const)
      metrics[metric] = spread(list.map((load) => load[metric]));
    const cards = list.map((load) => load.firstCard).filter((at): at is number => at !== null);
    if (cards.length === list.length) metrics.firstCard = spread(cards);
    const typed = typing[`${rate} ${variant}`];
    if (route === '/saree' && typed) metrics.typing = spread(typed);
    const lcpElements: Record<string, number> = {};
    for (const { lcpElement } of list) lcpElements[lcpElement] = (lcpElements[lcpElement] ?? 0) + 1;
    return { cpuSlowdown: Number(rate), variant, route, runs: list.length, lcpElements, metrics };
  });
  for (const row of rows) {
    const reference = rows.find(
      (r) => r.variant === 'reference' && r.route === row.route && r.cpuSlowdown === row.cpuSlowdown,
    );
    if (row.variant === 'reference' || !reference) continue;
    row.ratios = {};
    for (const metric of METRICS) {
      const ours = row.metrics[metric]?.median;
      const theirs = reference.metrics[metric]?.median;
      if (ours !== undefined && theirs) row.ratios[metric] = round(ours / theirs, 2);
    }
  }
  const order = (row: Row) =>
    row.cpuSlowdown * 100 +
    ROUTES.indexOf(row.route as (typeof ROUTES)[number]) * 10 +
    Object.keys(LABEL).indexOf(row.variant);
  return rows.sort((a, b) => order(a) - order(b));
}

export function sideBySideTable(r: SideBySideResults): string {
  const bytes = (s: Spread | undefined) => (s ? kb(s.median) : '–');
  const figures = table(
    'Side by side: medians (min–max), ms from navigation start',
    [
      'CPU',
      'route',
      'site',
      'FCP >',
      'LCP >',
      'first card >',
      'typing filters >',
      'blocking >',
      'JS KB >',
      'total KB >',
      'requests >',
    ],
    r.rows.map((row) => [
      `×${row.cpuSlowdown}`,
      row.route,
      LABEL[row.variant],
      range(row.metrics.fcp),
      range(row.metrics.lcp),
      range(row.metrics.firstCard),
      range(row.metrics.typing),
      range(row.metrics.blocking),
      bytes(row.metrics.jsBytes),
      bytes(row.metrics.totalBytes),
      row.metrics.requests ? fixed(row.metrics.requests.median, 0) : '–',
    ]),
    [
      `Chromium ${r.chromium}, ${r.rounds} interleaved rounds, cold cache, ${r.conditions.latencyMs} ms round trip, ${r.conditions.downloadMbit} Mbit/s down,`,
      `CPU slowdown (DevTools) as marked, 412×823 phone viewport; load average ${r.loadAverage.min}–${r.loadAverage.max}.`,
      'first card: the first product card (on `/`, category card) laid out in the first screen;',
      `typing filters: navigation start → first frame where typing "${WORD}" in the search box has filtered the grid;`,
      'blocking: long tasks beyond 50 ms, summed, until 2 s pass with no long task and no request;',
      'bytes as transferred (compressed), KB = 1024 bytes; the emulator answers uncompressed.',
    ],
  );
  const ratio = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)}×`);
  const ratios = table(
    'Side by side: ours / reference (medians; below 1 is better)',
    [
      'CPU',
      'route',
      'site',
      ...['FCP', 'LCP', 'first card', 'typing filters', 'blocking', 'JS', 'total bytes', 'requests'].map(
        (h) => `${h} >`,
      ),
    ],
    r.rows
      .filter((row) => row.ratios)
      .map((row) => [
        `×${row.cpuSlowdown}`,
        row.route,
        LABEL[row.variant],
        ...METRICS.map((m) => ratio(row.ratios![m])),
      ]),
  );
  const elements = r.rows.map(
    (row) =>
      `  ×${row.cpuSlowdown} ${row.route} ${LABEL[row.variant]}: ${Object.entries(row.lcpElements)
        .map(([element, runs]) => `${element || '(none)'} ×${runs}`)
        .join(', ')}`,
  );
  return `${figures}\n${ratios}\nLCP element per run\n${elements.join('\n')}\n`;
}

// The run

const ROUTES = ['/', '/saree'] as const;
/** Typed into `/saree`'s search box: about half the sarees have it, so the grid visibly changes. */
const WORD = 'silk';
/** Cards `/saree` shows before a search. */
const SHOWN = 78;
const REFERENCE_BUILD = 'dist/bench-reference';

/** The embedded catalogue, as the site publishes it, into the emulator's Saree collection. */
async function seed(emulator: Emulator, site: string): Promise<number> {
  const products = JSON.parse(await readFile(`${site}/catalogue/saree.json`, 'utf8')) as Array<Record<string, string>>;
  for (const { id, ...fields } of products) await emulator.seed('Saree', id!, fields);
  return products.length;
}

export async function runSideBySide(
  site: string,
  {
    rates,
    rounds = 7,
    log = () => {},
  }: { rates: readonly number[]; rounds?: number | undefined; log?: (line: string) => void },
): Promise<SideBySideResults> {
  const bin = emulatorBinary();
  if (!bin) throw new Error('the Firestore emulator is not installed (google-cloud-cli-firestore-emulator)');
  const { installSeconds } = ensureReference(log);
  log('Building the reference with Vite …');
  const { buildSeconds } = await buildReference(site, REFERENCE_BUILD);
  log(`  built in ${buildSeconds.toFixed(1)} s`);

  const emulator = await startEmulator(bin, { rules: 'firestore.rules' });
  const servers: Served[] = [];
  let browser: Browser | undefined;
  try {
    log(`  Firestore emulator at ${emulator.host}, ${await seed(emulator, site)} sarees`);
    const ours = await serveOurs(site);
    const onFirestore = await serveOursOnFirestore(site, emulator.host);
    const reference = await serveReference(REFERENCE_BUILD, site, emulator.host);
    servers.push(ours, onFirestore, reference);
    const variants: Array<{ variant: Variant; url: string; routes: readonly string[] }> = [
      { variant: 'ours', url: ours.url, routes: ROUTES },
      // `/` reads no products, so it is the same page as the row above.
      { variant: 'oursFirestore', url: onFirestore.url, routes: ['/saree'] },
      { variant: 'reference', url: reference.url, routes: ROUTES },
    ];
    browser = await launch();
    const loads: Record<string, Load[]> = {};
    const typing: Record<string, number[]> = {};
    const loadAverage: number[] = [];
    for (let r = 0; r < rounds; r++) {
      loadAverage.push(os.loadavg()[0]!);
      // Interleaved, and each round starts with another site, so a busy spell of the machine hits them alike.
      const order = variants.map((_, i) => variants[(i + r) % variants.length]!);
      for (const rate of rates) {
        for (const route of ROUTES) {
          for (const { variant, url, routes } of order) {
            if (!routes.includes(route)) continue;
            (loads[`${rate} ${variant} ${route}`] ??= []).push(await measureLoad(browser, `${url}${route}`, rate));
          }
        }
        for (const { variant, url } of order)
          (typing[`${rate} ${variant}`] ??= []).push(await measureTyping(browser, `${url}/saree`, rate));
      }
      log(`  round ${r + 1} of ${rounds} (load average ${os.loadavg()[0]!.toFixed(2)})`);
    }
    return {
      chromium: browser.version(),
      conditions: PHONE_NETWORK,
      rounds,
      loadAverage: { min: round(Math.min(...loadAverage), 2), max: round(Math.max(...loadAverage), 2) },
      reference: {
        installSeconds: installSeconds === null ? null : round(installSeconds, 1),
        buildSeconds: round(buildSeconds, 1),
      },
      rows: summarise(loads, typing),
    };
  } finally {
    await browser?.close();
    for (const server of servers) await server.close();
    await emulator.stop();
  }
}
