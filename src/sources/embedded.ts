import { CatalogueLoadError } from './errors.js';

/**
 * The header the site's service worker puts on a catalogue answer it took from its own cache when the network
 * did not answer (site/build/sw-plugins.ts writes the same name): when that copy was saved.
 */
export const SAVED_AT_HEADER = 'X-Shop-Saved-At';

export interface FetchedRecords {
  records: unknown[];
  /** When the answer is the service worker's saved copy, when it was saved (ms since the epoch); else NaN. */
  savedAt: number;
}

/**
 * Fetches a JSON list of records. Every way this can fail becomes a
 * CatalogueLoadError; a request that never answers is aborted after `timeoutMs`.
 */
export async function fetchRecords(url: string, signal: AbortSignal, timeoutMs: number): Promise<FetchedRecords> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal: controller.signal, credentials: 'omit' });
    } catch (error) {
      if (timedOut) throw new CatalogueLoadError('timeout', `No answer from ${url} in ${timeoutMs} ms`);
      throw new CatalogueLoadError('offline', `Could not reach ${url}: ${String(error)}`);
    }
    if (!response.ok) {
      throw new CatalogueLoadError('http', `${url} answered ${response.status}`, response.status);
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      if (timedOut) throw new CatalogueLoadError('timeout', `No answer from ${url} in ${timeoutMs} ms`);
      throw new CatalogueLoadError('not-json', `${url} did not answer JSON`);
    }
    if (!Array.isArray(data)) throw new CatalogueLoadError('bad-shape', `${url} did not answer a list of products`);
    // NaN when the header is absent: the network's own answer.
    return { records: data, savedAt: Date.parse(response.headers.get(SAVED_AT_HEADER)!) };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
