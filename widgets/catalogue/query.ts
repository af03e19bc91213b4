import { useEffect } from 'react';
/** The search text kept in the page URL (`?q=`), so a search can be shared and survives a reload. */

/** `none` keeps the search out of the URL (a partner page with its own use of the parameter). */
export function readQuery(param: string): string {
  if (param === 'none' || typeof location === 'undefined') return '';
  keepSearchInAlternates(location.search);
  return new URLSearchParams(location.search).get(param) ?? '';
}

/**
 * Links to this page in another language (`<a hreflang>`, as the site's language switch) carry the search, so a
 * shopper who switches language keeps what they typed. Without JavaScript they are plain links to the page.
 */
function keepSearchInAlternates(search: string): void {
  if (typeof document === 'undefined') return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    if (link.origin === location.origin) link.search = search;
  }
}

let pending: (() => void) | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Writes the search into the URL once the typing pauses: `history.replaceState` costs Chromium about as much as
 * updating the grid, on every keystroke, and only the last query matters. `flushQuery` writes it at once.
 */
export function writeQuerySoon(param: string, query: string): void {
  clearTimeout(timer);
  pending = () => writeQuery(param, query);
  timer = setTimeout(flushQuery, 300);
}

/** Writes a search waiting for a pause now: before the shopper leaves the box, or the page. */
export function flushQuery(): void {
  clearTimeout(timer);
  const write = pending;
  pending = undefined;
  write?.();
}

/** Writes a waiting search when the page is left or the element goes. */
export function useQueryFlush(): void {
  useEffect(() => {
    addEventListener('pagehide', flushQuery);
    return () => {
      removeEventListener('pagehide', flushQuery);
      flushQuery();
    };
  }, []);
}

/** Replaces the history entry rather than adding one, so Back leaves the page instead of undoing keystrokes. */
export function writeQuery(param: string, query: string): void {
  if (param === 'none' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  if (query === '') url.searchParams.delete(param);
  else url.searchParams.set(param, query);
  history.replaceState(history.state, '', url);
  keepSearchInAlternates(url.search);
}
