/** The side-by-side figures: medians and min–max per site and route, ratios ours/reference, and their table. */
import type { CONDITIONS, Load } from './side-by-side-measure.js';
import { median, round } from './stats.js';
import { fixed, kb, table } from './table.js';

export type Variant = 'ours' | 'oursFirestore' | 'reference';
const LABEL: Record<Variant, string> = {
  ours: 'ours (embedded)',
  oursFirestore: 'ours (Firestore)',
  reference: 'reference SPA',
};
const METRICS = ['fcp', 'lcp', 'firstCard', 'typing', 'blocking', 'jsBytes', 'totalBytes', 'requests'] as const;
type Metric = (typeof METRICS)[number];

export interface Stat {
  median: number;
  min: number;
  max: number;
}

export interface Row {
  variant: Variant;
  route: string;
  runs: number;
  /** The LCP element of each run, counted: a route whose LCP element changes between runs shows it here. */
  lcpElements: Record<string, number>;
  metrics: Partial<Record<Metric, Stat>>;
  /** Median ours / median reference, for the rows of our site. */
  ratios?: Partial<Record<Metric, number>>;
}

export interface SideBySideResults {
  chromium: string;
  conditions: typeof CONDITIONS;
  rounds: number;
  loadAverage: { min: number; max: number };
  reference: { installSeconds: number | null; buildSeconds: number };
  rows: Row[];
}

const stat = (values: number[]): Stat => ({
  median: round(median(values), 1),
  min: round(Math.min(...values), 1),
  max: round(Math.max(...values), 1),
});

export function summarise(raw: {
  chromium: string;
  conditions: typeof CONDITIONS;
  rounds: number;
  loadAverage: { min: number; max: number };
  reference: SideBySideResults['reference'];
  loads: Record<string, Load[]>;
  typing: Record<string, number[]>;
}): SideBySideResults {
  const rows: Row[] = Object.entries(raw.loads).map(([key, loads]) => {
    const [variant, route] = key.split(' ') as [Variant, string];
    const metrics: Row['metrics'] = {};
    for (const metric of ['fcp', 'lcp', 'blocking', 'jsBytes', 'totalBytes', 'requests'] as const)
      metrics[metric] = stat(loads.map((load) => load[metric]));
    const cards = loads.map((load) => load.firstCard).filter((at): at is number => at !== null);
    if (cards.length === loads.length) metrics.firstCard = stat(cards);
    if (route === '/saree' && raw.typing[variant]) metrics.typing = stat(raw.typing[variant]);
    const lcpElements: Record<string, number> = {};
    for (const { lcpElement } of loads) lcpElements[lcpElement] = (lcpElements[lcpElement] ?? 0) + 1;
    return { variant, route, runs: loads.length, lcpElements, metrics };
  });
  for (const row of rows) {
    const reference = rows.find((r) => r.variant === 'reference' && r.route === row.route);
    if (row.variant === 'reference' || !reference) continue;
    row.ratios = {};
    for (const metric of METRICS) {
      const ours = row.metrics[metric]?.median;
      const theirs = reference.metrics[metric]?.median;
      if (ours !== undefined && theirs) row.ratios[metric] = round(ours / theirs, 2);
    }
  }
  const { loads: _loads, typing: _typing, ...rest } = raw;
  return { ...rest, rows };
}

const ms = (s: Stat | undefined) => (s ? `${fixed(s.median, 0)} (${fixed(s.min, 0)}–${fixed(s.max, 0)})` : '–');
const bytes = (s: Stat | undefined) => (s ? kb(s.median) : '–');
const ratio = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)}×`);

export function sideBySideTable(r: SideBySideResults): string {
  const order = (row: Row) => ['/', '/saree'].indexOf(row.route) * 3 + Object.keys(LABEL).indexOf(row.variant);
  const rows = [...r.rows].sort((a, b) => order(a) - order(b));
  const figures = table(
    'Side by side: medians (min–max), ms from navigation start',
    [
      { header: 'route' },
      { header: 'site' },
      { header: 'FCP', align: 'right' },
      { header: 'LCP', align: 'right' },
      { header: 'first card', align: 'right' },
      { header: 'typing filters', align: 'right' },
      { header: 'blocking', align: 'right' },
      { header: 'JS KB', align: 'right' },
      { header: 'total KB', align: 'right' },
      { header: 'requests', align: 'right' },
    ],
    rows.map((row) => [
      row.route,
      LABEL[row.variant],
      ms(row.metrics.fcp),
      ms(row.metrics.lcp),
      ms(row.metrics.firstCard),
      ms(row.metrics.typing),
      ms(row.metrics.blocking),
      bytes(row.metrics.jsBytes),
      bytes(row.metrics.totalBytes),
      row.metrics.requests ? fixed(row.metrics.requests.median, 0) : '–',
    ]),
    [
      `Chromium ${r.chromium}, ${r.rounds} interleaved rounds, cold cache, ${r.conditions.latencyMs} ms round trip,`,
      `${r.conditions.downloadMbit} Mbit/s down, ${r.conditions.cpuSlowdown}× CPU (DevTools), 412×823 phone viewport; load average ${r.loadAverage.min}–${r.loadAverage.max}.`,
      'blocking: long tasks beyond 50 ms, summed, until 2 s pass with no long task and no request;',
      `typing filters: navigation start → first frame where typing "silk" in the search box has filtered the grid;`,
      'bytes as transferred (compressed), KB = 1024 bytes.',
    ],
  );
  const ratios = table(
    'Side by side: ours / reference (medians; below 1 is better)',
    [
      { header: 'route' },
      { header: 'site' },
      ...['FCP', 'LCP', 'first card', 'typing filters', 'blocking', 'JS', 'total bytes', 'requests'].map((header) => ({
        header,
        align: 'right' as const,
      })),
    ],
    rows
      .filter((row) => row.ratios)
      .map((row) => [row.route, LABEL[row.variant], ...METRICS.map((metric) => ratio(row.ratios![metric]))]),
  );
  const elements = rows.map(
    (row) =>
      `  ${row.route} ${LABEL[row.variant]}: ${Object.entries(row.lcpElements)
        .map(([element, runs]) => `${element || '(none)'} ×${runs}`)
        .join(', ')}`,
  );
  return `${figures}\n${ratios}\nLCP element per run\n${elements.join('\n')}\n`;
}
