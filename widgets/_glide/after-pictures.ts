/**
 * Calls `define` once the page has painted its own first pictures inside `tag` elements: the site marks the
 * pictures it asks for first with `elementtiming` (site/build/images.ts), and Chromium reports when each is painted.
 * The carousels draw their slides again in their shadow root. Defined before the page's first picture was painted
 * (on a slow line their script can come first), they hid it unseen, and their copy, painted later, became the
 * page's largest paint. A browser without Element Timing, a picture out of view or one that fails to load does not
 * hold the widget back.
 */
export function afterPagePictures(tag: string, define: () => void): void {
  const waiting = new Set(document.querySelectorAll(`${tag} img[elementtiming]`));
  if (waiting.size === 0 || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element')) return define();
  const done = (img: Element | null) => {
    if (!img || !waiting.delete(img) || waiting.size > 0) return;
    painted.disconnect();
    view.disconnect();
    // A task of its own: one report of painted pictures reaches every widget's observer in one task, and the home
    // page's two carousels drawn in it made one long task (80-96 ms at 4x CPU) where each alone stays near 50.
    setTimeout(define);
  };
  const painted = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => done((entry as unknown as { element: Element | null }).element)),
  );
  painted.observe({ type: 'element', buffered: true });
  const view = new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting || done(e.target)));
  for (const img of waiting) {
    view.observe(img);
    img.addEventListener('error', () => done(img), { once: true });
    if ((img as HTMLImageElement).complete && !(img as HTMLImageElement).naturalWidth) done(img);
  }
}
