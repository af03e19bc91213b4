/**
 * The shop manager (`/manage`) on a staff member's phone, signed out, as it runs for a shop: the built site with a
 * Firebase project written into the manager's page (a `demo-` project, so nothing can reach a real one), pointed
 * at the Auth and Firestore emulators the way the manager's tests serve it (`?emulator=…&auth=…`, honoured on
 * localhost only). Chromium with an Android phone's user agent (Firebase Auth starts differently on a phone), the
 * bench's phone network, the CPU slowdown calibrated for this machine and ×4, N runs of each:
 * - first view, cold: each request the page makes, its bytes on the wire and what the file is, the scripts' gzip
 *   size, FCP, LCP, and the sign-in screen usable (its Google button visible and enabled);
 * - repeat visit, in a new tab once the manager's worker controls the page: which requests the worker answered,
 *   which reached the network (counted at the server), the bytes from the network, the same times. DevTools
 *   throttles one target at a time, and the worker is a target of its own: it gets the same network.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { compressed } from '../site/build/compress-cache.js';
import { STRINGS } from '../site/manage/strings.js';
import { startServer } from '../site/server/serve.js';
import { installedVersion, PINNED } from '../tools/firebase-tools.js';
import { startAuthEmulator, type AuthEmulator } from '../test/_util/auth-emulator.js';
import { launch } from '../test/_util/browser.js';
import { emulatorBinary, PROJECT, startEmulator, type Emulator } from '../test/_util/emulator.js';
import { closeServer } from '../test/_util/site.js';
import { meter } from './offline.js';
import { fixed, kb, range, round, spread, table, type Spread } from './table.js';
import { PHONE_NETWORK, phoneNetworkConditions } from './throttling.js';

/** The Firebase web config a shop's build writes into the manager's page, for a project no one can own. */
const FIREBASE = { apiKey: 'demo-key', authDomain: `${PROJECT}.firebaseapp.com`, projectId: PROJECT };
const CONFIG = /(<script type="application\/json" id="manager-config">)([^<]*)(<\/script>)/;

/** The manager's built page with `firebase` in its config, as a build for a shop with a Firebase project writes it. */
export function withFirebase(html: string, firebase: Record<string, string>): string {
  const found = CONFIG.exec(html);
  if (!found)
    throw new Error(
      'manage/index.html has no <script type="application/json" id="manager-config">: build the site again (npm run build)',
    );
  const config = JSON.parse(found[2]!) as Record<string, unknown>;
  // As the build writes it: `<` escaped, so a "</script>" in a value cannot end the element.
  const json = JSON.stringify({ ...config, firebase }).replace(/</g, '\\u003c');
  return html.replace(CONFIG, () => `${found[1]}${json}${found[3]}`);
}

/** A copy of the built site whose manager page names the shop's Firebase project (with its .gz and .br copies). */
async function siteForShop(root: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'bench-manage-'));
  await cp(root, copy, { recursive: true });
  const page = path.join(copy, 'manage', 'index.html');
  const html = Buffer.from(withFirebase(await readFile(page, 'utf8'), FIREBASE));
  const { gz, br } = await compressed(html);
  await Promise.all([writeFile(page, html), writeFile(`${page}.gz`, gz), writeFile(`${page}.br`, br)]);
  return copy;
}

/** Where the manager's requests go: the local server and the two emulators (host:port each). */
interface Hosts {
  site: string;
  auth: string;
  firestore: string;
}

