import { useLayoutEffect, useRef } from 'react';
import type { Product } from '../../src/product.js';

export interface PlacedCard {
  product: Product;
  /** The search leaves it out: it stays mounted with `hidden`. */
  hidden: boolean;
}

/**
 * Every card mounted so far, in the order the grid should hold them: the cards the search shows, in its order, and
 * the cards shown before that it now leaves out, still mounted but hidden, so that a keystroke which brings them
 * back (a Backspace to the whole listing) shows them again instead of building up to 178 cards anew, the slowest
 * step of a search on a cheap phone. A hidden card keeps its place among the others rather than going to the end:
 * typing narrows the list, and a card that merely hides is then one attribute changed, not a node moved (every
 * move costs style, layout and the lazy-image and content-visibility observers their work again).
 *
 * Pure: the order last drawn is remembered in a ref written after the commit, and forgotten with the data.
 */
export function useKeptCards(data: object | null, visible: readonly Product[]): PlacedCard[] {
  const drawn = useRef<{ data: object | null; order: Product[] }>({ data: null, order: [] });
  const previous = drawn.current.data === data ? drawn.current.order : [];
  const placed = placeCards(previous, visible);
  useLayoutEffect(() => {
    drawn.current = { data, order: placed.map((card) => card.product) };
  });
  return placed;
}

/**
 * The previous order's slots, each hidden card left where it was and each slot of a shown card given the next card
 * to show; cards never shown before go after. When the cards to show keep their relative order (typing on), no
 * card moves.
 */
export function placeCards(previous: readonly Product[], visible: readonly Product[]): PlacedCard[] {
  const showing = new Set(visible.map((product) => product.id));
  const placed: PlacedCard[] = [];
  let next = 0;
  for (const product of previous) {
    if (!showing.has(product.id)) placed.push({ product, hidden: true });
    else if (next < visible.length) placed.push({ product: visible[next++]!, hidden: false });
  }
  while (next < visible.length) placed.push({ product: visible[next++]!, hidden: false });
  return placed;
}
