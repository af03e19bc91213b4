/**
 * The search index: each product's text normalised once, and an inverted
 * index from every word of the catalogue to the products that have it, so a
 * keystroke looks at the catalogue's words rather than at every product.
 */
import type { Product } from '../product.js';
import { COMPOUND, fold, loose, normalise, WORD } from './text.js';

export interface SearchIndex {
  products: readonly Product[];
  /** Normalised "title \n des" of each product, same order: what the spec's rule is checked on. */
  haystacks: readonly string[];
  /** The folded haystack where folding changed it (invisible marks, Bengali digits), else null. */
  folded: readonly (string | null)[];
  /** Every word of the catalogue (folded), sorted. */
  vocabulary: readonly string[];
  /** Loose key of each word, same order. */
  looseKeys: readonly string[];
  /** Products having each word, ascending, same order. */
  postings: readonly Int32Array[];
  /** 1 where the word occurs as written; 0 where it is only a hyphenated word run together ("tshirt"). */
  written: Uint8Array;
  /** Position of a word in `vocabulary`. */
  position: ReadonlyMap<string, number>;
}

/** Normalises each product's text once and lists which products have each word. */
export function buildIndex(products: readonly Product[]): SearchIndex {
  const haystacks: string[] = [];
  const folded: (string | null)[] = [];
  const lists = new Map<string, number[]>();
  const writtenWords = new Set<string>();
  const note = (word: string, product: number) => {
    const list = lists.get(word);
    if (!list) lists.set(word, [product]);
    else if (list[list.length - 1] !== product) list.push(product);
  };
  for (let p = 0; p < products.length; p++) {
    const haystack = normalise(`${products[p]!.title}\n${products[p]!.des}`);
    const text = fold(haystack);
    haystacks.push(haystack);
    folded.push(text === haystack ? null : text);
    for (const word of text.match(WORD) ?? []) {
      note(word, p);
      writtenWords.add(word);
    }
    if (text.includes('-')) for (const compound of text.match(COMPOUND) ?? []) note(compound.replace(/-/g, ''), p);
  }
  const vocabulary = [...lists.keys()].sort();
  return {
    products,
    haystacks,
    folded,
    vocabulary,
    looseKeys: vocabulary.map(loose),
    postings: vocabulary.map((word) => Int32Array.from(lists.get(word)!)),
    written: Uint8Array.from(vocabulary, (word) => (writtenWords.has(word) ? 1 : 0)),
    position: new Map(vocabulary.map((word, i) => [word, i])),
  };
}
