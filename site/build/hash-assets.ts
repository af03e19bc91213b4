/**
 * Content-hashed names for what the pages name: the stylesheet and every picture. Pages are revalidated on each
 * visit, so after a deploy a shopper gets new HTML; if it named the old `/assets/site.css`, a cached copy of the
 * old CSS could style it. With the hash in the name, new HTML names new files, which can then be cached for a year
 * as immutable (headers.ts). The unhashed files stay, revalidated, for what names them from outside (a partner's
 * old copy, a chat app's preview).
 */
import { createHash } from 'node:crypto';
import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ASSET = /\.(css|svg|jpe?g|png|webp|avif|gif|ico)$/;
const HASH_LENGTH = 10;
/** A path of a hashed asset: `/images/site/banner.0123456789.svg`. RE2-safe, for firebase.json too. */
export const HASHED_ASSET = new RegExp(`^/(?:assets|images)/(?:[^/]+/)*[^/]+\\.[0-9a-f]{${HASH_LENGTH}}\\.[a-z0-9]+$`);
// A site path of an asset as pages write it: in attributes, srcset lists, JSON-LD and the catalogue's JSON.
const REFERENCE = /\/(?:assets|images)\/[\w.\-/%]+/g;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** `name.ext` → `name.<hash>.ext`. */
function hashedName(file: string, data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, HASH_LENGTH);
  const ext = path.extname(file);
  return `${file.slice(0, -ext.length)}.${hash}${ext}`;
}

/**
 * Writes a hashed copy of every asset under `assets/` and `images/`, then makes the pages (not the demo pages,
 * which stand for partners' pages) and the catalogue JSON name the copies. Returns how many assets were hashed.
 */
export async function hashAssets(outDir: string): Promise<number> {
  const renamed = new Map<string, string>();
  const assets = [...(await files(path.join(outDir, 'images'))), ...(await files(path.join(outDir, 'assets')))];
  for (const file of assets.filter((f) => ASSET.test(f))) {
    const hashed = hashedName(file, await readFile(file));
    await copyFile(file, hashed);
    const site = (f: string) => `/${path.relative(outDir, f).split(path.sep).join('/')}`;
    renamed.set(site(file), site(hashed));
  }
  const texts = (await files(outDir)).filter((file) => {
    const relative = path.relative(outDir, file);
    return relative.startsWith(`catalogue${path.sep}`)
      ? file.endsWith('.json')
      : file.endsWith('.html') && !relative.startsWith(`demo${path.sep}`);
  });
  for (const file of texts) {
    const text = await readFile(file, 'utf8');
    const named = text.replace(REFERENCE, (reference) => renamed.get(reference) ?? reference);
    if (named !== text) await writeFile(file, named);
  }
  return renamed.size;
}
