/**
 * Pages section: Lighthouse (mobile: the default config, simulated throttling)
 * on every route of ROUTES, served locally by startServer with compression.
 * Three runs on every route (median of each figure; BENCH_LIGHTHOUSE_RUNS or the `runCount` argument sets fewer),
 * and for each route its LCP element and what delays it (bench/lcp-element.ts).
 * Chromium is started (bench/chromium.ts) with the project's flags and a debugging port, so
 * neither the browser nor the pages reach past the loopback server.
 */
import os from 'node:os';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { ROUTES } from '../site/pages/routes.js';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { CHROMIUM } from '../test/_util/browser.js';
import { launchChromium } from './chromium.js';
import { combineLcp, lcpTable, readLcp, type LcpRun } from './lcp-element.js';
import { median, round } from './stats.js';
import { fixed, kb, table } from './table.js';
import { isEntry } from '../tools/entry.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
/** The lowest benchmark index of the host Lighthouse's default ×4 CPU slowdown is meant for (a high-end desktop). */
const CALIBRATED_FOR = 1500;

export interface PageRun {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  fcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  transferBytes: number | null;
  jsTransferBytes: number | null;
  requests: number | null;
  /** Requests to anything but the local server (there should be none). */
  offsite: string[];
  /** Audits that errored, with Lighthouse's message, and the run's warnings. */
  errors: string[];
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number | null;
  lcp: LcpRun;
  /**
   * Where the blocking time goes: Lighthouse's long-tasks audit (simulated durations), each task's time past 50 ms
   * summed by the script it is attributed to (`document` for the page itself, `unattributable` for the browser's own
   * work: layout, paint, the SVG pictures' documents).
   */
  blockingBySource: Record<string, number>;
}

export interface PageResult extends Omit<PageRun, 'offsite' | 'errors' | 'warnings' | 'lcp' | 'blockingBySource'> {
  route: string;
  runs: number;
  offsite: string[];
  errors: string[];
  warnings: string[];
  /** Absent in results written before the LCP element was read. */
  lcp?: LcpRun;
  /** Median over the runs of each source's blocking ms (0 in a run without it); absent in older results. */
  blockingBySource?: Record<string, number>;
}

export interface PagesResults {
  lighthouse: string;
  formFactor: string;
  throttlingMethod: string;
  pages: PageResult[];
}

interface SummaryItem {
  resourceType?: string;
  transferSize?: number;
  requestCount?: number;
}

