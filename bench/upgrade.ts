/**
 * Upgrade section, in real Chromium on the served site: the main-thread time `<shop-catalogue>` costs when it
 * upgrades a listing whose first page of cards is already prerendered, and whether that upgrade repaints the
 * page's LCP element, from the DevTools Performance domain's TaskDuration (every main-thread task, throttled).
 * The catalogue's JSON is held until the prerendered page is drawn and idle. Where the listing's widget waits for
 * the shopper (`loading="interaction"`), a touch on a card (a finger starting to scroll the list) loads it then, and
 * its script's parse, define and first render are measured until the page is idle again; where it loads with the
 * page, they happen earlier and are left out, which favours such a build. Then the data is released, and what the
 * widget does from its arrival until the page is idle again is measured too, and printed apart (the one window
 * both kinds of build share).
 * Given several built sites, it measures them in turns, so a machine shared with other work loads them alike.
 *
 *   npx tsx bench/upgrade.ts [site folder …]     (default dist/site; `npm run build` first)
 */
import type { Browser, CDPSession, Page, Route } from 'playwright-core';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { CHROMIUM, launch } from '../test/_util/browser.js';
import { median, round } from './stats.js';
import { fixed, table } from './table.js';
import { isEntry } from '../tools/entry.js';

const ROUTE = '/MenPunjabi';
const RATE = 4;
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
/** A phone, as the page-weight script and Lighthouse's mobile profile see it. */
const CONTEXT = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  // The offer banner scrolls for ever otherwise, and the main thread would never be idle.
  reducedMotion: 'reduce' as const,
};

export interface UpgradeResult {
  /** The built site's folder. */
  site: string;
  route: string;
  cpuSlowdown: number;
  runs: number;
  /** Main-thread CPU time in tasks from the data's arrival until the page is quiet, ms: median, min, max. */
  cpuMs: { median: number; min: number; max: number };
  /** Of that, from the data's arrival on (the widget's code already loaded and drawn). */
  dataCpuMs: { median: number; min: number; max: number };
  /** The same window's task wall time at the CPU slowdown (DevTools TaskDuration). */
  taskMs: { median: number; min: number; max: number };
  /** Of that, from the data's arrival on. */
  dataTaskMs: { median: number; min: number; max: number };
  scriptMs: { median: number; min: number; max: number };
  styleLayoutMs: { median: number; min: number; max: number };
  /** The LCP element before the upgrade, and how many runs saw a new LCP entry after it. */
  lcp: string;
  lcpRepaints: number;
}

declare global {
  interface Window {
    __benchLcp?: { at: number; what: string }[];
    __benchLoaded?: boolean | string;
  }
}

