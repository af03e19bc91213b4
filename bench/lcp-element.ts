/**
 * What each route's LCP is and what delays it, read from one Lighthouse 12 result (shapes checked on a
 * real 12.8 result, not guessed):
 * - `largest-contentful-paint-element`: a list of two tables, the node (selector, nodeLabel, snippet, path) and
 *   the simulated phases (TTFB, Load Delay, Load Time, Render Delay), which add up to the reported LCP;
 * - `prioritize-lcp-image` debugData: the LCP image's initiator path, from the image back to the document;
 * - `network-requests`: that image's transfer size;
 * - `lcp-discovery-insight`: the checklist (priority hint, discoverable in the HTML, not lazy);
 * - `render-blocking-insight` (or the older `render-blocking-resources`): the requests that block first paint;
 * - `network-dependency-tree-insight` (or `critical-request-chains`): the longest request chain, observed.
 * Lighthouse pierces open shadow roots: the node's path runs through `#document-fragment`, and its selector
 * starts inside the shadow root, so the host is read from the path.
 */
import type { Result } from 'lighthouse';
import { median, round } from './stats.js';
import { table } from './table.js';

export interface LcpPhases {
  ttfbMs: number | null;
  loadDelayMs: number | null;
  loadTimeMs: number | null;
  renderDelayMs: number | null;
}

export interface LcpRun extends LcpPhases {
  /** Short name: the shadow hosts it sits in, then the selector's last step (`shop-carousel › img.carousel__image`). */
  element: string | null;
  selector: string | null;
  nodeLabel: string | null;
  /** The LCP image's path on the site, and the bytes it took on the wire; null for a text LCP. */
  resource: string | null;
  resourceBytes: number | null;
  /** Requests from the document to the LCP image, both counted (2: the HTML names it directly). */
  resourceChain: number | null;
  /** The LCP discovery checks that failed, in Lighthouse's words. */
  discoveryFails: string[];
  renderBlocking: number | null;
  renderBlockingBytes: number | null;
  /** Sum of Lighthouse's per-request blocking estimate (ms), and its estimate of the FCP saved without them. */
  renderBlockingMs: number | null;
  renderBlockingFcpSavingsMs: number | null;
  /**
   * The longest chain of requests: how many, when its last one ended (ms from navigation, unthrottled), and its
   * requests after the document (`a → b`), which may be the service worker's own after load.
   */
  chainDepth: number | null;
  chainMs: number | null;
  chainPath: string | null;
}

type Item = Record<string, unknown>;
type Details = { items?: unknown[]; debugData?: Item; type?: string; chains?: unknown; longestChain?: Item } & Item;

const details = (lhr: Result, id: string) => lhr.audits[id]?.details as Details | undefined;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
const sitePath = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);

/** The shadow hosts on a Lighthouse node path ("1,HTML,…,1,SHOP-CAROUSEL,a,#document-fragment,0,SECTION,…"). */
export function shadowHosts(path: string): string[] {
  const parts = path.split(',');
  const hosts: string[] = [];
  for (let i = 3; i < parts.length; i += 2) {
    if (parts[i] === '#document-fragment') hosts.push(parts[i - 2]!.toLowerCase());
  }
  return hosts;
}

function phasesOf(table: Details | undefined): LcpPhases {
  const rows = (table?.items ?? []) as Item[];
  const phase = (name: string) => num(rows.find((row) => row.phase === name)?.timing);
  return {
    ttfbMs: phase('TTFB'),
    loadDelayMs: phase('Load Delay'),
    loadTimeMs: phase('Load Time'),
    renderDelayMs: phase('Render Delay'),
  };
}

