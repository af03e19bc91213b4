/**
 * The catalogue search (src/search.ts):
 * - how well it answers on the sample catalogue (site/data/catalogue/*.json): precision at 5 over a table of queries
 *   (colours, fabrics, weaves, occasions, garments; English, Bengali script, romanised), each with a rule, written
 *   over the product's own title and description, for whether a result is right for it (the first five results
 *   of a listing count; when it has fewer than five right products, the first that many), and the zero-result
 *   rate over 200 words a shopper of the shop would type (bench/search-words.json). The table test
 *   (test/unit/search-table.test.ts) uses the same table; the search is passed in, so the same figures can be
 *   taken of another version of it;
 * - how fast: the time per query (a keystroke) over generated collections of 1 000 to 100 000 products, and the
 *   time to validate and index 10 000, with the word list loaded. Plain Node, performance.now(), warmed up.
 */
import { readFileSync } from 'node:fs';
import { mulberry32, pick } from '../site/sample/random.js';
import type { Product } from '../src/product.js';
import { buildIndex, loadWords, search } from '../src/search.js';
import { wordIndex } from '../src/search/word-index.js';
import { validateRecords } from '../src/validate.js';
import { fixed, median, percentile, round, table } from './table.js';

// Quality

/** The listings of the sample catalogue, by the slug of their file. */
export const LISTINGS = ['saree', 'men-punjabi', 'men-tshirt', 'men-blazer'] as const;
export type Listing = (typeof LISTINGS)[number];

export type Kind = 'colour' | 'fabric' | 'weave' | 'occasion' | 'garment';

export interface TopQuery {
  /** What the shopper types. */
  query: string;
  /** The listing it is typed on. */
  listing: Listing;
  kind: Kind;
  /** Whether a product is a right answer, judged from its own title and description. */
  right: (product: Product) => boolean;
  /** The rule, in words. */
  rule: string;
}

/** `words` as whole words (Latin or Bengali) in `text`, case-insensitively. */
const hasWord = (text: string, words: readonly string[]) =>
  words.some((word) => new RegExp(`(?:^|[^\\p{L}\\p{M}])${word}(?:$|[^\\p{L}\\p{M}])`, 'iu').test(text));

/** The title up to " with …" (a border, a set): what the product itself is. */
const head = (product: Product) => product.title.split(/ with /iu)[0]!;

/** The Bengali name without its border ("লাল পাড় ঘিয়ে গরদ শাড়ি" is an off-white saree): what the product itself is. */
const headBn = (product: Product) => (product.title_bn ?? '').replace(/\S+ পাড়\s*/gu, '');

/**
 * Right when the title's head names the colour or one of its shades ("Off-white" is a white, "Navy" a blue), or,
 * for a colour typed in Bengali or romanised, when the Bengali name says it ("সবজে নীল", teal, is a নীল).
 */
function colour(shades: readonly string[], bengali?: string): Pick<TopQuery, 'right' | 'rule' | 'kind'> {
  return {
    kind: 'colour',
    right: (p) => hasWord(head(p), shades) || (bengali !== undefined && hasWord(headBn(p), [bengali])),
    rule:
      `the title, before any "with …", says ${shades.join(' or ')}` +
      (bengali ? `, or the Bengali name, but for its border, says ${bengali}` : ''),
  };
}

/** Right when the title names the fabric, weave or garment. */
function titled(kind: Kind, names: readonly string[]): Pick<TopQuery, 'right' | 'rule' | 'kind'> {
  return { kind, right: (p) => hasWord(p.title, names), rule: `the title says ${names.join(' or ')}` };
}

/** Right when the title or the description says it (an occasion, or a fabric a title may leave out). */
function said(kind: Kind, names: readonly string[]): Pick<TopQuery, 'right' | 'rule' | 'kind'> {
  return {
    kind,
    right: (p) => hasWord(`${p.title}\n${p.des}`, names),
    rule: `the title or description says ${names.join(' or ')}`,
  };
}

/** Right when every rule is. */
function all(...rules: Pick<TopQuery, 'right' | 'rule' | 'kind'>[]): Pick<TopQuery, 'right' | 'rule' | 'kind'> {
  return {
    kind: rules[0]!.kind,
    right: (p) => rules.every((r) => r.right(p)),
    rule: rules.map((r) => r.rule).join(', and '),
  };
}

