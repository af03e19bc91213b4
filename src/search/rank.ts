/**
 * One search, ranked the way a shop assistant would: every product the spec's
 * substring rule finds, and those that match every query word some other way,
 * best match first.
 */
import { searchDes, searchTitle, type SearchIndex } from './build.js';
import type { Lexicon } from './lexicon.js';
import { containing, termHits, withRun } from './match.js';
import { fold, normalise, words } from './text.js';
import { PLACE_TITLE } from './word-index.js';

/** Products whose text contains the whole (normalised, trimmed) query: the spec's rule, then the same after folding. */
function floor(index: SearchIndex, query: string, folded: string): { spec: number[]; more: number[] } {
  const runs = words(folded);
  const longest = runs.length > 0 ? runs.reduce((a, b) => (b.length > a.length ? b : a)) : null;
  const candidates = longest === null ? null : withRun(index, longest);
  const spec: number[] = [];
  const more: number[] = [];
  // A one-word query made of letters only is in the text exactly when a written word contains it.
  const exact = longest === folded && folded === query;
  // The haystack joins title and description with a line break: a query with one could span both.
  const spans = query.includes('\n');
  const inSpec = (p: number) => {
    if (!spans) return index.haystacks[p]!.includes(query);
    const product = index.products[p]!;
    return normalise(searchTitle(product)).includes(query) || normalise(searchDes(product)).includes(query);
  };
  const found = candidates ?? containing(index, folded, null);
  for (let i = 0; i < found.length; i++) {
    const p = found[i]!;
    if ((exact && index.folded[p] === null) || inSpec(p)) spec.push(p);
    else if ((index.folded[p] ?? index.haystacks[p]!).includes(folded)) more.push(p);
  }
  return { spec, more };
}

interface Scratch {
  /** Per product: how many terms matched so far. */
  matched: Uint16Array;
  /** Its total score. */
  total: Uint16Array;
  /** Its best score for the current term. */
  best: Uint8Array;
  /** The products the current term has found so far. */
  touched: Uint32Array;
}
const scratches = new WeakMap<SearchIndex, Scratch>();

/** Per-product counters, allocated once per index (a keystroke on a large catalogue should not churn memory). */
function scratch(index: SearchIndex): Scratch {
  let buffers = scratches.get(index);
  const size = index.products.length;
  if (!buffers) {
    buffers = {
      matched: new Uint16Array(size),
      total: new Uint16Array(size),
      best: new Uint8Array(size),
      touched: new Uint32Array(size),
    };
    scratches.set(index, buffers);
  } else {
    buffers.matched.fill(0);
    buffers.total.fill(0);
  }
  return buffers;
}

/** A term's score in one product: how it matches (`SCORE`), then where (`PLACE_TITLE`: the title's start first). */
const termScore = (score: number, place: number) => score * (PLACE_TITLE + 1) + place;

/**
 * Positions in `index.products` of what `query` finds, best first: each word of the query scores the best way a
 * product has it (a whole word before a word that starts with it, before a word it means, before letters inside
 * another word; the title's start before its end, before the description); between equals, the product that has the
 * query exactly as typed ("red silk" in "Red Silk Saree") comes first. The products the spec's rule finds are all
 * there, however they score.
 */
export function rank(index: SearchIndex, lexicon: Lexicon, query: string): number[] {
  const folded = fold(query);
  const { spec, more } = floor(index, query, folded);
  // Repeating a word adds nothing; past a few dozen words a query is pasted text, and the floor keeps the spec’s results.
  const terms = [...new Set(folded.split(/\s+/u))].slice(0, 32);
  const size = index.products.length;
  const { matched, total, best, touched } = scratch(index);
  for (let t = 0; t < terms.length; t++) {
    let count = 0;
    for (const { products, score, places } of termHits(index, lexicon, terms[t]!)) {
      const base = termScore(score, 0);
      for (let i = 0; i < products.length; i++) {
        const p = products[i]!;
        if (matched[p] !== t) continue;
        const value = places === undefined ? base : base + places[i]!;
        const was = best[p]!;
        if (was === 0) touched[count++] = p;
        if (value > was) best[p] = value;
      }
    }
    for (let i = 0; i < count; i++) {
      const p = touched[i]!;
      matched[p] = t + 1;
      // Doubled: the odd scores are for a product that has the query exactly as typed (below).
      total[p] = total[p]! + 2 * best[p]!;
      best[p] = 0;
    }
  }
  // The spec's rule found it though no word did (a query across punctuation): it stays, last.
  for (const list of [spec, more]) {
    for (const p of list) {
      if (matched[p] !== terms.length) {
        matched[p] = terms.length;
        total[p] = 1;
      } else if (list === spec) total[p] = total[p]! + 1;
    }
  }
  // Scores are small integers: bucket them instead of sorting, catalogue order within a score.
  const buckets: number[][] = [];
  for (let p = 0; p < size; p++) {
    if (matched[p] === terms.length) (buckets[total[p]!] ??= []).push(p);
  }
  const found: number[] = [];
  for (let score = buckets.length - 1; score >= 0; score--) {
    for (const p of buckets[score] ?? []) found.push(p);
  }
  return found;
}