/** Follows the nodes Lighthouse marks `isLongest` from the document down. */
function longestChain(lhr: Result, origin: string): Pick<LcpRun, 'chainDepth' | 'chainMs' | 'chainPath'> {
  const tree = details(lhr, 'network-dependency-tree-insight')?.items?.[0] as { value?: Details } | undefined;
  if (tree?.value?.type === 'network-tree') {
    let nodes = (tree.value.chains ?? {}) as Record<string, Item>;
    const urls: string[] = [];
    for (;;) {
      const next = Object.values(nodes).find((node) => node.isLongest === true);
      if (!next) break;
      urls.push(sitePath(String(next.url ?? ''), origin));
      nodes = (next.children ?? {}) as Record<string, Item>;
    }
    return {
      chainDepth: urls.length || null,
      chainMs: num(tree.value.longestChain?.duration),
      chainPath: urls.length ? urls.map((url, i) => (i === 0 || url === urls[0] ? 'document' : url)).join(' → ') : null,
    };
  }
  const older = details(lhr, 'critical-request-chains')?.longestChain;
  return { chainDepth: num(older?.length), chainMs: num(older?.duration), chainPath: null };
}

export function readLcp(lhr: Result, origin: string): LcpRun {
  const [nodeTable, phaseTable] = (details(lhr, 'largest-contentful-paint-element')?.items ?? []) as Details[];
  const node = ((nodeTable?.items?.[0] as Item | undefined)?.node ?? {}) as Item;
  const selector = str(node.selector);
  const hosts = shadowHosts(String(node.path ?? ''));
  const tail = selector?.split('>').pop()?.trim() ?? null;
  const element = tail ? [...hosts, tail].join(' › ') : hosts.length ? `${hosts.join(' › ')} (shadow root)` : null;

  const initiators = (details(lhr, 'prioritize-lcp-image')?.debugData?.initiatorPath ?? []) as Item[];
  const url = str(initiators[0]?.url);
  const requests = (details(lhr, 'network-requests')?.items ?? []) as Item[];
  // The service worker fetches the same URL again after load (0 bytes on the wire): take the page's own request.
  const request = url ? requests.find((item) => item.url === url && item.resourceType === 'Image') : undefined;

  const checklist = ((details(lhr, 'lcp-discovery-insight')?.items?.[0] as Details | undefined)?.items ?? {}) as Record<
    string,
    { label?: string; value?: boolean }
  >;
  const insight = lhr.audits['render-blocking-insight'];
  const blocking = (details(lhr, insight ? 'render-blocking-insight' : 'render-blocking-resources')?.items ??
    []) as Item[];
  const sum = (key: string) => blocking.reduce((total, item) => total + (num(item[key]) ?? 0), 0);
  return {
    element,
    selector,
    nodeLabel: str(node.nodeLabel),
    ...phasesOf(phaseTable),
    // Lighthouse writes 0 for these when the LCP is text, which has no request to wait for.
    ...(url ? {} : { loadDelayMs: null, loadTimeMs: null }),
    resource: url ? sitePath(url, origin) : null,
    resourceBytes: num(request?.transferSize),
    resourceChain: url ? initiators.length : null,
    discoveryFails: Object.values(checklist)
      .filter((check) => check.value === false)
      .map((check) => check.label ?? '?'),
    renderBlocking: blocking.length,
    renderBlockingBytes: sum('totalBytes'),
    renderBlockingMs: sum('wastedMs'),
    renderBlockingFcpSavingsMs: num(insight?.metricSavings?.FCP),
    ...longestChain(lhr, origin),
  };
}

/** The most frequent value, marked with how many runs had it when they disagree. */
function mode(values: (string | null)[]): string | null {
  const counts = new Map<string | null, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [top, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return top !== null && count < values.length ? `${top} (${count} of ${values.length} runs)` : top;
}

/** Median of each figure, the most frequent of each name (null when no run had it). */
export function combineLcp(runs: LcpRun[]): LcpRun {
  const mid = (pick: (run: LcpRun) => number | null) => {
    const values = runs.map(pick).filter((value): value is number => value !== null);
    return values.length ? round(median(values), 0) : null;
  };
  const text = (pick: (run: LcpRun) => string | null) => mode(runs.map(pick));
  return {
    element: text((run) => run.element),
    selector: text((run) => run.selector),
    nodeLabel: text((run) => run.nodeLabel),
    ttfbMs: mid((run) => run.ttfbMs),
    loadDelayMs: mid((run) => run.loadDelayMs),
    loadTimeMs: mid((run) => run.loadTimeMs),
    renderDelayMs: mid((run) => run.renderDelayMs),
    resource: text((run) => run.resource),
    resourceBytes: mid((run) => run.resourceBytes),
    resourceChain: mid((run) => run.resourceChain),
    discoveryFails: [...new Set(runs.flatMap((run) => run.discoveryFails))],
    renderBlocking: mid((run) => run.renderBlocking),
    renderBlockingBytes: mid((run) => run.renderBlockingBytes),
    renderBlockingMs: mid((run) => run.renderBlockingMs),
    renderBlockingFcpSavingsMs: mid((run) => run.renderBlockingFcpSavingsMs),
    chainDepth: mid((run) => run.chainDepth),
    chainMs: mid((run) => run.chainMs),
    chainPath: text((run) => run.chainPath),
  };
}

export interface LcpRow {
  route: string;
  lcpMs: number | null;
  fcpMs: number | null;
  lcp: LcpRun | null;
}

const trim = (text: string | null, size: number) =>
  text === null ? '–' : text.length > size ? `${text.slice(0, size - 1)}…` : text;
const ms = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(value));
const pair = (count: number | null, time: number | null) => (count === null ? '–' : `${count} / ${ms(time)}`);