const RED = colour(['red', 'maroon']);
const PINK = colour(['pink']);
const BLUE = colour(['blue', 'navy']);
const YELLOW = colour(['yellow']);
const BLUE_BN = colour(['blue', 'navy'], 'নীল');
const YELLOW_BN = colour(['yellow'], 'হলুদ');
const GREEN = colour(['green']);
const BLACK = colour(['black']);
const WHITE = colour(['white']);
const ORANGE = colour(['orange']);
const PURPLE = colour(['purple']);
const SILK = said('fabric', ['silk']);
const COTTON = said('fabric', ['cotton']);
const TANT = titled('weave', ['tant']);
const JAMDANI = titled('weave', ['jamdani']);
const DHAKAI = titled('weave', ['dhakai']);
const BALUCHARI = titled('weave', ['baluchari']);
const BANARASI = titled('weave', ['banarasi']);
const KATAN = titled('weave', ['katan']);
const GARAD = titled('weave', ['garad']);
const TUSSAR = titled('fabric', ['tussar']);
const KANTHA = titled('weave', ['kantha']);
const WEDDING = said('occasion', ['weddings?', 'wedding', 'বিয়ের', 'বিয়ে']);
const PUJA = said('occasion', ['puja', 'পুজোর', 'পুজো']);
const PARTY = said('occasion', ['party', 'parties', 'পার্টির']);
const PUNJABI = titled('garment', ['punjabi', 'kurta']);