/** What each file the manager loads is (site/manage/README.md), for the tables of the visits. */
function whatItIs(url: string, hosts: Hosts): string {
  const { host, pathname } = new URL(url);
  if (host === hosts.auth) return 'Auth emulator';
  if (host === hosts.firestore) return 'Firestore emulator';
  if (host !== hosts.site)
    return host === 'apis.google.com' ? "Google's sign-in script (gapi), which Firebase Auth loads on a phone" : host;
  if (pathname === '/manage') return 'the page, with the Firebase config';
  if (pathname === '/manage/app.js') return 'the app: Preact, Firebase Auth, Firestore with its persistent cache';
  if (pathname === '/manage/manage.css') return 'its stylesheet';
  if (pathname === '/manage/sw.js') return "the manager's worker";
  if (pathname === '/manage/manifest.webmanifest') return 'the web app manifest';
  if (/^\/manage\/chunks\/search\.lazy-/.test(pathname)) return 'chunk: the site search';
  if (/^\/manage\/chunks\/settings-/.test(pathname)) return "chunk: the shop's details form (owners)";
  if (pathname.startsWith('/manage/chunks/')) return 'chunk';
  if (pathname.startsWith('/icons/')) return 'the app icon';
  return '';
}

// One load

/** A mid-range Android phone: its user agent is what makes Firebase Auth open Google's sign-in frame at start. */
const phone = (chromium: string) => ({
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromium.split('.')[0]}.0.0.0 Mobile Safari/537.36`,
  // The emulators listen on local ports the production policy rightly does not name (as in the manager's tests).
  bypassCSP: true,
});
const SIGN_IN_LABELS = [STRINGS.bn.google, STRINGS.en.google];
/** The page is idle once this long has passed with no request open or started. */
const QUIET_MS = 2_000;
const CAP_MS = 60_000;

// In-page code is plain text: the TypeScript loader would add helpers the page does not have.
const OBSERVE = (labels: string[]) => `(() => {
  const b = (window.__manage = { fcp: 0, lcp: 0, lcpElement: '', signIn: null });
  const labels = ${JSON.stringify(labels)};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      b.lcp = e.startTime;
      const el = e.element;
      b.lcpElement = el ? el.localName + (el.className ? '.' + String(el.className).split(' ')[0] : '') +
        ' "' + el.textContent.trim().slice(0, 24) + '…"' : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const usable = (el) => labels.includes(el.textContent.trim()) && !el.disabled && el.getClientRects().length > 0 &&
    getComputedStyle(el).visibility !== 'hidden';
  const frame = () => {
    if ([...document.querySelectorAll('button')].some(usable)) b.signIn = performance.now();
    else if (performance.now() < ${CAP_MS}) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

export interface PageRequest {
  url: string;
  type: string;
  status: number | null;
  /** Bytes on the wire as the page saw them (0 when the worker answered). */
  bytes: number;
  fromWorker: boolean;
  failed: string | null;
  /** From the request's start to its end or its failure. */
  ms: number;
}

/** The page's requests, from the DevTools Network domain, and whether any is open. */
function follow(cdp: CDPSession) {
  const requests = new Map<string, PageRequest>();
  const open = new Set<string>();
  let changed = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: the request is the one it ends at.
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? '',
      status: null,
      bytes: 0,
      fromWorker: false,
      failed: null,
      // DevTools timestamps are in seconds.
      ms: -e.timestamp,
    });
    open.add(e.requestId);
    changed = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    request.status = e.response.status;
    request.fromWorker = Boolean(e.response.fromServiceWorker);
  });
  const settle = (id: string) => {
    open.delete(id);
    changed = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) [request.bytes, request.ms] = [e.encodedDataLength, round((request.ms + e.timestamp) * 1000, 0)];
    settle(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => {
    const request = requests.get(e.requestId);
    if (request) [request.failed, request.ms] = [e.errorText, round((request.ms + e.timestamp) * 1000, 0)];
    settle(e.requestId);
  });
  return {
    list: () => [...requests.values()],
    quietFor: (ms: number) => open.size === 0 && Date.now() - changed >= ms,
  };
}

async function throttledPage(context: BrowserContext, rate: number): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneNetworkConditions());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp };
}

/**
 * The phone network for the service workers of one browser context (DevTools slows the CPU of pages only).
 * Playwright opens no session on a worker for us: a browser session attaches to it and speaks to it through
 * Target.sendMessageToTarget. Returns what each worker answered.
 */
