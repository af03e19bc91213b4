/**
 * Search section: how well the catalogue search answers on the sample catalogue
 * (precision at 5 over the table of queries and the zero-result rate over 200
 * shopper's words, bench/search-quality.ts), the time per query (a keystroke)
 * of the search (buildIndex + search from src/search.ts) over generated
 * collections, and the time to validate and index a 10 000-record collection,
 * with the word list loaded. Plain Node, performance.now(), warmed up.
 *
 * `npm run bench:search` runs this section alone.
 */
import { fileURLToPath } from 'node:url';
import { buildIndex, loadWords, search } from '../src/search.js';
import { precisionAt5, TOP_QUERIES, zeroResultRate } from './search-quality.js';
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

export interface SearchQuality {
  /** Mean precision at 5 over the table (bench/search-quality.ts), over its colour queries, and its size. */
  precisionAt5: number;
  colourPrecisionAt5: number;
  tableQueries: number;
  /** Share of the 200 shopper's words (bench/search-words.json) that find nothing in any listing, and those words. */
  zeroResultRate: number;
  zeroResultWords: string[];
}

export interface SearchResults {
  quality: SearchQuality;
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
  const top = precisionAt5({ buildIndex, search });
  const zero = zeroResultRate({ buildIndex, search });
  const quality: SearchQuality = {
    precisionAt5: round(top.precision, 3),
    colourPrecisionAt5: round(top.colourPrecision, 3),
    tableQueries: TOP_QUERIES.length,
    zeroResultRate: round(zero.rate, 3),
    zeroResultWords: zero.none,
  };
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
  return { quality, queries, validate10k, index10k, words10k, bengaliShare: round(bengali, 3) };
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
  const q = r.quality;
  const quality = table(
    'Search quality (sample catalogue, site/data/catalogue)',
    [{ header: 'figure' }, { header: 'value', align: 'right' }, { header: 'over' }],
    [
      ['precision at 5', fixed(q.precisionAt5, 3), `${q.tableQueries} queries (bench/search-quality.ts)`],
      ['precision at 5, colours', fixed(q.colourPrecisionAt5, 3), 'the colour queries of the table'],
      [
        'zero-result rate',
        `${fixed(q.zeroResultRate * 100, 1)}%`,
        `200 shopper's words (bench/search-words.json), any listing`,
      ],
    ],
    [`Words that find nothing: ${q.zeroResultWords.join(', ') || 'none'}.`],
  );
  return `${quality}\n${timingTable(r)}`;
}

function timingTable(r: SearchResults): string {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(searchTable(await runSearch()));
}
