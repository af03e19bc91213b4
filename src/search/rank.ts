/**
 * One search: the spec's substring results first, in catalogue order, then
 * the products that match every query word some other way, best first.
 */
import type { SearchIndex } from './build.js';
import type { Lexicon } from './lexicon.js';
import { containing, termHits, withRun } from './match.js';
import { fold, normalise, WORD } from './text.js';

/** Products whose text contains the whole (normalised, trimmed) query: the spec's rule, then the same after folding. */
function floor(index: SearchIndex, query: string, folded: string): { spec: number[]; more: number[] } {
  const runs = folded.match(WORD);
  const longest = runs ? runs.reduce((a, b) => (b.length > a.length ? b : a)) : null;
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
  for (const p of candidates ?? containing(index, folded, null)) {
    if ((exact && index.folded[p] === null) || inSpec(p)) spec.push(p);
    else if ((index.folded[p] ?? index.haystacks[p]!).includes(folded)) more.push(p);
  }
  return { spec, more };
}

/** Positions in `index.products` of what `query` finds, best first. */
export function rank(index: SearchIndex, lexicon: Lexicon, query: string): number[] {
  const folded = fold(query);
  const { spec, more } = floor(index, query, folded);
  const terms = folded.split(/\s+/u);
  const size = index.products.length;
  // Per product: how many terms matched so far, the term that last counted it, its total score.
  const matched = new Uint16Array(size);
  const seen = new Uint16Array(size);
  const total = new Uint16Array(size);
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
  const first = [...spec, ...more];
  for (const p of first) matched[p] = 0;
  // Scores are small integers: bucket them instead of sorting, catalogue order within a score.
  const buckets: number[][] = [];
  for (let p = 0; p < size; p++) {
    if (matched[p] === terms.length) (buckets[total[p]!] ??= []).push(p);
  }
  for (let score = buckets.length - 1; score >= 0; score--) first.push(...(buckets[score] ?? []));
  return first;
}
