/** The search text kept in the page URL (`?q=`), so a search can be shared and survives a reload. */

/** `none` keeps the search out of the URL (a partner page with its own use of the parameter). */
export function readQuery(param: string): string {
  if (param === 'none' || typeof location === 'undefined') return '';
  return new URLSearchParams(location.search).get(param) ?? '';
}

/** Replaces the history entry rather than adding one, so Back leaves the page instead of undoing keystrokes. */
export function writeQuery(param: string, query: string): void {
  if (param === 'none' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  if (query === '') url.searchParams.delete(param);
  else url.searchParams.set(param, query);
  history.replaceState(history.state, '', url);
}
