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

/** Replaces the history entry rather than adding one, so Back leaves the page instead of undoing keystrokes. */
export function writeQuery(param: string, query: string): void {
  if (param === 'none' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  if (query === '') url.searchParams.delete(param);
  else url.searchParams.set(param, query);
  history.replaceState(history.state, '', url);
  keepSearchInAlternates(url.search);
}
