/**
 * One search: the spec's substring results first, in catalogue order, then
 * the products that match every query word some other way, best first.
 */
import type { SearchIndex } from './build.js';
import type { Lexicon } from './lexicon.js';
import { containing, termHits, withRun } from './match.js';
import { fold, normalise, words } from './text.js';

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
    const { title, des } = index.products[p]!;
    return normalise(title).includes(query) || normalise(des).includes(query);
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
  /** The term (1-based) that last counted it. */
  seen: Uint16Array;
  /** Its total score. */
  total: Uint16Array;
}
const scratches = new WeakMap<SearchIndex, Scratch>();

/** Per-product counters, allocated once per index (a keystroke on a large catalogue should not churn memory). */
function scratch(index: SearchIndex): Scratch {
  let buffers = scratches.get(index);
  const size = index.products.length;
  if (!buffers) {
    buffers = { matched: new Uint16Array(size), seen: new Uint16Array(size), total: new Uint16Array(size) };
    scratches.set(index, buffers);
  } else {
    buffers.matched.fill(0);
    buffers.seen.fill(0);
    buffers.total.fill(0);
  }
  return buffers;
}

/** Positions in `index.products` of what `query` finds, best first. */
export function rank(index: SearchIndex, lexicon: Lexicon, query: string): number[] {
  const folded = fold(query);
  const { spec, more } = floor(index, query, folded);
  // Repeating a word adds nothing; past a few dozen words a query is pasted text, and the floor keeps the spec’s results.
  const terms = [...new Set(folded.split(/\s+/u))].slice(0, 32);
  const size = index.products.length;
  const { matched, seen, total } = scratch(index);
  for (let t = 0; t < terms.length; t++) {
    const hits = termHits(index, lexicon, terms[t]!).sort((a, b) => b.score - a.score);
    for (const { products, score } of hits) {
      for (let i = 0; i < products.length; i++) {
        const p = products[i]!;
        if (seen[p] === t + 1 || matched[p] !== t) continue;
        seen[p] = t + 1;
        matched[p] = t + 1;
        total[p] = total[p]! + score;
      }
    }
  }
  const first = spec.concat(more);
  for (const p of first) matched[p] = 0;
  // Scores are small integers: bucket them instead of sorting, catalogue order within a score.
  const buckets: number[][] = [];
  for (let p = 0; p < size; p++) {
    if (matched[p] === terms.length) (buckets[total[p]!] ??= []).push(p);
  }
  for (let score = buckets.length - 1; score >= 0; score--) {
    for (const p of buckets[score] ?? []) first.push(p);
  }
  return first;
}
