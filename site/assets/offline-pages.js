/* global caches */
/**
 * The offline page's script (precached with the page): the page lists every page of the site; keep the ones this
 * phone has saved, the only ones that will open. The list is `aria-busy` until then.
 */
async function listSavedPages() {
  const list = document.querySelector('[data-offline-pages]');
  if (!list) return;
  try {
    if (!('caches' in window)) return;
    for (const item of [...list.children]) {
      const link = item.querySelector('a');
      if (!link || !(await caches.match(link.href, { cacheName: 'pages' }))) item.remove();
    }
    if (list.children.length === 0) document.querySelector('[data-offline-none]')?.removeAttribute('hidden');
  } finally {
    // The list is final: screen readers read it, the tests check it.
    list.removeAttribute('aria-busy');
  }
}

listSavedPages();
