/**
 * The widget bundles kept between builds (site/build/bundle-cache.ts) by the hash of what makes them: the widgets'
 * and src/'s code, the bundler's config, the locked dependencies, the shop config compiled in.
 */
import { bundleCache } from './bundle-cache.js';

const cache = bundleCache('showroom-widgets', 'widgets', [
  'src',
  'widgets',
  'site/data/shop.json',
  'rollup.config.mjs',
  'tools/rollup',
  'tsconfig.json',
  'package-lock.json',
]);

/** The cache key of the bundles made with `shopJson` (or site/data/shop.json when none is given). */
export const widgetKey = (shopJson: string | undefined): Promise<string> =>
  cache.key(shopJson === undefined ? '' : `\0shop:${shopJson}`);

/** Copies the bundles kept under `key` into `out/widgets`; false when there are none. */
export const restoreWidgets = (key: string, out: string): Promise<boolean> => cache.restore(key, out);

/** Keeps `out/widgets` (just bundled) under `key`, and drops all but the newest few. */
export const keepWidgets = (key: string, out: string): Promise<void> => cache.keep(key, out);
