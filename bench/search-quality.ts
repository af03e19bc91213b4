/**
 * How well the catalogue search serves a shopper of this shop, on the sample catalogue (site/data/catalogue/*.json):
 *
 * - precision at 5 over a table of queries (colours, fabrics, weaves, occasions, garments; English, Bengali
 *   script, romanised), each with a rule, written over the product's own title and description, for whether a
 *   result is right for it. The first five results of a listing count; when a listing has fewer than five
 *   right products, the first that many.
 * - the zero-result rate over 200 words a shopper of the shop would type (bench/search-words.json): the share
 *   that finds nothing in any of the shop's listings.
 *
 * Used by the table test (test/unit/search-table.test.ts) and the benchmark (bench/search.ts). The search is
 * passed in, so the same figures can be taken of another version of it.
 */
import { readFileSync } from 'node:fs';
import type { Product } from '../src/product.js';

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