async function throttleWorkers(browser: Browser, contextId: string): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker' && t.browserContextId === contextId);
  const pending = new Map<number, (answer: string) => void>();
  session.on('Target.receivedMessageFromTarget', (e) => {
    const message = JSON.parse(e.message) as { id?: number; error?: { message: string } };
    if (message.id !== undefined) pending.get(message.id)?.(message.error ? message.error.message : 'ok');
  });
  let id = 0;
  const answers: string[] = [];
  for (const worker of workers) {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    const send = (method: string, params: object) =>
      new Promise<string>((resolve) => {
        pending.set(++id, resolve);
        void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      });
    await send('Network.enable', {});
    const network = await send('Network.emulateNetworkConditions', phoneNetworkConditions());
    answers.push(`${new URL(worker.url).pathname}: ${network}`);
  }
  return answers;
}

interface Visit {
  fcp: number;
  lcp: number;
  lcpElement: string;
  signIn: number;
  /** Navigation start → the document's first byte. */
  documentMs: number;
  requests: PageRequest[];
  /** At the server: the paths asked for (each with its bytes), and every byte written, headers included. */
  serverPaths: string[];
  serverBytes: number;
}

type Counter = ReturnType<typeof meter>;

/** Loads the manager in `page`, waits for the sign-in screen, then until the page has been quiet QUIET_MS. */
async function visit(page: Page, cdp: CDPSession, url: string) {
  const requests = follow(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    () => (window as unknown as { __manage: { signIn: number | null } }).__manage.signIn,
    undefined,
    { timeout: CAP_MS },
  );
  for (const until = Date.now() + CAP_MS; !requests.quietFor(QUIET_MS) && Date.now() < until;)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const seen = await page.evaluate(() => {
    const b = (window as unknown as { __manage: { fcp: number; lcp: number; lcpElement: string; signIn: number } })
      .__manage;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { ...b, documentMs: nav.responseStart - nav.startTime };
  });
  return { ...seen, requests: requests.list() };
}

/** What the server received and wrote since `since` (its byte count then), once it has been quiet. */
async function served(counter: Counter, since: number): Promise<Pick<Visit, 'serverPaths' | 'serverBytes'>> {
  await counter.quiet();
  return { serverPaths: counter.takePaths(), serverBytes: counter.bytes() - since };
}

/** The server's entries (`/path?query bytes`) that the page's own requests do not account for: the worker's. */
export function notAskedByPage(serverPaths: readonly string[], pageUrls: readonly string[]): string[] {
  const asked = new Map<string, number>();
  for (const url of pageUrls) {
    const { pathname, search } = new URL(url);
    asked.set(pathname + search, (asked.get(pathname + search) ?? 0) + 1);
  }
  return serverPaths.filter((entry) => {
    const target = entry.slice(0, entry.lastIndexOf(' '));
    const left = asked.get(target) ?? 0;
    if (left > 0) asked.set(target, left - 1);
    return left === 0;
  });
}

/**
 * A first view in a fresh phone, then a repeat visit in a new tab once the worker controls the manager. The first
 * view's server figures run until the worker has installed (it saves the page, script, stylesheet and chunks).
 */
async function firstAndRepeat(browser: Browser, url: string, rate: number, counter: Counter) {
  const context = await browser.newContext(phone(browser.version()));
  try {
    await context.addInitScript({ content: OBSERVE(SIGN_IN_LABELS) });
    counter.takePaths();
    let since = counter.bytes();
    const first = await throttledPage(context, rate);
    const firstSeen = await visit(first.page, first.cdp, url);
    await first.page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: CAP_MS })
      .catch(() => {
        throw new Error(`the manager's worker never took control of ${new URL(url).pathname} in ${CAP_MS / 1000} s`);
      });
    const firstVisit: Visit = { ...firstSeen, ...(await served(counter, since)) };
    const { targetInfo } = await first.cdp.send('Target.getTargetInfo');
    await first.page.close();
    const workers = await throttleWorkers(browser, targetInfo.browserContextId!);
    since = counter.bytes();
    const repeat = await throttledPage(context, rate);
    const repeatVisit: Visit = { ...(await visit(repeat.page, repeat.cdp, url)), ...(await served(counter, since)) };
    const installPaths = notAskedByPage(
      firstVisit.serverPaths,
      firstVisit.requests.map((q) => q.url),
    );
    return { first: firstVisit, installPaths, workers, repeat: repeatVisit };
  } finally {
    await context.close();
  }
}