const rows: [Listing, string, Pick<TopQuery, 'right' | 'rule' | 'kind'>][] = [
  // Colours, on the sarees
  ['saree', 'red', RED],
  ['saree', 'লাল', RED],
  ['saree', 'lal', RED],
  ['saree', 'laal', RED],
  ['saree', 'maroon', colour(['maroon'])],
  ['saree', 'মেরুন', colour(['maroon'])],
  ['saree', 'pink', PINK],
  ['saree', 'গোলাপি', PINK],
  ['saree', 'golapi', PINK],
  ['saree', 'blue', BLUE],
  ['saree', 'নীল', BLUE_BN],
  ['saree', 'nil', BLUE_BN],
  ['saree', 'yellow', YELLOW],
  ['saree', 'হলুদ', YELLOW_BN],
  ['saree', 'holud', YELLOW_BN],
  ['saree', 'green', GREEN],
  ['saree', 'সবুজ', GREEN],
  ['saree', 'sobuj', GREEN],
  ['saree', 'black', BLACK],
  ['saree', 'কালো', BLACK],
  ['saree', 'kalo', BLACK],
  ['saree', 'orange', ORANGE],
  ['saree', 'কমলা', ORANGE],
  ['saree', 'purple', PURPLE],
  ['saree', 'বেগুনি', PURPLE],
  ['saree', 'red saree', RED],
  ['saree', 'লাল শাড়ি', RED],
  // Colours, on the men's listings
  ['men-punjabi', 'white', WHITE],
  ['men-punjabi', 'সাদা', WHITE],
  ['men-punjabi', 'sada', WHITE],
  ['men-punjabi', 'red', RED],
  ['men-punjabi', 'লাল', RED],
  ['men-punjabi', 'black', BLACK],
  ['men-punjabi', 'কালো', BLACK],
  ['men-punjabi', 'sky blue', colour(['sky blue'])],
  ['men-punjabi', 'আকাশি', colour(['sky blue'])],
  ['men-punjabi', 'sada panjabi', WHITE],
  ['men-tshirt', 'blue', BLUE],
  ['men-tshirt', 'nil genji', BLUE_BN],
  ['men-tshirt', 'green', GREEN],
  ['men-tshirt', 'white', WHITE],
  ['men-blazer', 'black', BLACK],
  ['men-blazer', 'navy', colour(['navy'])],
  ['men-blazer', 'grey', colour(['grey'])],
  ['men-blazer', 'ছাই', colour(['grey'])],
  // Fabrics and weaves, on the sarees
  ['saree', 'silk', SILK],
  ['saree', 'সিল্ক', SILK],
  ['saree', 'resham', SILK],
  ['saree', 'cotton', COTTON],
  ['saree', 'সুতি', COTTON],
  ['saree', 'suti', COTTON],
  ['saree', 'tant', TANT],
  ['saree', 'তাঁত', TANT],
  ['saree', 'taant', TANT],
  ['saree', 'tanter saree', TANT],
  ['saree', 'jamdani', JAMDANI],
  ['saree', 'জামদানি', JAMDANI],
  ['saree', 'dhakai', DHAKAI],
  ['saree', 'ঢাকাই', DHAKAI],
  ['saree', 'baluchari', BALUCHARI],
  ['saree', 'বালুচরি', BALUCHARI],
  ['saree', 'baluchori', BALUCHARI],
  ['saree', 'banarasi', BANARASI],
  ['saree', 'বেনারসি', BANARASI],
  ['saree', 'benarasi', BANARASI],
  ['saree', 'katan', KATAN],
  ['saree', 'কাতান', KATAN],
  ['saree', 'garad', GARAD],
  ['saree', 'গরদ', GARAD],
  ['saree', 'gorod', GARAD],
  ['saree', 'tussar', TUSSAR],
  ['saree', 'tasar', TUSSAR],
  ['saree', 'তসর', TUSSAR],
  ['saree', 'kantha', KANTHA],
  ['saree', 'কাঁথা', KANTHA],
  ['saree', 'muslin', titled('fabric', ['muslin'])],
  ['saree', 'chiffon', titled('fabric', ['chiffon'])],
  ['saree', 'শিফন', titled('fabric', ['chiffon'])],
  ['saree', 'georgette', titled('fabric', ['georgette'])],
  ['saree', 'জর্জেট', titled('fabric', ['georgette'])],
  // Fabrics, on the punjabis
  ['men-punjabi', 'linen', titled('fabric', ['linen'])],
  ['men-punjabi', 'লিনেন', titled('fabric', ['linen'])],
  ['men-punjabi', 'khadi', titled('fabric', ['khadi'])],
  ['men-punjabi', 'খাদি', titled('fabric', ['khadi'])],
  ['men-punjabi', 'silk punjabi', all(SILK, PUNJABI)],
  ['men-punjabi', 'cotton', COTTON],
  // Occasions
  ['saree', 'wedding', WEDDING],
  ['saree', 'বিয়ে', WEDDING],
  ['saree', 'biye', WEDDING],
  ['saree', 'bridal', WEDDING],
  ['saree', 'biyer saree', WEDDING],
  ['saree', 'বিয়ের শাড়ি', WEDDING],
  ['saree', 'puja', PUJA],
  ['saree', 'পুজো', PUJA],
  ['saree', 'pujo', PUJA],
  ['saree', 'durga puja', PUJA],
  ['saree', 'party', PARTY],
  ['saree', 'পার্টি', PARTY],
  ['saree', 'office', said('occasion', ['office', 'অফিসে'])],
  ['saree', 'boishakh', said('occasion', ['boishakh', 'বৈশাখের'])],
  ['saree', 'পয়লা বৈশাখ', said('occasion', ['boishakh', 'বৈশাখের'])],
  ['saree', 'noboborsho', said('occasion', ['boishakh', 'বৈশাখের'])],
  ['saree', 'jamai sasthi', said('occasion', ['jamai', 'জামাইষষ্ঠীর'])],
  ['men-punjabi', 'eid', said('occasion', ['eid', 'ঈদের'])],
  ['men-punjabi', 'ঈদ', said('occasion', ['eid', 'ঈদের'])],
  ['men-punjabi', 'wedding', WEDDING],
  ['men-punjabi', 'bridal', WEDDING],
  ['men-punjabi', 'pujo', PUJA],
  ['men-blazer', 'wedding', WEDDING],
  ['men-blazer', 'reception', said('occasion', ['receptions?', 'রিসেপশনের'])],
  ['men-blazer', 'party', PARTY],
  // Garments
  ['men-punjabi', 'kurta', PUNJABI],
  ['men-punjabi', 'কুর্তা', PUNJABI],
  ['men-punjabi', 'panjabi', PUNJABI],
  ['men-punjabi', 'পাঞ্জাবি', PUNJABI],
  ['men-punjabi', 'dhoti', said('garment', ['dhoti'])],
  ['men-punjabi', 'ধুতি', said('garment', ['dhoti'])],
  ['men-punjabi', 'pyjama', said('garment', ['pyjama', 'pajama'])],
  ['men-punjabi', 'পায়জামা', said('garment', ['pyjama', 'pajama'])],
  ['men-blazer', 'blazer', titled('garment', ['blazer', 'bandhgala'])],
  ['men-blazer', 'coat', titled('garment', ['blazer', 'bandhgala'])],
  ['men-blazer', 'কোট', titled('garment', ['blazer', 'bandhgala'])],
  ['men-blazer', 'bandhgala', titled('garment', ['bandhgala'])],
  ['men-tshirt', 'genji', titled('garment', ['t-shirt'])],
  ['men-tshirt', 'গেঞ্জি', titled('garment', ['t-shirt'])],
  ['men-tshirt', 'polo', titled('garment', ['polo'])],
];

export const TOP_QUERIES: readonly TopQuery[] = rows.map(([listing, query, rule]) => ({ listing, query, ...rule }));

export interface SearchApi<Index> {
  buildIndex(products: readonly Product[]): Index;
  search(index: Index, query: string): Product[];
}

