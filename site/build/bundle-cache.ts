/**
 * Bundles kept between builds by the hash of what makes them (their sources, the bundler's config, the locked
 * dependencies, and what else is compiled in): bundling is most of a build's time (the widgets about 3 of 4 minutes
 * on a busy 2-core machine, the shop manager half a minute), and a publish that changes one product changes none
 * of it. Delete node_modules/.cache/ to empty them, as the photos' and the compressed files' caches.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesHash } from './files-hash.js';

/** Bundles kept per cache: the current one and a few before it (a change tried and taken back). */
const KEPT = 8;

export interface BundleCache {
  /** The cache key of the bundles made from the sources as they are now and `extra` (other compiled-in text). */
  key(extra?: string): Promise<string>;
  /** Copies the bundles kept under `key` into `<out>/<folder>`; false when there are none. */
  restore(key: string, out: string): Promise<boolean>;
  /** Keeps `<out>/<folder>` (just bundled) under `key`, and drops all but the newest few. */
  keep(key: string, out: string): Promise<void>;
}

/** The bundles written into `<out>/<folder>` from `sources` (folders and files), kept in node_modules/.cache/`name`. */
export function bundleCache(name: string, folder: string, sources: readonly string[]): BundleCache {
  const dir = path.join('node_modules/.cache', name);
  return {
    key: (extra = '') => filesHash(sources, extra),
    async restore(key, out) {
      const kept = path.join(dir, key);
      // The mark is written last: a build stopped while copying leaves no mark, so the bundles are made again.
      if (!existsSync(path.join(kept, 'complete'))) return false;
      await cp(path.join(kept, folder), path.join(out, folder), { recursive: true });
      return true;
    },
    async keep(key, out) {
      const kept = path.join(dir, key);
      await rm(kept, { recursive: true, force: true });
      await mkdir(kept, { recursive: true });
      await cp(path.join(out, folder), path.join(kept, folder), { recursive: true });
      await writeFile(path.join(kept, 'complete'), '');
      const all = await Promise.all(
        (await readdir(dir)).map(async (entry) => ({ entry, at: (await stat(path.join(dir, entry))).mtimeMs })),
      );
      for (const { entry } of all.sort((a, b) => b.at - a.at).slice(KEPT))
        await rm(path.join(dir, entry), { recursive: true, force: true });
    },
  };
}
