/**
 * `widgets/auto.js`: one script tag for a whole page. Every `shop-*` element
 * of the page gets its widget's code from the widget's own entry beside this
 * file (`<shop-carousel>` → `carousel.js`), so a page loads only the widgets
 * it shows. An element marked `loading="lazy"` (as for images) waits until it
 * comes within a screen of the viewport; `<shop-back-to-top loading="lazy">`,
 * a fixed control that only shows after scrolling, waits for the first scroll.
 * An element marked `loading="interaction"` already shows its content in the
 * page (a site listing's prerendered search bar and cards): its widget waits
 * for the shopper's first touch or focus in it, or for its last item to come
 * near (auto-first-use.ts, fetched only for such an element).
 * Elements added to the page later are picked up the same way.
 *
 * It starts once the page has painted its own content (its first contentful paint), so that no widget's code
 * competes with the page's stylesheet and first pictures on a slow line, nor its first render with the page's first
 * frame on a slow phone: the page reads as it is until the widgets come.
 */

/** Widgets that show only once the page has been scrolled. */
const ON_SCROLL = new Set(['back-to-top']);
const KNOWN = new Set(import.meta.SHOP_WIDGETS ?? []);
const requested = new Set<string>();

const entryOf = (widget: string) => new URL(`./${widget}.js`, import.meta.url).href;

function load(widget: string): void {
  if (requested.has(widget)) return;
  requested.add(widget);
  import(entryOf(widget)).catch((error: unknown) => {
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
  const loading = el.getAttribute('loading');
  if (loading === 'interaction') {
    import('./auto-first-use.js').then(
      ({ onFirstUse }) => onFirstUse(el as HTMLElement, entryOf(widget), () => load(widget)),
      () => load(widget),
    );
  } else if (loading !== 'lazy') load(widget);
  else if (!ON_SCROLL.has(widget)) nearView.observe(el);
  else if (scrollY > 0) load(widget);
  else addEventListener('scroll', () => load(widget), { once: true, passive: true });
}

const scan = (root: ParentNode) => root.querySelectorAll(':not(:defined)').forEach(watch);

function start(): void {
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
}

/**
 * Runs `then` once the page has painted text or a picture. A page hidden before its first paint (a tab opened in the
 * background) has no paint to wait for; a browser without paint timing starts at once. Should a paint report never
 * come, the widgets start a second after `load` (on a fast line `load` can come before the first paint).
 */
function afterFirstPaint(then: () => void): void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint') || document.hidden) return then();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    painted.disconnect();
    then();
  };
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  painted.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', go, { once: true });
  const later = () => setTimeout(go, 1000);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

afterFirstPaint(start);
