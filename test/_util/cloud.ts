import type { Page } from 'playwright-core';

/**
 * Puts a `<shop-catalogue id="cloud">` that reads `collection` (default Saree) from the Firestore emulator at
 * `host` at the top of the page's main. Resolves with its `shop-catalogue-load` detail, or at once when `loaded`
 * is false (a refusal or hostile data, which never loads as such).
 */
export function mountCloud(
  page: Page,
  {
    config,
    host,
    collection = '',
    loaded = true,
  }: { config: string; host: string; collection?: string; loaded?: boolean },
): Promise<unknown> {
  return page.evaluate(
    ([firebaseConfig, emulatorHost, name, wait]) =>
      new Promise((resolve) => {
        const el = document.createElement('shop-catalogue');
        el.id = 'cloud';
        el.setAttribute('query-param', 'none');
        if (name) el.setAttribute('collection', name);
        el.setAttribute('firebase-config', firebaseConfig);
        el.setAttribute('firestore-emulator', emulatorHost);
        // What is tested is what the catalogue shows, not the 10 s patience meant for phones: on a loaded test
        // machine the Firestore code and the emulator may take longer than that to answer.
        el.setAttribute('timeout', '60000');
        el.addEventListener('shop-catalogue-load', (event) => resolve((event as CustomEvent).detail));
        document.querySelector('main')!.prepend(el);
        if (!wait) resolve(undefined);
      }),
    [config, host, collection, loaded] as const,
  );
}