// Figures

export interface VisitFigures {
  fcp: Spread;
  lcp: Spread;
  signIn: Spread;
  /** Navigation start → the document's first byte. */
  documentMs: Spread;
  /** Requests the page made, those the worker answered, those that never got an answer. */
  requests: Spread;
  fromWorker: Spread;
  failed: Spread;
  /** Bytes the page received from the network (not from the worker), headers included. */
  pageBytes: Spread;
  /** Requests the server received and the bytes it wrote (headers included), the worker's own fetches included. */
  toServer: Spread;
  serverBytes: Spread;
  /** The gzip size of the site's scripts the page downloaded. */
  jsGzipBytes: Spread;
}

export interface ManageRow {
  cpuSlowdown: number;
  visit: 'first' | 'repeat';
  runs: number;
  lcpElements: Record<string, number>;
  figures: VisitFigures;
}

export interface FileRow {
  path: string;
  what: string;
  type: string;
  status: number | null;
  /** Bytes on the wire as the page saw them (the local server sends brotli; headers included). */
  bytes: number;
  /** The site's scripts: the file's gzip size. */
  gzipBytes: number | null;
  fromWorker: boolean;
  failed: string | null;
  /** From the request's start to its end or its failure. */
  ms: number;
}

export interface ManageResults {
  measured: string;
  userAgent: string;
  conditions: typeof PHONE_NETWORK;
  runs: number;
  loadAverage: { min: number; max: number };
  rows: ManageRow[];
  /** The first run at the calibrated slowdown: the first view's requests, what the worker's install fetched, the
   * repeat visit's requests and what reached the server, and how the worker took the phone network. */
  firstView: FileRow[];
  installPaths: string[];
  repeatVisit: FileRow[];
  repeatServerPaths: string[];
  workers: string[];
}

type Load = Awaited<ReturnType<typeof firstAndRepeat>>;

/** The site's scripts (a gzip size) the page downloaded, their gzip bytes summed. */
const jsGzip = (files: FileRow[]) =>
  files.filter((f) => f.gzipBytes !== null && !f.fromWorker && f.status === 200).reduce((s, f) => s + f.gzipBytes!, 0);

function summarise(loads: Record<number, Load[]>, files: Map<Visit, FileRow[]>): ManageRow[] {
  return Object.entries(loads).flatMap(([rate, list]) =>
    (['first', 'repeat'] as const).map((which) => {
      const visits = list.map((load) => load[which]);
      const count = (pick: (q: PageRequest) => boolean) => spread(visits.map((v) => v.requests.filter(pick).length));
      const lcpElements: Record<string, number> = {};
      for (const v of visits) lcpElements[v.lcpElement] = (lcpElements[v.lcpElement] ?? 0) + 1;
      return {
        cpuSlowdown: Number(rate),
        visit: which,
        runs: visits.length,
        lcpElements,
        figures: {
          fcp: spread(visits.map((v) => v.fcp)),
          lcp: spread(visits.map((v) => v.lcp)),
          signIn: spread(visits.map((v) => v.signIn)),
          documentMs: spread(visits.map((v) => v.documentMs)),
          requests: count(() => true),
          fromWorker: count((q) => q.fromWorker),
          failed: count((q) => q.failed !== null),
          pageBytes: spread(visits.map((v) => v.requests.reduce((s, q) => s + (q.fromWorker ? 0 : q.bytes), 0))),
          toServer: spread(visits.map((v) => v.serverPaths.length)),
          serverBytes: spread(visits.map((v) => v.serverBytes)),
          jsGzipBytes: spread(visits.map((v) => jsGzip(files.get(v)!))),
        },
      };
    }),
  );
}

