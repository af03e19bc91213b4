import type { Product } from './product.js';

/** NFC + lower case: the same treatment for the query and the product text. */
export function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** Whitespace-separated, normalised terms of a query; empty for a blank query. */
export function queryTerms(query: string): string[] {
  const trimmed = normalise(query).trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}

export interface SearchIndex {
  products: readonly Product[];
  /** Normalised "title \n des" of each product, same order. */
  haystacks: readonly string[];
}

/** Normalises each product's text once, so every keystroke only scans strings. */
export function buildIndex(products: readonly Product[]): SearchIndex {
  return { products, haystacks: products.map((p) => normalise(`${p.title}\n${p.des}`)) };
}

/**
 * Products in which every term of the query occurs in the title or the
 * description (plain substring tests: the query is never a pattern).
 * An empty query returns everything.
 */
export function search(index: SearchIndex, query: string): Product[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return index.products.slice();
  const found: Product[] = [];
  for (let i = 0; i < index.products.length; i++) {
    const text = index.haystacks[i]!;
    if (terms.every((term) => text.includes(term))) found.push(index.products[i]!);
  }
  return found;
}
