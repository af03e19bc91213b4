/**
 * The cards a site listing prerenders inside `<shop-catalogue>` (site/pages/listing.ts renders this folder's card).
 * While they show what the widget would show (the first page of the catalogue, nothing searched) the widget slots
 * them instead of drawing them again in its shadow root: an upgrade that rebuilt 178 cards cost the main thread
 * hundreds of milliseconds on a cheap phone and repainted the page's largest picture, its LCP.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import type { Lang } from '../../src/i18n.js';
import type { Product } from '../../src/product.js';
import { titleIn } from '../../src/selling.js';
import type { ContactChannel } from './card.js';

/** The titles of the prerendered cards, in order; empty where the page prerendered none (a partner's page). */
export function usePrerendered(host: HTMLElement | undefined): readonly string[] {
  const [titles] = useState(() =>
    host
      ? [...host.querySelectorAll(':scope > .products > .card')].map(
          (card) => card.querySelector('.card__title')?.textContent ?? '',
        )
      : [],
  );
  return titles;
}

/** Whether the prerendered cards are exactly the products the widget would show now, in the same order. */
export function showsSame(titles: readonly string[], products: readonly Product[], lang: Lang): boolean {
  return (
    titles.length > 0 &&
    titles.length === products.length &&
    products.every((p, i) => titleIn(p, lang).text === titles[i])
  );
}

/**
 * A click on a prerendered card's Call Book or Whatsapp Book link dispatches `shop-contact`, as it does on the
 * widget's own cards; one listener on the element serves every card.
 */
export function usePrerenderedContact(
  host: HTMLElement | undefined,
  products: readonly Product[] | null,
  contact: (product: Product, channel: ContactChannel) => void,
): void {
  // A layout effect: listening from the commit on, so no click between the draw and a later effect goes unheard.
  useLayoutEffect(() => {
    if (!host || !products) return;
    const onClick = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[part="call"], a[part="whatsapp"]');
      const card = link?.closest('.card');
      if (!link || !card || card.parentElement?.parentElement !== host) return;
      const product = products[[...card.parentElement.children].indexOf(card)];
      if (product) contact(product, link.getAttribute('part') === 'call' ? 'call' : 'whatsapp');
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, products, contact]);
}

/** Cards built per task while the shopper is about to search: a few frames' work each, never a long task. */
const BATCH = 24;

/**
 * How many of the first page's cards to build, hidden, behind the page's own while the shopper is about to search
 * (a touch or focus in the search box): one batch per task, so that the first keystroke finds them built and only
 * shows or hides them, instead of building up to 178 cards in one long task.
 */
export function usePrebuilt(wanted: boolean, count: number): number {
  const [built, setBuilt] = useState(0);
  useEffect(() => {
    if (!wanted || built >= count) return;
    const timer = setTimeout(() => setBuilt((n) => Math.min(count, n + BATCH)));
    return () => clearTimeout(timer);
  }, [wanted, built, count]);
  return built;
}
