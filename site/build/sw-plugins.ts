/**
 * Workbox plugins of the site's service worker. Workbox writes each function into `/sw.js` as its source text,
 * so a function here can use only its parameters and the worker's globals: no import, no constant from this
 * file, no named inner function (tsx would wrap it in a `__name()` that the worker does not have). Figures are
 * default parameters for the same reason; the tests pass smaller ones.
 */

/**
 * On the catalogue data and the pages: the copy kept is stamped with the time it was saved (SAVED_AT_HEADER in
 * src/sources/embedded.ts). Only a copy carries the stamp, so the catalogue knows when an answer is the worker's
 * older copy rather than the network's, and from when. A page reads it about itself as `Server-Timing` (its
 * navigation entry's `serverTiming`, named `saved`): widgets/auto-first-use.ts then loads a listing's catalogue at
 * once, to say that the shopper sees a saved copy. The first page of a first visit, which came before the worker,
 * is saved through the same route (worker-client.js), so it is stamped too.
 */
export const stampSavedCopy = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response> => {
    const headers = new Headers(response.headers);
    const savedAt = new Date().toISOString();
    headers.set('X-Shop-Saved-At', savedAt);
    headers.set('Server-Timing', `saved;desc="${savedAt}"`);
    // The body below is already decoded: a stale encoding or length would misdescribe it.
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/**
 * On the pictures: keeps the cache under a size in bytes (Workbox's own expiration counts entries only), by
 * deleting the oldest pictures saved. Each copy carries its size, so the total is read from headers, not bodies.
 * 20 MB holds a few hundred product photos at the sizes phones are sent, and is a small share of what Chromium
 * lets a site keep on a phone with a few GB free.
 */
export const capPictureBytes = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response> => {
    const body = await response.blob();
    const headers = new Headers(response.headers);
    headers.set('X-Shop-Bytes', String(body.size));
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  },
  cacheDidUpdate: async ({ cacheName }: { cacheName: string }, maxBytes = 20 * 1024 * 1024): Promise<void> => {
    const cache = await caches.open(cacheName);
    // Both lists come in the order the entries were saved, oldest first.
    const [keys, responses] = await Promise.all([cache.keys(), cache.matchAll()]);
    // Another picture was saved between the two reads: its own update will count again.
    if (keys.length !== responses.length) return;
    const sizes = responses.map((r) => Number(r.headers.get('X-Shop-Bytes')) || 0);
    let total = sizes.reduce((sum, size) => sum + size, 0);
    // The newest picture stays even when it alone is over the cap: it is the one on screen.
    for (let i = 0; total > maxBytes && i < keys.length - 1; i++) {
      await cache.delete(keys[i]!);
      total -= sizes[i]!;
    }
  },
};
