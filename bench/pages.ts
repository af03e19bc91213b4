/**
 * Every route, served locally by the site's own server with compression:
 * - Lighthouse (mobile profile, simulated throttling), three runs a route (median of each figure). Each run loads
 *   the page once (Lighthouse's gather mode) and audits that load twice: at the CPU slowdown calibrated for this
 *   machine (bench/throttling.ts) and at Lighthouse's default ×4. Simulated throttling scales the observed CPU work
 *   only when auditing, so both columns come from the same load. Each route's LCP element and its phases, and its
 *   long tasks by the script they run, are read from the calibrated audit.
 * - The server under load (`loadTest`): 10 000 requests over every route and the catalogue JSON, about a fifth
 *   of them hostile; test/server/load.test.ts asserts it answers all of them.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { COLLECTION_INFO, COLLECTIONS } from '../src/product.js';
import { ROUTES } from '../site/pages/routes.js';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test/_util/browser.js';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from './throttling.js';
import { fixed, kb, median, round, table } from './table.js';

/** Chromium with a debugging port on loopback, for Lighthouse, in a fresh profile that close() removes. */
export async function launchForLighthouse(): Promise<{ port: number; close(): Promise<void> }> {
  if (!CHROMIUM) throw new Error('chromium is not installed (apt-get install -y chromium, or set CHROME_PATH)');
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  const close = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await rm(profile, { recursive: true, force: true });
  };
  for (const until = Date.now() + 30_000; ;) {
    const text = await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    if (text.includes('\n')) return { port: Number(text.split('\n')[0]), close };
    if (failed || child.exitCode !== null || Date.now() > until) {
      await close();
      throw new Error(`chromium did not open its debugging port: ${failed?.message ?? `exit ${child.exitCode}`}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BASE_FLAGS: Flags = { logLevel: 'error', output: 'json', disableFullPageScreenshot: true };

/** One Lighthouse run of `url`; `factor` sets the CPU slowdown, `dir` saves (gather) or reuses (audit) the load. */
export async function lighthouseRun(
  port: number,
  url: string,
  factor: number,
  options: Flags & { save?: string; reuse?: string } = {},
): Promise<Result> {
  const { save, reuse, ...flags } = options;
  const result = await lighthouse(url, {
    ...BASE_FLAGS,
    port,
    throttling: { cpuSlowdownMultiplier: factor },
    ...(save ? { gatherMode: save, auditMode: save } : reuse ? { auditMode: reuse } : {}),
    ...flags,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/**
 * The same saved load audited again at another CPU slowdown, for the performance category only. Lighthouse refuses
 * settings that differ from those of the gathering; under simulated throttling the slowdown is not applied while
 * gathering, and the categories only choose the audits, so the saved settings are changed to match.
 */
async function reaudit(port: number, url: string, dir: string, factor: number): Promise<Result> {
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(await readFile(file, 'utf8')) as { settings: Flags };
  const flags: Flags = { onlyCategories: ['performance'] };
  Object.assign(artifacts.settings, flags, {
    throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: factor },
  });
  await writeFile(file, JSON.stringify(artifacts));
  return lighthouseRun(port, url, factor, { ...flags, reuse: dir });
}

/**
 * The CPU slowdown for this machine, from Lighthouse's benchmark index: the median of three Lighthouse runs of `/`
 * (the index moves by a few hundred from one run to the next on a shared machine).
 */
export async function calibrate(root: string): Promise<{ benchmarkIndex: number; runs: number[]; factor: number }> {
  const { server, url } = await startServer({ root, port: 0 });
  const browser = await launchForLighthouse();
  try {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const lhr = await lighthouseRun(browser.port, `${url}/`, DEFAULT_CPU_SLOWDOWN, {
        onlyCategories: ['performance'],
      });
      runs.push(Math.round(lhr.environment.benchmarkIndex));
    }
    const benchmarkIndex = median(runs);
    return { benchmarkIndex, runs, factor: cpuSlowdownFor(benchmarkIndex) };
  } finally {
    await browser.close();
    await closeServer(server);
  }
}

/** What the CPU slowdown changes: the performance score and the timings. */
export interface Timed {
  performance: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
}

export interface Lcp {
  /** The shadow hosts it sits in, then the selector's last step (`shop-carousel › img.carousel__image`). */
  element: string | null;
  nodeLabel: string | null;
  /** The LCP image's path, and its bytes on the wire; null for a text LCP. */
  resource: string | null;
  resourceBytes: number | null;
  /** Lighthouse's LCP phases, which add up to the LCP. */
  ttfbMs: number | null;
  loadDelayMs: number | null;
  loadTimeMs: number | null;
  renderDelayMs: number | null;
}

interface PageRun {
  calibrated: Timed;
  atDefault: Timed;
  /** accessibility, best practices, SEO */
  scores: [number | null, number | null, number | null];
  cls: number | null;
  transferBytes: number | null;
  jsTransferBytes: number | null;
  requests: number | null;
  benchmarkIndex: number | null;
  /** Requests to anything but the local server (there should be none), audits that errored, Lighthouse's warnings. */
  notes: string[];
  lcp: Lcp;
  /** Each long task's time past 50 ms, summed by the script it is attributed to (calibrated). */
  blockingBySource: Record<string, number>;
}

export interface PageResult extends Omit<PageRun, 'lcp'> {
  route: string;
  runs: number;
  lcp: Lcp;
}

export interface PagesResults {
  lighthouse: string;
  cpuSlowdown: number;
  pages: PageResult[];
}

type Item = Record<string, unknown>;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
const items = (lhr: Result, audit: string): Item[] =>
  ((lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const sitePath = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);

/** The shadow hosts on a Lighthouse node path ("1,HTML,…,1,SHOP-CAROUSEL,a,#document-fragment,0,SECTION,…"). */
export function shadowHosts(nodePath: string): string[] {
  const parts = nodePath.split(',');
  const hosts: string[] = [];
  for (let i = 3; i < parts.length; i += 2)
    if (parts[i] === '#document-fragment') hosts.push(parts[i - 2]!.toLowerCase());
  return hosts;
}

/**
 * `largest-contentful-paint-element` holds two tables (the node; the phases); `prioritize-lcp-image` names the
 * image. Lighthouse pierces open shadow roots: the node's selector starts inside one, so the host is read from
 * its path.
 */
function readLcp(lhr: Result, origin: string): Lcp {
  const [nodeTable, phaseTable] = items(lhr, 'largest-contentful-paint-element') as { items?: Item[] }[];
  const node = (nodeTable?.items?.[0]?.node ?? {}) as Item;
  const hosts = shadowHosts(String(node.path ?? ''));
  const tail = str(node.selector)?.split('>').pop()?.trim();
  const phase = (name: string) => num(phaseTable?.items?.find((row) => row.phase === name)?.timing);
  const debug = lhr.audits['prioritize-lcp-image']?.details as { debugData?: { initiatorPath?: Item[] } } | undefined;
  const url = str(debug?.debugData?.initiatorPath?.[0]?.url);
  // The service worker fetches the same URL again after load (0 bytes on the wire): take the page's own request.
  const request = url
    ? items(lhr, 'network-requests').find((item) => item.url === url && item.resourceType === 'Image')
    : undefined;
  return {
    element: tail ? [...hosts, tail].join(' › ') : hosts.length ? `${hosts.join(' › ')} (shadow root)` : null,
    nodeLabel: str(node.nodeLabel),
    resource: url ? sitePath(url, origin) : null,
    resourceBytes: num(request?.transferSize),
    ttfbMs: phase('TTFB'),
    // Lighthouse writes 0 for these when the LCP is text, which has no request to wait for.
    loadDelayMs: url ? phase('Load Delay') : null,
    loadTimeMs: url ? phase('Load Time') : null,
    renderDelayMs: phase('Render Delay'),
  };
}

/** A long task's source: the script's path (a chunk's without its hash), `document`, or `unattributable`. */
function blockingBySource(lhr: Result, origin: string): Record<string, number> {
  const bySource: Record<string, number> = {};
  for (const task of items(lhr, 'long-tasks')) {
    const over = Number(task.duration ?? 0) - 50;
    if (!(over > 0)) continue;
    const url = String(task.url ?? '');
    const source =
      url === '' || url === 'Unattributable'
        ? 'unattributable'
        : url === lhr.finalDisplayedUrl
          ? 'document'
          : sitePath(url, origin).replace(/(\/chunks\/[\w-]+)-[\w-]{8}\.js$/, '$1.js');
    bySource[source] = (bySource[source] ?? 0) + over;
  }
  return bySource;
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

function timed(lhr: Result): Timed {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score(lhr, 'performance'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
  };
}

function readRun(lhr: Result, atDefault: Result, origin: string): PageRun {
  const summary = items(lhr, 'resource-summary');
  const total = summary.find((item) => item.resourceType === 'total');
  const offsite = items(lhr, 'network-requests')
    .map((item) => String(item.url ?? ''))
    .filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(origin));
  const errors = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `audit error: ${audit.id}: ${audit.errorMessage ?? 'error'}`);
  if (lhr.runtimeError) errors.unshift(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    calibrated: timed(lhr),
    atDefault: timed(atDefault),
    scores: [score(lhr, 'accessibility'), score(lhr, 'best-practices'), score(lhr, 'seo')],
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    transferBytes: num(total?.transferSize),
    jsTransferBytes: num(summary.find((item) => item.resourceType === 'script')?.transferSize),
    requests: num(total?.requestCount),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    notes: [...offsite.map((url) => `left the local server: ${url}`), ...errors, ...lhr.runWarnings],
    lcp: readLcp(lhr, origin),
    blockingBySource: blockingBySource(lhr, origin),
  };
}

/** Median of a figure over the runs (null when no run had it). */
function mid<T>(runs: readonly T[], pick: (run: T) => number | null, digits = 0): number | null {
  const values = runs.map(pick).filter((value): value is number => value !== null);
  return values.length ? round(median(values), digits) : null;
}

function midTimed(runs: readonly Timed[]): Timed {
  return {
    performance: mid(runs, (t) => t.performance),
    lcpMs: mid(runs, (t) => t.lcpMs),
    fcpMs: mid(runs, (t) => t.fcpMs),
    tbtMs: mid(runs, (t) => t.tbtMs),
  };
}

/** The most frequent value, marked with how many runs had it when they disagree. */
function mode(values: (string | null)[]): string | null {
  const counts = new Map<string | null, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [top, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return top !== null && count < values.length ? `${top} (${count} of ${values.length} runs)` : top;
}

function combine(route: string, runs: PageRun[]): PageResult {
  const lcps = runs.map((run) => run.lcp);
  const sources = [...new Set(runs.flatMap((run) => Object.keys(run.blockingBySource)))];
  return {
    route,
    runs: runs.length,
    calibrated: midTimed(runs.map((run) => run.calibrated)),
    atDefault: midTimed(runs.map((run) => run.atDefault)),
    scores: [0, 1, 2].map((i) => mid(runs, (run) => run.scores[i]!)) as PageResult['scores'],
    cls: mid(runs, (run) => run.cls, 4),
    transferBytes: mid(runs, (run) => run.transferBytes),
    jsTransferBytes: mid(runs, (run) => run.jsTransferBytes),
    requests: mid(runs, (run) => run.requests),
    benchmarkIndex: mid(runs, (run) => run.benchmarkIndex),
    notes: [...new Set(runs.flatMap((run) => run.notes))],
    lcp: {
      element: mode(lcps.map((lcp) => lcp.element)),
      nodeLabel: mode(lcps.map((lcp) => lcp.nodeLabel)),
      resource: mode(lcps.map((lcp) => lcp.resource)),
      resourceBytes: mid(lcps, (lcp) => lcp.resourceBytes),
      ttfbMs: mid(lcps, (lcp) => lcp.ttfbMs),
      loadDelayMs: mid(lcps, (lcp) => lcp.loadDelayMs),
      loadTimeMs: mid(lcps, (lcp) => lcp.loadTimeMs),
      renderDelayMs: mid(lcps, (lcp) => lcp.renderDelayMs),
    },
    blockingBySource: Object.fromEntries(
      sources.map((source) => [source, mid(runs, (run) => run.blockingBySource[source] ?? 0)!]),
    ),
  };
}

export async function runPages(
  root: string,
  {
    factor,
    routes = ROUTES,
    runs = 3,
    log = () => {},
  }: {
    factor: number;
    routes?: readonly string[];
    runs?: number | undefined;
    log?: (line: string) => void;
  },
): Promise<PagesResults> {
  const { server, url } = await startServer({ root, port: 0 });
  const browser = await launchForLighthouse().catch(async (error: unknown) => {
    await closeServer(server);
    throw error;
  });
  const flags: Flags = { onlyCategories: [...CATEGORIES] };
  const pages: PageResult[] = [];
  let version = '';
  try {
    for (const route of routes) {
      const list: PageRun[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        let gathered = started;
        const dir = await mkdtemp(path.join(tmpdir(), 'bench-gather-'));
        try {
          const lhr = await lighthouseRun(browser.port, `${url}${route}`, factor, { ...flags, save: dir });
          gathered = performance.now();
          const atDefault =
            factor === DEFAULT_CPU_SLOWDOWN
              ? lhr
              : await reaudit(browser.port, `${url}${route}`, dir, DEFAULT_CPU_SLOWDOWN);
          version = lhr.lighthouseVersion;
          list.push(readRun(lhr, atDefault, url));
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
        const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
        log(
          `  lighthouse ${route} run ${i + 1}/${runs}: ${seconds(started, gathered)} s, audit again ${seconds(gathered, performance.now())} s`,
        );
      }
      pages.push(combine(route, list));
    }
  } finally {
    await browser.close();
    await closeServer(server);
  }
  return { lighthouse: version, cpuSlowdown: factor, pages };
}

export function pagesTable(r: PagesResults): string {
  const x = r.cpuSlowdown;
  const d = DEFAULT_CPU_SLOWDOWN;
  const indexes = r.pages.flatMap((page) => (page.benchmarkIndex === null ? [] : [page.benchmarkIndex]));
  const notes = [
    `Lighthouse ${r.lighthouse}, mobile, simulated throttling, median of ${r.pages[0]?.runs ?? 0} runs; 1 KB = 1024 bytes.`,
    x === d
      ? `CPU slowdown ×${d}.`
      : `perf, LCP, TBT at ×${x} (calibrated for this machine) and at Lighthouse's default ×${d}, from the same load; FCP at ×${x}.`,
    `Lighthouse's benchmark index of this machine during the runs: median ${fixed(median(indexes), 0)}, ` +
      `${fixed(Math.min(...indexes), 0)}–${fixed(Math.max(...indexes), 0)}` +
      (cpuSlowdownFor(median(indexes) || 1) === x ? '.' : ` (it gives ×${cpuSlowdownFor(median(indexes) || 1)}).`),
    'a11y / bp / SEO: accessibility, best practices and SEO scores.',
  ];
  const routesOf = new Map<string, string[]>();
  for (const page of r.pages)
    for (const note of page.notes) routesOf.set(note, [...(routesOf.get(note) ?? []), page.route]);
  for (const [note, routes] of routesOf)
    notes.push(`${routes.length === r.pages.length ? 'Every route' : routes.join(', ')}: ${note}`);
  if (![...routesOf.keys()].some((note) => /^(left the local server|audit error|runtime error)/.test(note)))
    notes.push('No request left the local server; no audit errored.');
  // A figure at the calibrated slowdown, then at Lighthouse's default beside it (one column when they are the same).
  const pair = (name: string) => (x === d ? [`${name} >`] : [`${name} ×${x} >`, `×${d} >`]);
  const cells = (page: PageResult, pick: (t: Timed) => number | null) =>
    x === d ? [fixed(pick(page.calibrated), 0)] : [fixed(pick(page.calibrated), 0), fixed(pick(page.atDefault), 0)];
  const scores = table(
    `Pages: Lighthouse on every route, CPU ×${x}${x === d ? '' : ` and ×${d}`}`,
    [
      'route',
      ...pair('perf'),
      ...pair('LCP ms'),
      ...pair('TBT ms'),
      'FCP ms >',
      'CLS >',
      'a11y / bp / SEO >',
      'requests >',
      'KB >',
      'JS KB >',
    ],
    r.pages.map((page) => [
      page.route,
      ...cells(page, (t) => t.performance),
      ...cells(page, (t) => t.lcpMs),
      ...cells(page, (t) => t.tbtMs),
      fixed(page.calibrated.fcpMs, 0),
      fixed(page.cls, 3),
      page.scores.map((s) => fixed(s, 0)).join(' / '),
      page.requests ?? '–',
      kb(page.transferBytes),
      kb(page.jsTransferBytes),
    ]),
    notes,
  );
  const ms = (value: number | null) => fixed(value, 0);
  const lcp = table(
    `Pages: the LCP element, its phases (ms) and the long tasks by source (ms past 50), CPU ×${x}`,
    ['route', 'LCP element', 'TTFB >', 'load delay >', 'load time >', 'render delay >', 'image KB >', 'long tasks'],
    r.pages.map((page) => {
      const sources = Object.entries(page.blockingBySource)
        .filter(([, value]) => value > 0)
        .sort((a, b) => b[1] - a[1]);
      const shown = sources.slice(0, 3).map(([source, value]) => `${source} ${value}`);
      if (sources.length > 3) shown.push(`${sources.length - 3} more`);
      return [
        page.route,
        page.lcp.element ?? '–',
        ms(page.lcp.ttfbMs),
        ms(page.lcp.loadDelayMs),
        ms(page.lcp.loadTimeMs),
        ms(page.lcp.renderDelayMs),
        kb(page.lcp.resourceBytes),
        shown.join(' · ') || '–',
      ];
    }),
    [
      "The phases add up to the LCP (medians, so not exactly). A load time of 0: the image was in before the simulated TTFB, and render delay holds the rest (first paint and the scripts that draw the element). `host › step`: an element inside that widget's shadow root.",
      "Long tasks (Lighthouse's long-tasks audit): `document` is the page's own HTML (parsing, first layout and paint), `unattributable` the browser's work outside any script (later layouts and paints, each SVG picture's document).",
    ],
  );
  return `${scores}\n${lcp}`;
}

export interface LoadResult {
  requests: number;
  errors: number;
  timeouts: number;
  /** Well-formed requests answered with anything but 2xx. */
  failed: number;
  /** Hostile requests answered, and those of them answered 5xx. */
  hostile: number;
  hostile5xx: number;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
}

const HOSTILE: autocannon.Request[] = [
  { method: 'GET', path: '/catalogue/saree.json', headers: { range: 'bytes=50-10' } },
  { method: 'GET', path: '/catalogue/saree.json', headers: { range: 'bytes=0-18446744073709551615' } },
  { method: 'GET', path: '/widgets/shop.js', headers: { range: 'items=0-5' } },
  { method: 'POST', path: '/saree', body: 'x=1' },
  { method: 'TRACE', path: '/' },
  { method: 'GET', path: '//[' },
  { method: 'GET', path: '/SAREE/index.html' },
];

/** The local server under load (loopback only), brotli accepted as a browser would; one request in five is hostile (a broken or inverted
 * Range, a method the site does not serve, an address that cannot be read, a case variant). */
export async function loadTest({
  root = process.env.SHOP_DIST ?? 'dist/site',
  amount = 10_000,
  connections = 16,
} = {}): Promise<LoadResult> {
  const { server, url } = await startServer({ root, port: 0 });
  const paths = [...ROUTES, ...COLLECTIONS.map((c) => `/catalogue/${COLLECTION_INFO[c].slug}.json`)];
  const counts = { failed: 0, hostile: 0, hostile5xx: 0 };
  const wellFormed = (path: string): autocannon.Request => ({
    method: 'GET',
    path,
    onResponse: (status: number) => {
      if (status < 200 || status > 299) counts.failed++;
    },
  });
  const hostile = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    onResponse: (status: number) => {
      counts.hostile++;
      if (status >= 500) counts.hostile5xx++;
    },
  });
  // One hostile request after every fourth well-formed one.
  const requests = paths.flatMap((path, i) =>
    i % 4 === 3 ? [wellFormed(path), hostile(HOSTILE[i % HOSTILE.length]!)] : [wellFormed(path)],
  );
  try {
    const result = await autocannon({
      url,
      connections,
      amount,
      timeout: 10,
      headers: { 'accept-encoding': 'br, gzip' },
      requests,
    });
    return {
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      ...counts,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
    };
  } finally {
    await closeServer(server);
  }
}

export const loadFailed = (r: LoadResult): boolean => r.errors + r.timeouts + r.failed + r.hostile5xx > 0;

export function loadLine(r: LoadResult): string {
  return (
    `Load: ${r.requests} requests over ${ROUTES.length} routes and ${COLLECTIONS.length} catalogue files, ` +
    `${r.hostile} of them hostile: ${r.requestsPerSecond} req/s, p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms; ` +
    `${r.errors} errors, ${r.timeouts} timeouts, ${r.failed} well-formed not 2xx, ${r.hostile5xx} hostile 5xx\n`
  );
}
