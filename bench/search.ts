/**
 * Search section: time per query of the catalogue search (buildIndex + search
 * from src/search.ts) over generated collections, and the time to validate and
 * index a 10 000-record collection, with the word list loaded. Plain Node, performance.now(), warmed up.
 */
import { buildIndex, loadWords, search } from '../src/search.js';
import { wordIndex } from '../src/search/word-index.js';
import { validateRecords } from '../src/validate.js';
import { generateRecords, QUERIES } from './products.js';
import { median, percentile, round } from './stats.js';
import { fixed, table } from './table.js';

const SIZES = [1_000, 10_000, 100_000];
const BASE = 'https://shop.example/catalogue/bench.json';

export interface Timing {
  iterations: number;
  medianMs: number;
  p95Ms: number;
}

export interface SearchQueryResult extends Timing {
  products: number;
  kind: string;
  query: string;
  matches: number;
}

export interface SearchResults {
  queries: SearchQueryResult[];
  validate10k: Timing;
  index10k: Timing;
  /** buildIndex and then the word index (built when the browser is idle, or by the first search). */
  words10k: Timing;
  bengaliShare: number;
}

/** Keeps results alive so the engine cannot skip the work. */
let sink = 0;

/**
 * Times `run` after a warm-up: at least `minRuns` calls and about `budgetMs`
 * of measuring (at most `maxRuns` calls).
 */
function time(run: () => number, { budgetMs = 800, minRuns = 30, maxRuns = 5_000 } = {}): Timing {
  const warmUntil = performance.now() + budgetMs / 4;
  for (let i = 0; i < 10 || performance.now() < warmUntil; i++) sink += run();
  const samples: number[] = [];
  const stopAt = performance.now() + budgetMs;
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() < stopAt)) {
    const start = performance.now();
    sink += run();
    samples.push(performance.now() - start);
  }
  return { iterations: samples.length, medianMs: round(median(samples), 4), p95Ms: round(percentile(samples, 95), 4) };
}

export async function runSearch(): Promise<SearchResults> {
  await loadWords();
  const queries: SearchQueryResult[] = [];
  let bengali = 0;
  for (const size of SIZES) {
    const records = generateRecords(size);
    if (size === 10_000) bengali = records.filter((r) => /[\u0980-\u09ff]/u.test(r.des)).length / size;
    const index = buildIndex(validateRecords(records, BASE).products);
    for (const { kind, query } of QUERIES) {
      const matches = search(index, query).length;
      queries.push({ products: size, kind, query, matches, ...time(() => search(index, query).length) });
    }
  }
  const records = generateRecords(10_000);
  const products = validateRecords(records, BASE).products;
  const validate10k = time(() => validateRecords(records, BASE).products.length, { minRuns: 30, budgetMs: 1_500 });
  const index10k = time(() => buildIndex(products).haystacks.length, { minRuns: 30, budgetMs: 1_500 });
  const words10k = time(() => wordIndex(buildIndex(products)).vocabulary.length, { minRuns: 30, budgetMs: 1_500 });
  if (sink === -1) console.log(sink);
  return { queries, validate10k, index10k, words10k, bengaliShare: round(bengali, 3) };
}

/** A row for an operation on 10 000 products, without a query. */
const timingRow = (operation: string, t: Timing) => [
  '10,000',
  operation,
  '',
  '',
  fixed(t.medianMs, 3),
  fixed(t.p95Ms, 3),
  t.iterations,
];

export function searchTable(r: SearchResults): string {
  const rows = [
    ...r.queries.map((q) => [
      q.products.toLocaleString('en-US'),
      `search: ${q.kind}`,
      `"${q.query}"`,
      q.matches.toLocaleString('en-US'),
      fixed(q.medianMs, 3),
      fixed(q.p95Ms, 3),
      q.iterations,
    ]),
    timingRow('validateRecords', r.validate10k),
    timingRow('buildIndex', r.index10k),
    timingRow('buildIndex + word index', r.words10k),
  ];
  return table(
    'Search (Node, src/search.ts and src/validate.ts, generated products)',
    [
      { header: 'products', align: 'right' },
      { header: 'operation' },
      { header: 'query' },
      { header: 'matches', align: 'right' },
      { header: 'median ms', align: 'right' },
      { header: 'p95 ms', align: 'right' },
      { header: 'runs', align: 'right' },
    ],
    rows,
    [
      `${Math.round(r.bengaliShare * 100)}% of the generated products carry Bengali words; each figure is one call, after a warm-up.`,
    ],
  );
}
