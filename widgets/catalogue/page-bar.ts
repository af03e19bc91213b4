/**
 * The search bar a site listing prerenders inside `<shop-catalogue>` (`<div slot="bar">`: label, search box,
 * status line; site/pages/listing.ts), so that the page can offer the search before the widget has loaded:
 * `auto.js` fetches the widget on the first touch or focus in it (`loading="interaction"`). The widget slots
 * that bar and works through it instead of drawing its own: what was typed before it arrived stays, the focus stays
 * where the shopper put it, and the status line a screen reader already knows announces the counts.
 */
import { useLayoutEffect, useRef } from 'react';

export interface PageBar {
  input: HTMLInputElement;
  status: HTMLElement;
}

/** The page's search bar inside the element, or null (a partner's page: the widget draws its own). */
export function pageBar(host: HTMLElement | undefined): PageBar | null {
  const bar = host?.querySelector(':scope > [slot="bar"]');
  const input = bar?.querySelector<HTMLInputElement>('input[type="search"]');
  const status = bar?.querySelector<HTMLElement>('[role="status"]');
  return input && status ? { input, status } : null;
}

/** What the search box does, as the widget's own box does it. */
export interface BarHandlers {
  /** The shopper typed: the new text. */
  onQuery: (value: string) => void;
  /** A touch or focus: the shopper is about to search. */
  onWanted: () => void;
  /** The focus left the box. */
  onLeave: () => void;
}

/**
 * Listens to the page's search box, keeps its text and the status line in step with the widget, and hears the
 * touch or focus that loaded the widget (already past when it mounts): the box has the focus, or holds text.
 */
export function usePageBar(bar: PageBar | null, handlers: BarHandlers, query: string, status: string | null): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useLayoutEffect(() => {
    if (!bar) return;
    const { input } = bar;
    const onInput = () => latest.current.onQuery(input.value);
    const onWanted = () => latest.current.onWanted();
    const onLeave = () => latest.current.onLeave();
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onWanted);
    input.addEventListener('pointerdown', onWanted);
    input.addEventListener('blur', onLeave);
    if (input.value !== '') onInput(); // typed before the widget came: kept in the URL as any search is
    if (input.value !== '' || input.ownerDocument.activeElement === input) onWanted();
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onWanted);
      input.removeEventListener('pointerdown', onWanted);
      input.removeEventListener('blur', onLeave);
    };
  }, [bar]);
  useLayoutEffect(() => {
    if (bar && bar.input.value !== query) bar.input.value = query;
  }, [bar, query]);
  useLayoutEffect(() => {
    // null while the data loads: the prerendered line ("Showing 78 of 132 sarees") stays, unannounced.
    if (bar && status !== null && bar.status.textContent !== status) bar.status.textContent = status;
  }, [bar, status]);
}
