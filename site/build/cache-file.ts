/**
 * Writes a file of a build cache (node_modules/.cache/) whole: under a name of its own first, then renamed into
 * place. Builds side by side share the cache (a publish while a test builds, the shop guide's copy of the project),
 * so a build reading an entry another one is writing sees it complete or not at all.
 */
import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';

export async function writeCacheFile(file: string, data: string | Uint8Array): Promise<void> {
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, data);
  await rename(partial, file);
}
