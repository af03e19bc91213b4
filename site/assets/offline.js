/* global navigator */
if ('serviceWorker' in navigator) {
  const start = () => import('./worker-client.js');
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