/** Runs before the page's scripts: records LCP entries (with the element they name) and the catalogue's load. */
const WATCH = `window.__benchLcp = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const el = entry.element;
    const what = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '')
      + (el.getRootNode() instanceof ShadowRoot ? ' (shadow)' : '') : '(in a shadow root or removed)';
    window.__benchLcp.push({ at: performance.now(), what: what + ' ' + Math.round(entry.size) + ' px²' });
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });
document.addEventListener('shop-catalogue-load', () => void (window.__benchLoaded = true));
document.addEventListener('shop-catalogue-error', (event) => void (window.__benchLoaded = event.detail.kind));
// Its data is held back on purpose for longer than the element's default patience.
new MutationObserver((records, observer) => {
  const el = document.querySelector('shop-catalogue');
  if (!el) return;
  el.setAttribute('timeout', '600000');
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

const MS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;

async function metrics(cdp: CDPSession): Promise<Record<(typeof MS)[number], number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => (list.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    TaskDuration: get(MS[0]),
    ScriptDuration: get(MS[1]),
    RecalcStyleDuration: get(MS[2]),
    LayoutDuration: get(MS[3]),
  };
}

/**
 * Main-thread work in 500 ms under which a page counts as idle. An idle page is never at 0: at 4× CPU, Chromium 150
 * does 2–11 ms of its own work per 500 ms on a page with no script at all (this poll's metrics call included),
 * where the catalogue's upgrade runs tasks of 50 ms and more.
 */
const IDLE_MS = 15;

/** Waits until the main thread has done under IDLE_MS of work over 500 ms: the page is drawn and idle. */
async function quiet(cdp: CDPSession, page: Page): Promise<void> {
  let last = (await metrics(cdp)).TaskDuration;
  for (let i = 0; i < 60; i++) {
    await page.waitForTimeout(500);
    const now = (await metrics(cdp)).TaskDuration;
    if (process.env.BENCH_DEBUG) console.error(`    busy ${(now - last).toFixed(1)} ms`);
    if (now - last < IDLE_MS) return;
    last = now;
  }
  throw new Error('the page never went quiet');
}

/** A top-level task, as the trace's `toplevel` category names it (the name changed across Chromium versions). */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args: { name?: string };
}

/**
 * Starts a trace; the function it returns ends it and gives the main thread's CPU time in its top-level tasks, ms.
 * CPU time, not wall time: on a machine shared with other work a task's wall time grows with every moment the
 * thread waits for a core, its CPU time does not (nor does it include the throttle's pauses, so it reads as 1×).
 */
async function startTrace(cdp: CDPSession): Promise<() => Promise<number>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'toplevel,__metadata', transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    // Every renderer has a main thread; the page's is the busiest.
    const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
    const cpu = (main: TraceEvent) =>
      events
        .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && TASKS.has(e.name))
        .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
    return Math.max(0, ...mains.map(cpu));
  };
}

/** One cold load, its catalogue's data held until the prerendered page is drawn and idle. */
async function once(browser: Browser, url: string) {
  const context = await browser.newContext(CONTEXT);
  try {
    await context.addInitScript({ content: WATCH });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/catalogue\/[\w-]+\.json$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.goto(`${url}${ROUTE}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window.__benchLcp ?? []).length > 0);
    await quiet(cdp, page);
    const before = await metrics(cdp);
    const lcpBefore = await page.evaluate(() => window.__benchLcp!.length);
    let trace = await startTrace(cdp);
    await page.evaluate(() =>
      document.querySelector('shop-catalogue .card')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    );
    // The widget's code loads and draws its waiting state (the prerendered cards, slotted) while the data is held.
    await page.waitForFunction(() => !!document.querySelector('shop-catalogue')?.shadowRoot);
    await quiet(cdp, page);
    const drawn = await metrics(cdp);
    const loadCpuMs = await trace();
    trace = await startTrace(cdp);
    release();
    await page.waitForFunction(() => window.__benchLoaded !== undefined, null, { timeout: 120_000 });
    const loaded = await page.evaluate(() => window.__benchLoaded);
    if (loaded !== true) throw new Error(`the catalogue failed to load: ${String(loaded)}`);
    await quiet(cdp, page);
    const after = await metrics(cdp);
    const dataCpuMs = await trace();
    const lcp = await page.evaluate(() => window.__benchLcp!);
    return {
      cpuMs: loadCpuMs + dataCpuMs,
      dataCpuMs,
      taskMs: after.TaskDuration - before.TaskDuration,
      dataTaskMs: after.TaskDuration - drawn.TaskDuration,
      scriptMs: after.ScriptDuration - before.ScriptDuration,
      styleLayoutMs:
        after.RecalcStyleDuration + after.LayoutDuration - before.RecalcStyleDuration - before.LayoutDuration,
      lcp: lcp[lcpBefore - 1]!.what,
      repainted: lcp.length > lcpBefore,
    };
  } finally {
    await context.close();
  }
}

const spread = (values: number[]) => ({
  median: round(median(values), 1),
  min: round(Math.min(...values), 1),
  max: round(Math.max(...values), 1),
});

type Run = Awaited<ReturnType<typeof once>>;

