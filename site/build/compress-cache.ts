/**
 * The gzip and brotli copies of a built file, kept between builds by content: brotli at quality 11 takes tens of
 * milliseconds a page, and with a page per product (about a thousand pages) it was most of a rebuild's time.
 * An unchanged page is compressed once, ever; the cache grows with each changed page, like the photos' cache
 * (delete node_modules/.cache/ to empty it).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { writeCacheFile } from './cache-file.js';

const CACHE_DIR = 'node_modules/.cache/showroom-compressed';

export async function compressed(data: Buffer, cacheDir = CACHE_DIR): Promise<{ gz: Buffer; br: Buffer }> {
  const key = createHash('sha1').update(data).digest('hex');
  const file = path.join(cacheDir, key.slice(0, 2), key);
  try {
    const [gz, br] = await Promise.all([readFile(`${file}.gz`), readFile(`${file}.br`)]);
    return { gz, br };
  } catch {
    // Off the main thread (zlib's own threads), so the build can compress a file a core.
    const [gz, br] = await Promise.all([
      promisify(gzip)(data, { level: 9 }),
      promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    await mkdir(path.dirname(file), { recursive: true });
    // .br last: a build stopped between the two writes leaves no .br, so the pair is made again.
    await writeCacheFile(`${file}.gz`, gz);
    await writeCacheFile(`${file}.br`, br);
    return { gz, br };
  }
}
