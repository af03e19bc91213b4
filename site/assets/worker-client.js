/* global navigator, location, performance */
/**
 * Loaded by offline.js after `load`: registers the service worker. When a new build's worker is waiting, the
 * shopper is asked (update-prompt.js); the page reloads only after they press Reload, never under their finger.
 */

/** The prompt's own module, fetched only when a new build is waiting (update-prompt.js). */
const offerUpdate = (worker) => import('./update-prompt.js').then(({ offerUpdate }) => offerUpdate(worker));

/**
 * The first page of a first visit, and what it fetched, came before the worker: the worker fetches its scripts,
 * catalogue data and pictures again (the browser's HTTP cache answers or revalidates, so they cost next to nothing)
 * and the page itself, asked for as a page (`Accept: text/html`), so that its routes save each one as they save
 * every later page's: the page stamped as a saved copy (site/build/sw-plugins.ts). Workbox's router takes the list
 * (`CACHE_URLS`); the page's own thread only names the addresses.
 */
function keepFirstPage() {
  const again = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(catalogue|images|widgets|assets)\//.test(url.pathname))
    .map((url) => url.href);
  const page = [location.href, { headers: { Accept: 'text/html' } }];
  navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...again, page] } });
}

async function register() {
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', keepFirstPage, { once: true });
  }
  const registration = await navigator.serviceWorker.register('/sw.js');
  // A worker installed while no page was open waits too: only a page already controlled has an older build.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  });
}

register();
