declare global {
  interface ImportMeta {
    /**
     * Root URL of the site the widget script was served from; the build
     * (rollup.config.mjs) replaces it, relative to the chunk that uses it.
     */
    SHOP_ROOT?: string;
    /** Names of the widgets the build made an entry for (rollup.config.mjs), for widgets/auto.ts. */
    SHOP_WIDGETS?: string[];
  }
}

/**
 * Where the shop's files (catalogue JSON, images) live: beside the widget
 * script, whatever page embeds it. Outside a build (tests) it is the page's origin.
 */
export function shopRoot(): string {
  return import.meta.SHOP_ROOT ?? new URL('/', globalThis.location?.href ?? 'http://localhost/').href;
}