export function lcpTable(rows: readonly LcpRow[], title: string): string {
  const body = rows.map(({ route, lcpMs, fcpMs, lcp }) => [
    route,
    ms(lcpMs),
    ms(fcpMs),
    trim(lcp?.element ?? null, 40),
    ms(lcp?.ttfbMs),
    ms(lcp?.loadDelayMs),
    ms(lcp?.loadTimeMs),
    ms(lcp?.renderDelayMs),
    lcp?.resourceBytes === null || lcp?.resourceBytes === undefined ? '–' : (lcp.resourceBytes / 1024).toFixed(1),
    ms(lcp?.resourceChain),
    pair(lcp?.renderBlocking ?? null, lcp?.renderBlockingMs ?? null),
    pair(lcp?.chainDepth ?? null, lcp?.chainMs ?? null),
  ]);
  const chains = new Map<string, number>();
  for (const { lcp } of rows) if (lcp?.chainPath) chains.set(lcp.chainPath, (chains.get(lcp.chainPath) ?? 0) + 1);
  const notes = [
    "LCP element: Lighthouse's largest-contentful-paint-element; `host › step` is an element inside that widget's shadow root (Lighthouse reads open shadow roots and names the inner element; its selector starts at the shadow root).",
    "TTFB, load delay, load time, render delay: that audit's LCP phases, which add up to the LCP column (medians, so not always exactly): Lighthouse scales the image request's observed start and end by simulated LCP / observed LCP and clamps them to TTFB, so a load time of 0 means the image was in before the simulated TTFB and render delay holds the rest: first paint and the scripts that draw the element.",
    'image KB: transfer size of the LCP image (network-requests); chain: requests from the document to it (prioritize-lcp-image), 2 = named in the HTML itself.',
    'blocking: render-blocking requests (render-blocking-insight), count / sum of their blocking ms; longest chain: network-dependency-tree-insight, count / ms from navigation to its last request, unthrottled.',
    ...[...chains].map(([chain, count]) => `Longest chain on ${count} route${count > 1 ? 's' : ''}: ${chain}`),
  ];
  for (const { route, lcp } of rows) {
    if (!lcp) continue;
    const what = [lcp.nodeLabel ? `"${trim(lcp.nodeLabel, 60)}"` : null, lcp.resource].filter(Boolean).join(' ');
    const fails = lcp.discoveryFails.length ? `; discovery: ${lcp.discoveryFails.join(', ')}` : '';
    notes.push(`${route}: ${what || 'no LCP element'}${fails}`);
  }
  return table(
    title,
    [
      { header: 'route' },
      { header: 'LCP ms', align: 'right' },
      { header: 'FCP ms', align: 'right' },
      { header: 'LCP element' },
      { header: 'TTFB', align: 'right' },
      { header: 'load delay', align: 'right' },
      { header: 'load time', align: 'right' },
      { header: 'render delay', align: 'right' },
      { header: 'image KB', align: 'right' },
      { header: 'chain', align: 'right' },
      { header: 'blocking n/ms', align: 'right' },
      { header: 'longest chain n/ms', align: 'right' },
    ],
    body,
    notes,
  );
}
