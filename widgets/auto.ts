/**
 * `widgets/auto.js`: one script tag for a whole page. Every `shop-*` element
 * of the page gets its widget's code from the widget's own entry beside this
 * file (`<shop-carousel>` → `carousel.js`), so a page loads only the widgets
 * it shows. An element marked `loading="lazy"` (as for images) waits until it
 * comes within a screen of the viewport; `<shop-back-to-top loading="lazy">`,
 * a fixed control that only shows after scrolling, waits for the first scroll.
 * An element marked `loading="interaction"` already shows its content in the
 * page (a site listing's prerendered search bar and cards): its widget waits
 * for the shopper's first touch, focus or key in it, or for its last item
 * (the last child of its last child: the last card) to come within a screen
 * of the viewport, and loads at once when the page's address carries a query
 * (a shared search) or the page is the copy the site's service worker saved
 * (offline: the catalogue says so, with the copy's date).
 * Elements added to the page later are picked up the same way.
 */

/** Widgets that show only once the page has been scrolled. */
const ON_SCROLL = new Set(['back-to-top']);
const KNOWN = new Set(import.meta.SHOP_WIDGETS ?? []);
const requested = new Set<string>();

function load(widget: string): void {
  if (requested.has(widget)) return;
  requested.add(widget);
  import(new URL(`./${widget}.js`, import.meta.url).href).catch((error: unknown) => {
    requested.delete(widget); // another element of this widget may try again
    console.error(`shop widgets: could not load ${widget}.js`, error);
  });
}

/** What to do when an observed element comes within a screen of the viewport. */
const whenNear = new Map<Element, () => void>();
const nearView = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearView.unobserve(entry.target);
      whenNear.get(entry.target)?.();
      whenNear.delete(entry.target);
    }
  },
  { rootMargin: '100% 0px' },
);

function near(target: Element, then: () => void): void {
  whenNear.set(target, then);
  nearView.observe(target);
}

const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const;

/** The page came from the site's service worker's saved copies, which it stamps (site/sw-plugins.ts). */
const savedCopy = (
  performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
)?.serverTiming?.some((timing) => timing.name === 'saved');

/** Loads the widget on the first touch, focus or key in the element, or once its last item comes near. */
function onFirstUse(el: Element, widget: string): void {
  const end = el.lastElementChild?.lastElementChild ?? el;
  const go = () => {
    for (const type of FIRST_USE) el.removeEventListener(type, go, true);
    nearView.unobserve(end);
    whenNear.delete(end);
    load(widget);
  };
  for (const type of FIRST_USE) el.addEventListener(type, go, { capture: true, passive: true });
  near(end, go);
}

function watch(el: Element): void {
  const widget = el.localName.slice('shop-'.length);
  if (!el.localName.startsWith('shop-') || !KNOWN.has(widget) || customElements.get(el.localName)) return;
  const loading = el.getAttribute('loading');
  if (loading === 'interaction' && location.search === '' && !savedCopy) onFirstUse(el, widget);
  else if (loading !== 'lazy') load(widget);
  else if (!ON_SCROLL.has(widget)) near(el, () => load(widget));
  else if (scrollY > 0) load(widget);
  else addEventListener('scroll', () => load(widget), { once: true, passive: true });
}

const scan = (root: ParentNode) => root.querySelectorAll(':not(:defined)').forEach(watch);
scan(document);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      watch(node);
      scan(node);
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });
