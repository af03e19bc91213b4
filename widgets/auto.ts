/**
 * `widgets/auto.js`: one script tag for a whole page. Every `shop-*` element
 * of the page gets its widget's code from the widget's own entry beside this
 * file (`<shop-carousel>` → `carousel.js`), so a page loads only the widgets
 * it shows. An element marked `loading="lazy"` (as for images) waits until it
 * comes within a screen of the viewport; `<shop-back-to-top loading="lazy">`,
 * a fixed control that only shows after scrolling, waits for the first scroll.
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

const nearView = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearView.unobserve(entry.target);
      load(entry.target.localName.slice('shop-'.length));
    }
  },
  { rootMargin: '100% 0px' },
);

function watch(el: Element): void {
  const widget = el.localName.slice('shop-'.length);
  if (!el.localName.startsWith('shop-') || !KNOWN.has(widget) || customElements.get(el.localName)) return;
  if (el.getAttribute('loading') !== 'lazy') load(widget);
  else if (!ON_SCROLL.has(widget)) nearView.observe(el);
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
