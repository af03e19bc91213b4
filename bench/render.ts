/**
 * Render section, in real Chromium on the served site: scripting time and wall
 * time to render a listing's cards from the embedded data, and the time from a
 * keystroke in the search box to the updated grid. Measured inside the page
 * (performance.now(), whose origin is the navigation start) and with the
 * DevTools Performance domain (ScriptDuration), with and without a 4× CPU
 * slowdown (roughly a low-end Android phone against this machine).
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { COLLECTION_INFO, type Collection } from '../src/product.js';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { CHROMIUM, launch } from '../test/_util/browser.js';
import { median, percentile, round } from './stats.js';
import { fixed, table } from './table.js';

const LISTINGS: readonly { route: string; collection: Collection }[] = [
  { route: '/saree', collection: 'Saree' },
  { route: '/MenPunjabi', collection: 'Men Punjabi' },
];
/** CPU slowdowns, with the cold loads measured at each (4× loads are slow, so fewer). */
const RATES = [
  { rate: 1, loads: 15 },
  { rate: 4, loads: 5 },
];
/** Typed letter by letter, then erased: every key changes the status line and the grid. */
const WORD = 'silk';
const KEY_CYCLES = 3;
/** The last loads at each rate type it: a p95 of 24 keystrokes rests on two of them. */
const KEY_LOADS = 3;

export interface RenderResult {
  route: string;
  collection: Collection;
  cpuSlowdown: number;
  cards: number;
  runs: number;
  scriptMs: { median: number; p95: number };
  /**
   * The shopper's first focus in the search box (after the page's load) → the data's cards shown: drawn in the
   * shadow DOM, or the prerendered ones slotted. A listing's widget loads on that focus (`loading="interaction"`).
   */
  cardsMs: { median: number; p95: number };
  /** The same focus → the next animation frame after that. */
  frameMs: { median: number; p95: number };
  keystrokes: number;
  /** Capture-phase keydown → the next animation frame after the status text changed. */
  keyMs: { median: number; p95: number };
}

export interface RenderResults {
  chromium: string;
  viewport: string;
  results: RenderResult[];
}

declare global {
  interface Window {
    __benchCards?: Promise<{ domMs: number; frameMs: number; cards: number }>;
    __benchKeys?: number[];
  }
}

// In-page code is kept as plain text: the TypeScript loader would otherwise add helpers the page does not have.

/**
 * Runs in the page before its own scripts: resolves when the catalogue has its data and shows its cards, its own
 * in its shadow root or, on a site listing, the page's prerendered ones that it keeps (slots).
 */
const WATCH_CARDS = `window.__benchCards = new Promise((resolve) => {
  const check = (root, observer) => {
    if (!root.querySelector('ul.catalogue__grid:not([aria-hidden])')) return false;
    const own = root.querySelectorAll('[part="card"]:not([hidden])').length;
    const kept = root.querySelector('slot:not([name])') ? root.host.querySelectorAll(':scope > .products > .card').length : 0;
    const cards = own || kept;
    if (cards === 0) return false;
    const domMs = performance.now();
    if (observer) observer.disconnect();
    requestAnimationFrame(() => resolve({ domMs, frameMs: performance.now(), cards }));
    return true;
  };
  const poll = () => {
    const root = document.querySelector('shop-catalogue')?.shadowRoot;
    if (!root) return void requestAnimationFrame(poll);
    if (check(root)) return;
    const observer = new MutationObserver(() => check(root, observer));
    observer.observe(root, { childList: true, subtree: true });
  };
  poll();
});`;

/**
 * Times each keystroke: capture-phase keydown → next frame after the status text changes. The box and the status
 * line are the page's own on a site listing (slotted, widgets/catalogue/page-bar.ts), the widget's otherwise.
 */
const WATCH_KEYS = `(() => {
  const host = document.querySelector('shop-catalogue');
  const bar = host.querySelector(':scope > [slot="bar"]');
  const root = bar && bar.querySelector('input') ? bar : host.shadowRoot;
  const samples = (window.__benchKeys = []);
  let pressed = null;
  root.querySelector('input').addEventListener('keydown', () => void (pressed = performance.now()), { capture: true });
  new MutationObserver(() => {
    if (pressed === null) return;
    const start = pressed;
    pressed = null;
    requestAnimationFrame(() => samples.push(performance.now() - start));
  }).observe(root.querySelector('[role="status"]'), { childList: true, characterData: true, subtree: true });
})()`;

const stat = (values: number[]) => ({ median: round(median(values), 1), p95: round(percentile(values, 95), 1) });

async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

async function openPage(context: BrowserContext, rate: number): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp };
}

const CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function measure(
  browser: Browser,
  url: string,
  listing: (typeof LISTINGS)[number],
  { rate, loads }: (typeof RATES)[number],
): Promise<RenderResult> {
  const script: number[] = [];
  const cardsAt: number[] = [];
  const frameAt: number[] = [];
  let cards = 0;
  const keys: number[] = [];
  // At full speed one extra first load warms the server and the browser; it is not counted.
  for (let run = rate === 1 ? -1 : 0; run < loads; run++) {
    const context = await browser.newContext(CONTEXT);
    try {
      await context.addInitScript({ content: WATCH_CARDS });
      const { page, cdp } = await openPage(context, rate);
      const before = await scriptSeconds(cdp);
      await page.goto(`${url}${listing.route}`, { waitUntil: 'load' });
      // The shopper goes to the search box: on a site listing, what loads the widget.
      const usedAt = await page.evaluate(() => {
        document.querySelector<HTMLInputElement>('shop-catalogue input[type="search"]')?.focus();
        return performance.now();
      });
      const seen = await page.evaluate(() => window.__benchCards!);
      const after = await scriptSeconds(cdp);
      if (run < 0) continue;
      script.push((after - before) * 1000);
      cardsAt.push(seen.domMs - usedAt);
      frameAt.push(seen.frameMs - usedAt);
      cards = seen.cards;
      if (run >= loads - KEY_LOADS) keys.push(...(await keystrokes(page)));
    } finally {
      await context.close();
    }
  }
  return {
    route: listing.route,
    collection: listing.collection,
    cpuSlowdown: rate,
    cards,
    runs: loads,
    scriptMs: stat(script),
    cardsMs: stat(cardsAt),
    frameMs: stat(frameAt),
    keystrokes: keys.length,
    keyMs: stat(keys),
  };
}

/** Types WORD and erases it KEY_CYCLES times (after one warm-up cycle); returns the measured keystrokes. */
async function keystrokes(page: Page): Promise<number[]> {
  await page.locator('shop-catalogue input[type="search"]').focus();
  await page.evaluate(WATCH_KEYS);
  const cycle = [...WORD.split(''), ...WORD.split('').map(() => 'Backspace')];
  for (let round = 0; round <= KEY_CYCLES; round++) {
    for (const key of cycle) {
      const count = await page.evaluate(() => window.__benchKeys!.length);
      await page.keyboard.press(key);
      await page.waitForFunction((n) => window.__benchKeys!.length > n, count, { timeout: 10_000 });
    }
  }
  const samples = await page.evaluate(() => window.__benchKeys!);
  return samples.slice(cycle.length);
}

export async function runRender(root: string, log: (line: string) => void = () => {}): Promise<RenderResults> {
  if (!CHROMIUM) throw new Error('chromium is not installed (apt-get install -y chromium, or set CHROME_PATH)');
  const { server, url } = await startServer({ root, port: 0 });
  let browser: Browser | undefined;
  try {
    browser = await launch();
    const results: RenderResult[] = [];
    for (const rate of RATES) {
      for (const listing of LISTINGS) {
        const started = performance.now();
        const result = await measure(browser, url, listing, rate);
        const expected = COLLECTION_INFO[listing.collection].limit;
        if (result.cards !== expected)
          log(`  note: ${listing.route} rendered ${result.cards} cards, expected ${expected}`);
        results.push(result);
        log(`  render ${listing.route} ${rate.rate}× CPU: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    }
    return { chromium: browser.version(), viewport: '412×823 @1.75x, mobile', results };
  } finally {
    await browser?.close();
    await closeServer(server);
  }
}

export function renderTable(r: RenderResults): string {
  const rows = r.results.map((x) => [
    x.route,
    `${x.cpuSlowdown}×`,
    x.cards,
    x.runs,
    fixed(x.scriptMs.median, 1),
    fixed(x.cardsMs.median, 1),
    fixed(x.cardsMs.p95, 1),
    fixed(x.frameMs.median, 1),
    x.keystrokes,
    fixed(x.keyMs.median, 1),
    fixed(x.keyMs.p95, 1),
  ]);
  return table(
    'Render: the catalogue in Chromium, cold page, embedded data',
    [
      { header: 'route' },
      { header: 'CPU', align: 'right' },
      { header: 'cards', align: 'right' },
      { header: 'loads', align: 'right' },
      { header: 'script ms', align: 'right' },
      { header: 'cards ms', align: 'right' },
      { header: 'cards p95 ms', align: 'right' },
      { header: 'frame ms', align: 'right' },
      { header: 'keys', align: 'right' },
      { header: 'key→grid ms', align: 'right' },
      { header: 'key p95 ms', align: 'right' },
    ],
    rows,
    [
      `Chromium ${r.chromium}, viewport ${r.viewport}; medians unless marked p95; CPU 4× = DevTools CPU slowdown.`,
      'script: ScriptDuration (DevTools Performance domain) from navigation until the cards of the data are shown;',
      "cards / frame: first focus in the search box, after load (what loads a listing's widget) → the data shown",
      '  (own cards drawn, or the prerendered ones kept) / next frame;',
      `key→grid: capture-phase keydown in the search box → next animation frame after the status line changed ("${WORD}" typed and erased).`,
    ],
  );
}