function summary(label: string, runs: Run[]): UpgradeResult {
  return {
    site: label,
    route: ROUTE,
    cpuSlowdown: RATE,
    runs: runs.length,
    cpuMs: spread(runs.map((r) => r.cpuMs)),
    dataCpuMs: spread(runs.map((r) => r.dataCpuMs)),
    taskMs: spread(runs.map((r) => r.taskMs)),
    dataTaskMs: spread(runs.map((r) => r.dataTaskMs)),
    scriptMs: spread(runs.map((r) => r.scriptMs)),
    styleLayoutMs: spread(runs.map((r) => r.styleLayoutMs)),
    lcp: runs[0]!.lcp,
    lcpRepaints: runs.filter((r) => r.repainted).length,
  };
}

/** Measures each built site LOADS times, in turns. */
export async function runUpgrade(roots: string[], log: (line: string) => void = () => {}): Promise<UpgradeResult[]> {
  if (!CHROMIUM) throw new Error('chromium is not installed (apt-get install -y chromium, or set CHROME_PATH)');
  const servers = await Promise.all(roots.map((root) => startServer({ root, port: 0 })));
  let browser: Browser | undefined;
  try {
    browser = await launch();
    const runs: Run[][] = roots.map(() => []);
    for (let run = 0; run < LOADS; run++) {
      for (const [i, { url }] of servers.entries()) {
        const result = await once(browser, url);
        runs[i]!.push(result);
        log(
          `  upgrade ${ROUTE} ${roots[i]} run ${run + 1}: ${result.cpuMs.toFixed(0)} ms CPU, ${result.taskMs.toFixed(0)} ms tasks`,
        );
      }
    }
    return runs.map((list, i) => summary(roots[i]!, list));
  } finally {
    await browser?.close();
    await Promise.all(servers.map(({ server }) => closeServer(server)));
  }
}

export function upgradeTable(results: UpgradeResult[]): string {
  const range = (x: { median: number; min: number; max: number }) =>
    `${fixed(x.median, 1)} (${fixed(x.min, 1)}–${fixed(x.max, 1)})`;
  return table(
    'Upgrade: <shop-catalogue> over its prerendered cards, 360 px phone',
    [
      { header: 'site' },
      { header: 'route' },
      { header: 'CPU', align: 'right' },
      { header: 'runs', align: 'right' },
      { header: 'main-thread CPU ms', align: 'right' },
      { header: `task time ms (${RATE}×)`, align: 'right' },
      { header: 'after the data: CPU ms', align: 'right' },
      { header: 'task ms', align: 'right' },
      { header: 'script ms', align: 'right' },
      { header: 'style+layout ms', align: 'right' },
      { header: 'LCP element' },
      { header: 'LCP repainted', align: 'right' },
    ],
    results.map((r) => [
      r.site,
      r.route,
      `${r.cpuSlowdown}×`,
      r.runs,
      range(r.cpuMs),
      range(r.taskMs),
      range(r.dataCpuMs),
      range(r.dataTaskMs),
      range(r.scriptMs),
      range(r.styleLayoutMs),
      r.lcp,
      `${r.lcpRepaints} of ${r.runs}`,
    ]),
    [
      'median (min–max); the catalogue data is held until the prerendered page is drawn and idle; measured: a touch on a',
      'card (it loads a listing\'s widget) → idle with the data still held, then its release → idle again ("after the',
      'data": the one window of a build whose widget loads with the page). CPU: thread time of the main thread\'s tasks',
      '(trace), steady on a busy machine; task time, script, style+layout: DevTools Performance metrics, wall time at',
      'the slowdown; reduced motion (the offer banner stands still);',
      'LCP repainted: runs in which Chromium reported a new largest-contentful-paint entry after the data arrived.',
    ],
  );
}

if (isEntry(import.meta.url)) {
  const roots = process.argv.slice(2);
  const results = await runUpgrade(roots.length ? roots : ['dist/site'], (line) => console.error(line));
  console.log(upgradeTable(results));
}
