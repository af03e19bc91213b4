/**
 * The widget bundles kept between builds by the hash of what makes them (the widgets' and src/'s code, the
 * bundler's config, the locked dependencies, the shop config compiled in): bundling is most of a build's time
 * (about 3 of 4 minutes on a busy 2-core machine), and a publish that changes one product changes none of it.
 * Delete node_modules/.cache/ to empty it, as the photos' and the compressed files' caches.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesHash } from './files-hash.js';

const CACHE_DIR = 'node_modules/.cache/showroom-widgets';
/** Bundles kept: the current one and a few before it (a change tried and taken back). */
const KEPT = 8;
/** What the bundles are made from, besides the shop config's text. */
const SOURCES = [
  'src',
  'widgets',
  'site/data/shop.json',
  'rollup.config.mjs',
  'tools/rollup',
  'tsconfig.json',
  'package-lock.json',
];

/** The cache key of the bundles made with `shopJson` (or site/data/shop.json when none is given). */
export const widgetKey = (shopJson: string | undefined): Promise<string> =>
  filesHash(SOURCES, shopJson === undefined ? '' : `\0shop:${shopJson}`);

/** Copies the bundles kept under `key` into `out/widgets`; false when there are none. */
export async function restoreWidgets(key: string, out: string): Promise<boolean> {
  const kept = path.join(CACHE_DIR, key);
  // The mark is written last: a build stopped while copying leaves no mark, so the bundles are made again.
  if (!existsSync(path.join(kept, 'complete'))) return false;
  await cp(path.join(kept, 'widgets'), path.join(out, 'widgets'), { recursive: true });
  return true;
}

/** Keeps `out/widgets` (just bundled) under `key`, and drops all but the newest few. */
export async function keepWidgets(key: string, out: string): Promise<void> {
  const kept = path.join(CACHE_DIR, key);
  await rm(kept, { recursive: true, force: true });
  await mkdir(kept, { recursive: true });
  await cp(path.join(out, 'widgets'), path.join(kept, 'widgets'), { recursive: true });
  await writeFile(path.join(kept, 'complete'), '');
  const all = await Promise.all(
    (await readdir(CACHE_DIR)).map(async (name) => ({ name, at: (await stat(path.join(CACHE_DIR, name))).mtimeMs })),
  );
  for (const { name } of all.sort((a, b) => b.at - a.at).slice(KEPT))
    await rm(path.join(CACHE_DIR, name), { recursive: true, force: true });
}
