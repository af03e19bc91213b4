/* global navigator, caches, location, performance */
/**
 * Loaded by offline.js after `load`: registers the service worker. When a new build's worker is waiting, the
 * shopper is asked (update-prompt.js); the page reloads only after they press Reload, never under their finger.
 */

/** The prompt's own module, fetched only when a new build is waiting (update-prompt.js). */
const offerUpdate = (worker) => import('./update-prompt.js').then(({ offerUpdate }) => offerUpdate(worker));

/**
 * The first page of a first visit, and what it fetched, came before the worker: fetch its scripts, catalogue
 * data and pictures again through it (the browser's HTTP cache answers or revalidates, so they cost next to
 * nothing) and save the page, last, so it opens offline like every page after it.
 */
async function keepFirstPage() {
  const again = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(catalogue|images|widgets|assets)\//.test(url.pathname));
  await Promise.all(again.map((url) => fetch(url).catch(() => undefined)));
  await (await caches.open('pages')).add(location.href);
}

async function register() {
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => keepFirstPage().catch(() => undefined), {
      once: true,
    });
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
