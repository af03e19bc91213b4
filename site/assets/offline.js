/* global navigator, performance, PerformanceObserver */
// The header's menus and its height for focus scrolling (header.js): a chunk of its own, outside every page's
// first-view JS.
import('./header.js');
// Registers the service worker once the page has loaded and painted its own content: on a fast line `load` can
// come before the first paint, and the worker's client must not delay it (widgets/auto.ts waits the same way).
if ('serviceWorker' in navigator) {
  const start = () => import('./worker-client.js');
  const afterPaint = () => {
    const waits =
      !document.hidden &&
      PerformanceObserver.supportedEntryTypes?.includes('paint') &&
      performance.getEntriesByName('first-contentful-paint').length === 0;
    if (!waits) return start();
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      painted.disconnect();
      start();
    });
    painted.observe({ type: 'paint' });
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}