/** The sample catalogue's products of a listing. */
export function readListing(listing: Listing): Product[] {
  return JSON.parse(
    readFileSync(new URL(`../site/data/catalogue/${listing}.json`, import.meta.url), 'utf8'),
  ) as Product[];
}

export interface TopResult {
  query: TopQuery;
  /** How many of the first results count: five, or fewer when the listing has fewer right products. */
  counted: number;
  /** The counted results, and whether each is right. */
  top: { title: string; right: boolean }[];
  precision: number;
}

export interface Quality {
  rows: TopResult[];
  /** Mean precision at 5 over the table, over its colour queries, and per kind. */
  precision: number;
  colourPrecision: number;
  byKind: Record<Kind, number>;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

export function precisionAt5<Index>(api: SearchApi<Index>, queries: readonly TopQuery[] = TOP_QUERIES): Quality {
  const indexes = new Map<Listing, { products: Product[]; index: Index }>();
  const listing = (slug: Listing) => {
    let found = indexes.get(slug);
    if (!found) {
      const products = readListing(slug);
      found = { products, index: api.buildIndex(products) };
      indexes.set(slug, found);
    }
    return found;
  };
  const rows = queries.map((query): TopResult => {
    const { products, index } = listing(query.listing);
    const counted = Math.min(5, products.filter(query.right).length);
    const top = api
      .search(index, query.query)
      .slice(0, counted)
      .map((p) => ({ title: p.title, right: query.right(p) }));
    const precision = counted === 0 ? 0 : top.filter((r) => r.right).length / counted;
    return { query, counted, top, precision };
  });
  const kinds: Kind[] = ['colour', 'fabric', 'weave', 'occasion', 'garment'];
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, mean(rows.filter((r) => r.query.kind === kind).map((r) => r.precision))]),
  ) as Record<Kind, number>;
  return { rows, precision: mean(rows.map((r) => r.precision)), colourPrecision: byKind.colour, byKind };
}

/** The 200 words (bench/search-words.json). */
export function shopperWords(): string[] {
  return JSON.parse(readFileSync(new URL('./search-words.json', import.meta.url), 'utf8')) as string[];
}

export interface ZeroResults {
  words: number;
  /** The words that find nothing in any listing. */
  none: string[];
  rate: number;
}

/** The share of the shopper's words that find nothing in any of the shop's listings. */
export function zeroResultRate<Index>(api: SearchApi<Index>, words: readonly string[] = shopperWords()): ZeroResults {
  const indexes = LISTINGS.map((slug) => api.buildIndex(readListing(slug)));
  const none = words.filter((word) => indexes.every((index) => api.search(index, word).length === 0));
  return { words: words.length, none, rate: none.length / words.length };
}

// Generated products

export interface BenchRecord {
  id: string;
  title: string;
  des: string;
  img: string;
}

/** English colour with its Bengali name. */
const COLOURS: readonly [string, string][] = [
  ['Red', 'লাল'],
  ['Maroon', 'মেরুন'],
  ['Wine', 'ওয়াইন'],
  ['Orange', 'কমলা'],
  ['Yellow', 'হলুদ'],
  ['Mustard', 'সরষে'],
  ['Green', 'সবুজ'],
  ['Mint Green', 'হালকা সবুজ'],
  ['Bottle Green', 'গাঢ় সবুজ'],
  ['Sky Blue', 'আকাশি'],
  ['Navy Blue', 'নেভি ব্লু'],
  ['Purple', 'বেগুনি'],
  ['Pink', 'গোলাপি'],
  ['Peach', 'পিচ'],
  ['White', 'সাদা'],
  ['Off White', 'অফ হোয়াইট'],
  ['Black', 'কালো'],
  ['Grey', 'ধূসর'],
  ['Cream', 'ক্রিম'],
  ['Golden', 'সোনালি'],
];

/** English fabric with its Bengali name. */
const FABRICS: readonly [string, string][] = [
  ['Cotton', 'সুতি'],
  ['Tant', 'তাঁত'],
  ['Silk', 'সিল্ক'],
  ['Tussar Silk', 'তসর'],
  ['Murshidabad Silk', 'মুর্শিদাবাদ সিল্ক'],
  ['Banarasi', 'বেনারসি'],
  ['Jamdani', 'জামদানি'],
  ['Baluchari', 'বালুচরি'],
  ['Linen', 'লিনেন'],
  ['Chiffon', 'শিফন'],
  ['Georgette', 'জর্জেট'],
  ['Khadi', 'খাদি'],
  ['Art Silk', 'আর্ট সিল্ক'],
  ['Handloom', 'হ্যান্ডলুম'],
];

