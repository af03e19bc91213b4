/**
 * Bundles kept between builds by the hash of what makes them: the widgets (their and src/'s code, the bundler's
 * config, the locked dependencies, the shop config compiled in) and the shop manager. Bundling is most of a build's
 * time (about 3 of 4 minutes on a busy 2-core machine), and a publish that changes one product changes none of it.
 * Delete node_modules/.cache/ to empty it, as the photos' and the compressed files' caches.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesHash } from './files-hash.js';

/** Bundles kept of each kind: the current one and a few before it (a change tried and taken back). */
const KEPT = 8;
/** What every bundle is made from. */
const COMMON = ['src', 'widgets/_runtime', 'tsconfig.json', 'package-lock.json'];

export interface BundleCache {
  /** The cache key of the bundles made from the sources now, and `extra` (text compiled in). */
  key(extra?: string): Promise<string>;
  /** Copies the bundles kept under `key` into `out/<folder>`; false when there are none. */
  restore(key: string, out: string): Promise<boolean>;
  /** Keeps `out/<folder>` (just bundled) under `key`, and drops all but the newest few. */
  keep(key: string, out: string): Promise<void>;
}

/** The cache of the bundles written to `<out>/<folder>`, made from `sources` (files and folders). */
export function bundleCache(folder: string, sources: readonly string[]): BundleCache {
  const cacheDir = path.join('node_modules/.cache/showroom-bundles', folder);
  return {
    key: (extra = '') => filesHash([...COMMON, ...sources], extra),
    async restore(key, out) {
      const kept = path.join(cacheDir, key);
      // The mark is written last: a build stopped while copying leaves no mark, so the bundles are made again.
      if (!existsSync(path.join(kept, 'complete'))) return false;
      await cp(path.join(kept, folder), path.join(out, folder), { recursive: true });
      return true;
    },
    async keep(key, out) {
      const kept = path.join(cacheDir, key);
      await rm(kept, { recursive: true, force: true });
      await mkdir(kept, { recursive: true });
      await cp(path.join(out, folder), path.join(kept, folder), { recursive: true });
      await writeFile(path.join(kept, 'complete'), '');
      const all = await Promise.all(
        (await readdir(cacheDir)).map(async (name) => ({ name, at: (await stat(path.join(cacheDir, name))).mtimeMs })),
      );
      for (const { name } of all.sort((a, b) => b.at - a.at).slice(KEPT))
        await rm(path.join(cacheDir, name), { recursive: true, force: true });
    },
  };
}

/** The widgets, with the shop config they compile in (site/data/shop.json, or Firestore's settings). */
export const widgetCache = bundleCache('widgets', [
  'widgets',
  'site/data/shop.json',
  'rollup.config.mjs',
  'tools/rollup',
]);

/** The shop manager: its code only (the shop's details are in its page, written at every build). */
export const managerCache = bundleCache('manage', ['site/manage', 'site/build/manage.ts', 'site/data/shop.json']);
