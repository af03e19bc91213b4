/* global navigator, location, sessionStorage */
/**
 * "A new version of the site is ready — Reload", in the page's language: shown by worker-client.js when a new
 * build's worker is waiting. Reload hands over to that worker, then reloads, so the page comes from the new build.
 *
 * The browser hands over only once the old worker has finished every request it is answering, and a picture on a
 * weak signal can hold it for minutes. So Reload waits for the hand-over a few seconds at most, then reloads all
 * the same: the old worker fetches pages and scripts network-first, so the page still comes from the new build.
 * The reloaded page, finding the same worker still waiting, asks it again to take over instead of asking the
 * shopper again; it takes over without a reload as soon as the old worker is idle.
 */
const TEXT = {
  en: { ready: 'A new version of the site is ready', reload: 'Reload' },
  bn: { ready: 'সাইটের নতুন ভার্সন এসে গেছে', reload: 'রিলোড করুন' },
};
/** How long Reload waits for the hand-over before it reloads without it. */
const HAND_OVER_WAIT_MS = 3000;
/** Set when Reload could not wait for the hand-over: the next page finishes it. Chromium waits 5 min at most. */
const ASKED = 'shop-update-asked';
const ASKED_FOR_MS = 5 * 60 * 1000;

const askedAt = () => {
  try {
    return Number(sessionStorage.getItem(ASKED)) || 0;
  } catch {
    return 0;
  }
};
const remember = (at) => {
  try {
    if (at) sessionStorage.setItem(ASKED, String(at));
    else sessionStorage.removeItem(ASKED);
  } catch {
    // Storage refused (a private window on some phones): the next page asks the shopper again.
  }
};

export function offerUpdate(worker) {
  if (Date.now() - askedAt() < ASKED_FOR_MS) {
    navigator.serviceWorker.addEventListener('controllerchange', () => remember(0), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
    return;
  }
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
    let reloading = false;
    const reload = (handedOver) => {
      if (reloading) return;
      reloading = true;
      if (!handedOver) remember(Date.now());
      location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', () => reload(true), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
    setTimeout(() => reload(false), HAND_OVER_WAIT_MS);
    button.disabled = true;
  });
  box.append(text, button);
  document.body.append(box);
}
