/* global navigator, location */
/**
 * "A new version of the site is ready — Reload", in the page's language: shown by worker-client.js when a new
 * build's worker is waiting. Reload hands over to that worker, then reloads, so the page comes from the new build.
 */
const TEXT = {
  en: { ready: 'A new version of the site is ready', reload: 'Reload' },
  bn: { ready: 'সাইটের নতুন ভার্সন এসে গেছে', reload: 'রিলোড করুন' },
};

export function offerUpdate(worker) {
  if (document.querySelector('.update-prompt')) return;
  const t = TEXT[document.documentElement.lang === 'bn' ? 'bn' : 'en'];
  const box = document.createElement('div');
  box.className = 'update-prompt';
  box.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = t.ready;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = t.reload;
  button.addEventListener('click', () => {
    // Reload once the new worker has taken over, so the page comes from the new build, not a mix.
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
    button.disabled = true;
  });
  box.append(text, button);
  document.body.append(box);
}
