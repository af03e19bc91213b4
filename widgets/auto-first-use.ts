/**
 * `loading="interaction"` for `auto.js`, fetched only by a page that has such an element (a site listing, whose
 * search bar and first page of cards are already in the page): the widget loads on the shopper's first touch or
 * focus in the element (a key press needs the focus first), or once its last item (the last child of its last
 * child: the last card) comes within a screen of the viewport; at once when the page's address carries a search for
 * it (a shared `?q=`), the page is the copy the site's service worker saved (offline: the catalogue says so, with the
 * copy's date; the worker stamps its copies, site/build/sw-plugins.ts), or the focus is already in the element.
 */
const savedCopy = (
  performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
)?.serverTiming?.some((timing) => timing.name === 'saved');

/**
 * Calls `load` once the shopper is about to use `el` (`load` ignores repeats, so the listeners stay). Meanwhile, on
 * a page with a service worker, the widget's code (`entry` and the chunks it imports) and the data the element
 * names in `data-keep` are fetched through the worker without running, so the page works offline as if used.
 */
export function onFirstUse(el: HTMLElement, entry: string, load: () => void): void {
  // A search in the address (a shared `?q=`), in the parameter the widget reads it from (`query-param`).
  const search = new URLSearchParams(location.search).has(el.getAttribute('query-param') || 'q');
  // A shopper quicker than this script (a box that already has the focus) has already asked for the widget.
  if (search || savedCopy || el.contains(document.activeElement)) return load();
  for (const type of ['pointerdown', 'focusin']) el.addEventListener(type, load, { capture: true, passive: true });
  const last = el.lastElementChild?.lastElementChild ?? el;
  new IntersectionObserver(
    (entries, observer) => {
      if (!entries.some((item) => item.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: '100% 0px' },
  ).observe(last);
  // Only a page the worker controls fetches through it: on a first visit, once it took control; never on a page
  // without one.
  const worker = navigator.serviceWorker;
  if (!worker) return;
  new Promise((controlled) =>
    worker.controller ? controlled(0) : worker.addEventListener('controllerchange', controlled, { once: true }),
  )
    // The answer is read to its end: an unread body keeps its request open (the page never goes network-idle)
    // and holds the connection until garbage collection.
    .then(() => Promise.all([keep(entry), el.dataset.keep && fetch(el.dataset.keep).then((answer) => answer.blob())]))
    .catch(() => undefined);
}

const kept = new Set<string>();

/** Fetches a built module and, from its text, the modules it imports statically (`import"./chunks/x.js"`). */
async function keep(url: string): Promise<void> {
  if (kept.has(url)) return;
  kept.add(url);
  const code = await (await fetch(url)).text();
  const imports = [...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)];
  await Promise.all(imports.map(([, path]) => keep(new URL(path!, url).href)));
}