export async function runManage(
  root: string,
  {
    rates,
    runs = 3,
    log = () => {},
  }: { rates: readonly number[]; runs?: number | undefined; log?: (line: string) => void },
): Promise<ManageResults> {
  const bin = emulatorBinary();
  if (!bin) throw new Error('the Firestore emulator is not installed (google-cloud-cli-firestore-emulator)');
  if (installedVersion() !== PINNED)
    throw new Error(
      `firebase-tools ${PINNED} (its Auth emulator) is not installed: npm run firebase -- --install-only`,
    );
  const site = await siteForShop(root);
  let firestore: Emulator | undefined;
  let auth: AuthEmulator | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  try {
    [firestore, auth] = await Promise.all([startEmulator(bin, { rules: 'firestore.rules' }), startAuthEmulator()]);
    server = await startServer({ root: site, port: 0 });
    const counter = meter(server.server);
    const hosts: Hosts = { site: new URL(server.url).host, auth: auth.host, firestore: firestore.host };
    const url = `${server.url}/manage?emulator=${firestore.host}&auth=${auth.host}`;
    log(`  manager at ${url}`);
    browser = await launch();
    const loads: Record<number, Load[]> = {};
    const loadAverage: number[] = [];
    for (let r = 0; r < runs; r++) {
      loadAverage.push(os.loadavg()[0]!);
      for (const rate of rates) (loads[rate] ??= []).push(await firstAndRepeat(browser, url, rate, counter));
      log(`  manage run ${r + 1} of ${runs} (load average ${os.loadavg()[0]!.toFixed(2)})`);
    }
    const gzipOf = new Map<string, number | null>();
    const fileRow = (request: PageRequest): FileRow => {
      const { host, pathname } = new URL(request.url);
      const script = host === hosts.site && request.type === 'Script';
      if (script && !gzipOf.has(pathname))
        gzipOf.set(
          pathname,
          readFileOrNull(path.join(site, pathname), (data) => gzipSync(data, { level: 9 }).length),
        );
      return {
        path: host === hosts.site ? pathname : request.url.split('?')[0]!,
        what: whatItIs(request.url, hosts),
        type: request.type,
        status: request.status,
        bytes: request.bytes,
        gzipBytes: script ? gzipOf.get(pathname)! : null,
        fromWorker: request.fromWorker,
        failed: request.failed,
        ms: request.ms < 0 ? Number.NaN : request.ms,
      };
    };
    const files = new Map<Visit, FileRow[]>();
    for (const load of Object.values(loads).flat())
      for (const v of [load.first, load.repeat]) files.set(v, v.requests.map(fileRow));
    const sample = loads[rates[0]!]![0]!;
    return {
      measured:
        `${root}'s manager with the Firebase project "${PROJECT}" written into its page (as a shop's build writes it), ` +
        `at /manage?emulator=…&auth=… (the Firestore emulator with firestore.rules, the Auth emulator), signed out`,
      userAgent: phone(browser.version()).userAgent,
      conditions: PHONE_NETWORK,
      runs,
      loadAverage: { min: round(Math.min(...loadAverage), 2), max: round(Math.max(...loadAverage), 2) },
      rows: summarise(loads, files),
      firstView: files.get(sample.first)!,
      installPaths: sample.installPaths,
      repeatVisit: files.get(sample.repeat)!,
      repeatServerPaths: sample.repeat.serverPaths,
      workers: sample.workers,
    };
  } finally {
    await browser?.close();
    if (server) await closeServer(server.server);
    await Promise.all([firestore?.stop(), auth?.stop()]);
    await rm(site, { recursive: true, force: true });
  }
}

function readFileOrNull(file: string, size: (data: Buffer) => number): number | null {
  try {
    return size(readFileSync(file));
  } catch {
    return null;
  }
}