const STYLES = [
  'Handloom',
  'Printed',
  'Zari Border',
  'Kantha Stitch',
  'Block Print',
  'Embroidered',
  'Woven Butti',
  'Temple Border',
  'Checked',
  'Striped',
  'Floral',
  'Festive',
  'Designer',
  'Party Wear',
];

/** Garment with its Bengali name and the share of records it gets. */
const GARMENTS: readonly [string, string][] = [
  ['Saree', 'শাড়ি'],
  ['Saree', 'শাড়ি'],
  ['Saree', 'শাড়ি'],
  ['Punjabi', 'পাঞ্জাবি'],
  ['T-Shirt', 'টি-শার্ট'],
  ['Blazer', 'ব্লেজার'],
];

const DETAILS = [
  'with a contrast border and rich pallu',
  'with fine stripes and a plain body',
  'with floral motifs woven all over',
  'with hand kantha stitch on the yoke and cuffs',
  'with zari piping and a woven jacquard pattern',
  'with bold checks and a temple border',
  'with delicate thread work on the collar',
  'with small woven buttis and tassels on the pallu',
];

const OCCASIONS: readonly [string, string][] = [
  ['Ideal for weddings.', 'বিয়ের সাজে অনন্য।'],
  ['Perfect for Durga Puja evenings.', 'পুজোর জন্য আদর্শ।'],
  ['A classic choice for Ashtami anjali.', 'অষ্টমীর অঞ্জলিতে পরার মতো।'],
  ['Easy to drape for daily wear.', 'রোজকার পরার জন্য আরামদায়ক।'],
  ['A favourite for Pohela Boishakh.', 'পয়লা বৈশাখের সাজে।'],
  ['Smart enough for office days.', 'অফিসে পরার জন্য মানানসই।'],
  ['A good gift for Jamai Sasthi.', 'জামাইষষ্ঠীর উপহারের জন্য আদর্শ।'],
  ['Festive enough for Eid.', 'ঈদের সাজে।'],
];

const CARE = ['Dry clean only.', 'Gentle hand wash in cold water.', 'Machine wash on a gentle cycle.'];

/** `count` records, as a source would return them (not yet validated). */
export function generateRecords(count: number, seed = 20_261_122): BenchRecord[] {
  const rng = mulberry32(seed);
  const records: BenchRecord[] = [];
  for (let i = 0; i < count; i++) {
    const [colour, colourBn] = pick(rng, COLOURS);
    const [fabric, fabricBn] = pick(rng, FABRICS);
    const style = pick(rng, STYLES);
    const [garment, garmentBn] = pick(rng, GARMENTS);
    const [occasion, occasionBn] = pick(rng, OCCASIONS);
    const bengali = rng() < 0.25;
    const size = garment === 'Saree' ? `${(5.5 + Math.floor(rng() * 9) / 10).toFixed(1)} m` : 'sizes 38–46';
    const title =
      bengali && rng() < 0.5 ? `${colourBn} ${fabricBn} ${garmentBn}` : `${colour} ${style} ${fabric} ${garment}`;
    const des =
      `${fabric} ${garment.toLowerCase()} in ${colour.toLowerCase()} ${pick(rng, DETAILS)}, ${size}. ` +
      `${occasion} ${pick(rng, CARE)}` +
      (bengali ? ` ${colourBn} ${fabricBn} ${garmentBn}। ${occasionBn}` : '');
    const id = `bench-${String(i + 1).padStart(6, '0')}`;
    records.push({ id, title, des, img: `/images/products/bench/${id}.webp` });
  }
  return records;
}

/**
 * The queries timed: what a shopper types in English, Bengali script and romanised Bengali, with
 * typos, plus one that matches nothing (every fallback runs, every time).
 */
export const QUERIES = [
  { kind: 'one word', query: 'silk' },
  { kind: 'two words', query: 'red banarasi' },
  { kind: 'one word, Bengali', query: 'শাড়ি' },
  { kind: 'two words, Bengali', query: 'লাল শাড়ি' },
  { kind: 'romanised', query: 'lal benarosi' },
  { kind: 'romanised, word form', query: 'tanter shari' },
  { kind: 'typo', query: 'georgete' },
  { kind: 'typo, two words', query: 'chifon sharee' },
  { kind: 'no match', query: 'kanjivaram' },
  { kind: 'nonsense', query: 'xqzvw' },
] as const;

// Speed

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
  /** Mean precision at 5 over the table of queries, over its colour queries, and its size. */
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
      ['precision at 5', fixed(q.precisionAt5, 3), `${q.tableQueries} queries (bench/search.ts)`],
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
