/* global caches */
/**
 * The offline page's script (precached with the page): the page lists every page of the site in both languages;
 * keep the ones this phone has saved, the only ones that will open. A group with none left is hidden; with none
 * at all, the page says so. Each list is `aria-busy` until then.
 */
async function listSavedPages() {
  const lists = [...document.querySelectorAll('[data-offline-pages]')];
  if (lists.length === 0) return;
  try {
    if (!('caches' in window)) return;
    for (const list of lists) {
      for (const item of [...list.children]) {
        const link = item.querySelector('a');
        if (!link || !(await caches.match(link.href, { cacheName: 'pages' }))) item.remove();
      }
      if (list.children.length === 0) list.closest('[data-offline-group]')?.setAttribute('hidden', '');
    }
    if (lists.every((list) => list.children.length === 0)) {
      document.querySelector('[data-offline-none]')?.removeAttribute('hidden');
    }
  } finally {
    // The lists are final: screen readers read them, the tests check them.
    for (const list of lists) list.removeAttribute('aria-busy');
  }
}

listSavedPages();