export function manageTable(r: ManageResults): string {
  const count = (s: Spread) =>
    s.min === s.max ? fixed(s.median, 0) : `${fixed(s.median, 0)} (${fixed(s.min, 0)}–${fixed(s.max, 0)})`;
  const calibrated = r.rows[0]?.cpuSlowdown ?? '–';
  const figures = table(
    'Manager: /manage on a phone, signed out; medians (min–max), ms from navigation start',
    [
      'CPU',
      'visit',
      'FCP >',
      'LCP >',
      'sign-in usable >',
      'requests >',
      'by the worker >',
      'failed >',
      'page KB >',
      'to the server >',
      'server KB >',
      'JS KB gzip >',
    ],
    r.rows.map((row) => [
      `×${row.cpuSlowdown}`,
      row.visit,
      range(row.figures.fcp),
      range(row.figures.lcp),
      range(row.figures.signIn),
      count(row.figures.requests),
      count(row.figures.fromWorker),
      count(row.figures.failed),
      kb(row.figures.pageBytes.median),
      count(row.figures.toServer),
      kb(row.figures.serverBytes.median),
      kb(row.figures.jsGzipBytes.median),
    ]),
    [
      `Measured: ${r.measured}.`,
      `Chromium at 360×740 with an Android user agent, ${r.runs} run${r.runs === 1 ? '' : 's'}; ${r.conditions.latencyMs} ms round trip and ${r.conditions.downloadMbit} Mbit/s down for the page and the worker alike; CPU slowdown (DevTools, the page only) as marked; load average ${r.loadAverage.min}–${r.loadAverage.max}.`,
      'first: a fresh phone; repeat: a new tab once the worker controls /manage. sign-in usable: the first frame with the "Google দিয়ে সাইন ইন" button visible and enabled.',
      "requests: what the page asked for; by the worker: answered by the manager's worker; failed: never answered; page KB: what the page received from the network (headers included).",
      "to the server, server KB: requests the local server received and every byte it wrote (brotli, headers included), the worker's own fetches included (on the first view, its install). JS KB gzip: the site's scripts the page downloaded, gzip. 1 KB = 1024 bytes.",
      ...r.rows.map(
        (row) =>
          `×${row.cpuSlowdown} ${row.visit}: LCP element ${Object.entries(row.lcpElements)
            .map(([e, n]) => `${e} ×${n}`)
            .join(', ')}`,
      ),
    ],
  );
  const fileRows = (rows: FileRow[]) =>
    rows.map((f) => [
      f.path,
      f.what,
      f.failed
        ? `failed in ${fixed(f.ms, 0)} ms: ${f.failed}`
        : f.fromWorker
          ? `${f.status} (worker)`
          : String(f.status ?? '–'),
      f.fromWorker || f.failed ? '–' : kb(f.bytes),
      f.fromWorker ? '–' : kb(f.gzipBytes),
    ]);
  const offsite = r.firstView.filter((f) => /^https?:/.test(f.path));
  const emulated = [...r.firstView, ...r.repeatVisit].filter((f) => / emulator$/.test(f.what)).length;
  const first = table(
    `Manager: what the first view loads (run 1, CPU ×${calibrated})`,
    ['file', 'what it is', 'status', 'KB on the wire >', 'KB gzip >'],
    fileRows(r.firstView),
    [
      `The worker's install then asked the server for (path, bytes): ${r.installPaths.join(' ')}; here the page's address carries the emulators' query, so the worker fetches /manage once more.`,
      `Requests to the emulators on both visits: ${emulated}.`,
      ...(offsite.some((f) => f.failed)
        ? [
            "On a phone, Firebase Auth opens Google's sign-in frame (apis.google.com's script, its iframes module, then the project's auth page) before it reports \"signed out\": this machine cannot reach Google, so that step failed at once here and the sign-in times above are a lower bound.",
          ]
        : []),
    ],
  );
  const repeat = table(
    `Manager: the repeat visit (run 1, CPU ×${calibrated})`,
    ['file', 'what it is', 'status', 'KB on the wire >', 'KB gzip >'],
    fileRows(r.repeatVisit),
    [
      `The server received (path, bytes): ${r.repeatServerPaths.join(' ') || 'nothing'}`,
      `The phone network for the worker: ${r.workers.join('; ') || 'no worker found'}`,
    ],
  );
  return `${figures}\n${first}\n${repeat}`;
}