function items(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

/** A long task's source as the blocking table names it: the script's path, a widget chunk's without its hash. */
function sourceName(url: unknown, page: string, origin: string): string {
  const text = String(url ?? '');
  if (text === '' || text === 'Unattributable') return 'unattributable';
  if (text === page) return 'document';
  const path = text.startsWith(origin) ? text.slice(origin.length) : text;
  // rollup names chunks `<name>-<8-character hash>.js` (rollup.config.mjs, chunkFileNames); other scripts keep theirs.
  return path.replace(/(\/chunks\/[\w-]+)-[\w-]{8}\.js$/, '$1.js');
}

/** Each source's blocking ms in one run: the time past 50 ms of every long task attributed to it. */
function blockingBySource(lhr: Result, origin: string): Record<string, number> {
  const bySource: Record<string, number> = {};
  for (const task of items(lhr, 'long-tasks')) {
    const over = Number(task.duration ?? 0) - 50;
    if (!(over > 0)) continue;
    const source = sourceName(task.url, lhr.finalDisplayedUrl, origin);
    bySource[source] = (bySource[source] ?? 0) + over;
  }
  return bySource;
}

function readRun(lhr: Result, origin: string): PageRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const summary = items(lhr, 'resource-summary') as SummaryItem[];
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? null;
  const offsite = items(lhr, 'network-requests')
    .map((item) => String(item.url ?? ''))
    .filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(origin));
  const errors = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);
  if (lhr.runtimeError) errors.unshift(`runtime: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    transferBytes: bytes('total'),
    jsTransferBytes: bytes('script'),
    requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? null,
    offsite,
    errors,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    lcp: readLcp(lhr, origin),
    blockingBySource: blockingBySource(lhr, origin),
  };
}

/** Median of each figure over the runs (null when no run had it). */
function combine(route: string, runs: PageRun[]): PageResult {
  const mid = (pick: (run: PageRun) => number | null, digits = 1) => {
    const values = runs.map(pick).filter((value): value is number => value !== null);
    return values.length ? round(median(values), digits) : null;
  };
  const unique = (pick: (run: PageRun) => string[]) => [...new Set(runs.flatMap(pick))];
  return {
    route,
    runs: runs.length,
    scores: {
      performance: mid((run) => run.scores.performance, 0),
      accessibility: mid((run) => run.scores.accessibility, 0),
      'best-practices': mid((run) => run.scores['best-practices'], 0),
      seo: mid((run) => run.scores.seo, 0),
    },
    lcpMs: mid((run) => run.lcpMs, 0),
    fcpMs: mid((run) => run.fcpMs, 0),
    cls: mid((run) => run.cls, 4),
    tbtMs: mid((run) => run.tbtMs, 0),
    transferBytes: mid((run) => run.transferBytes, 0),
    jsTransferBytes: mid((run) => run.jsTransferBytes, 0),
    requests: mid((run) => run.requests, 0),
    benchmarkIndex: mid((run) => run.benchmarkIndex, 0),
    offsite: unique((run) => run.offsite),
    errors: unique((run) => run.errors),
    warnings: unique((run) => run.warnings),
    lcp: combineLcp(runs.map((run) => run.lcp)),
    blockingBySource: Object.fromEntries(
      [...new Set(runs.flatMap((run) => Object.keys(run.blockingBySource)))].map((source) => [
        source,
        round(median(runs.map((run) => run.blockingBySource[source] ?? 0)), 0),
      ]),
    ),
  };
}

export async function runPages(
  root: string,
  log: (line: string) => void = () => {},
  routes: readonly string[] = ROUTES,
  runCount = RUNS,
): Promise<PagesResults> {
  if (!CHROMIUM) throw new Error('chromium is not installed (apt-get install -y chromium, or set CHROME_PATH)');
  const { server, url } = await startServer({ root, port: 0 });
  const browser = await launchChromium(CHROMIUM).catch(async (error: unknown) => {
    await closeServer(server);
    throw error;
  });
  const flags: Flags = {
    port: browser.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
  };
  const pages: PageResult[] = [];
  let version = '';
  let formFactor = '';
  let throttlingMethod = '';
  try {
    for (const route of routes) {
      const runs: PageRun[] = [];
      const count = Math.max(1, runCount);
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        const result = await lighthouse(`${url}${route}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { lhr } = result;
        version = lhr.lighthouseVersion;
        formFactor = lhr.configSettings.formFactor;
        throttlingMethod = lhr.configSettings.throttlingMethod;
        runs.push(readRun(lhr, url));
        log(`  lighthouse ${route} run ${i + 1}/${count}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
      pages.push(combine(route, runs));
    }
  } finally {
    await browser.close();
    await closeServer(server);
  }
  return { lighthouse: version, formFactor, throttlingMethod, pages };
}

export function pagesTable(r: PagesResults): string {
  const score = (value: number | null) => (value === null ? '–' : String(value));
  const rows = r.pages.map((page) => [
    page.route,
    page.runs,
    score(page.scores.performance),
    score(page.scores.accessibility),
    score(page.scores['best-practices']),
    score(page.scores.seo),
    fixed(page.lcpMs, 0),
    fixed(page.cls, 3),
    fixed(page.tbtMs, 0),
    page.requests ?? '–',
    kb(page.transferBytes),
    kb(page.jsTransferBytes),
  ]);
  const notes = [
    `Lighthouse ${r.lighthouse}, ${r.formFactor}, ${r.throttlingMethod} throttling; figures are the median of the runs. 1 KB = 1024 bytes.`,
  ];
  notes.push(
    "TBT and the performance score scale this machine's own CPU timings (×4), so they move with its load; LCP is simulated from the network graph.",
  );
  const index = median(r.pages.flatMap((page) => (page.benchmarkIndex === null ? [] : [page.benchmarkIndex])));
  notes.push(`Lighthouse's CPU benchmark index of this machine during the runs (median): ${fixed(index, 0)}.`);
  if (index < CALIBRATED_FOR) {
    notes.push(
      `Lighthouse's ×4 assumes a host of index ${CALIBRATED_FOR}–2000 (its throttling docs); on a host of 1000–1500 the docs give ×2 for the same mid-tier phone, so the TBT here is that of a slower phone than the mobile profile means.`,
    );
  }
  const offsite = [...new Set(r.pages.flatMap((page) => page.offsite))];
  notes.push(
    offsite.length ? `Requests that left the local server: ${offsite.join(', ')}` : 'No request left the local server.',
  );
  const errors = r.pages.flatMap((page) => page.errors.map((error) => `Audit error on ${page.route}: ${error}`));
  notes.push(...(errors.length ? errors : ['No audit errored.']));
  const warnings = [...new Set(r.pages.flatMap((page) => page.warnings))];
  for (const warning of warnings) notes.push(`Lighthouse warning: ${warning}`);
  const scores = table(
    'Pages: Lighthouse, mobile profile, served locally with compression',
    [
      { header: 'route' },
      { header: 'runs', align: 'right' },
      { header: 'perf', align: 'right' },
      { header: 'a11y', align: 'right' },
      { header: 'best pr.', align: 'right' },
      { header: 'SEO', align: 'right' },
      { header: 'LCP ms', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'TBT ms', align: 'right' },
      { header: 'requests', align: 'right' },
      { header: 'transfer KB', align: 'right' },
      { header: 'JS KB', align: 'right' },
    ],
    rows,
    notes,
  );
  const lcp = lcpTable(
    r.pages.map((page) => ({ route: page.route, lcpMs: page.lcpMs, fcpMs: page.fcpMs ?? null, lcp: page.lcp ?? null })),
    'Pages: the LCP element and what delays it (Lighthouse, mobile, median of the runs)',
  );
  return `${scores}\n${lcp}\n${blockingTable(r.pages)}`;
}

/** Each route's TBT beside the sources of its long tasks, largest first. */
function blockingTable(pages: readonly PageResult[]): string {
  const rows = pages.map((page) => {
    const sources = Object.entries(page.blockingBySource ?? {})
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1]);
    const shown = sources.slice(0, 4).map(([source, ms]) => `${source} ${fixed(ms, 0)}`);
    if (sources.length > 4) shown.push(`${sources.length - 4} more`);
    return [page.route, fixed(page.tbtMs, 0), shown.join(' · ') || '–'];
  });
  return table(
    'Pages: where the blocking time goes (Lighthouse, mobile, median of the runs)',
    [{ header: 'route' }, { header: 'TBT ms', align: 'right' }, { header: 'long tasks by source: ms past 50' }],
    rows,
    [
      "From Lighthouse's long-tasks audit (simulated durations): each task's time past 50 ms, summed by the script it is attributed to; `document` is the page's own HTML (parsing, its first layout and paint), `unattributable` the browser's own work outside any script (layout, style and paint of later frames, and each SVG picture's document, which Chromium loads on the main thread). TBT counts only the tasks between first contentful paint and the page going quiet, so the sums can exceed it.",
      "Script-heavy tasks run slower under Lighthouse than in a plain load (its tracing and its own process share the machine with the page): on one machine, the home page's carousel render took 135 ms of observed time in a Lighthouse run and 37 ms in a plain trace, both unthrottled; Lighthouse then multiplies the observed time by 4.",
    ],
  );
}

/** `npx tsx bench/pages.ts [route …]`: this section alone on a built site (SHOP_DIST or dist/site), all routes by default. */
if (isEntry(import.meta.url)) {
  const root = process.env.SHOP_DIST ?? 'dist/site';
  const routes = process.argv.slice(2);
  const load = () => os.loadavg()[0]!.toFixed(2);
  console.log(`${root}, ${RUNS} run(s) a route, load average ${load()}`);
  const results = await runPages(root, (line) => console.error(line), routes.length ? routes : ROUTES);
  console.log(pagesTable(results));
  console.log(`load average at the end ${load()}`);
}
