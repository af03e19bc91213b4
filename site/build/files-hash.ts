/**
 * One hash of the contents of files and folders (their names too), in a fixed order: the widget bundles are kept by
 * the hash of their sources (site/build/bundle-cache.ts), and `npm run publish` publishes when the hash of the
 * project's site files changes (tools/publish-hash.ts). Tests and notes are left out: they are never published.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

const NOT_PUBLISHED = /\.test\.tsx?$|\.md$/;

async function* files(entry: string): AsyncGenerator<string> {
  const found = await readdir(entry, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (found === null) {
    yield entry;
    return;
  }
  for (const item of found.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (item.name === 'node_modules') continue;
    yield* files(path.join(entry, item.name));
  }
}

/** The hash of `entries` (folders and files; a missing one counts as empty) and of `extra` text. */
export async function filesHash(entries: readonly string[], extra = ''): Promise<string> {
  const hash = createHash('sha256');
  for (const entry of entries) {
    for await (const file of files(entry)) {
      if (NOT_PUBLISHED.test(file)) continue;
      hash.update(`${file.split(path.sep).join('/')}\0`);
      hash.update(await readFile(file));
      hash.update('\0');
    }
  }
  hash.update(extra);
  return hash.digest('hex');
}
