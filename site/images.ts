/**
 * Pictures named by the pages. A raster photo the shop drops into site/photos/
 * (e.g. site/photos/ranaghat-1.jpg) becomes responsive AVIF, WebP and JPEG
 * variants and a <picture>; any other name is the placeholder drawing of
 * site/artwork/site.ts as an <img>. Either way the page only names the picture.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile, copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { html, type Html } from './html.js';
import { SITE_ARTWORK, artworkUrl } from './artwork/site.js';

export const PHOTOS_DIR = 'site/photos';
const PHOTO_URL = 'images/photos';
const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i;
/** Widths written for each photo (never wider than the original). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
const FORMATS = [
  { ext: 'avif', type: 'image/avif', options: { quality: 50, effort: 2 } },
  { ext: 'webp', type: 'image/webp', options: { quality: 72 } },
  { ext: 'jpg', type: 'image/jpeg', options: { quality: 78, mozjpeg: true } },
] as const;
/** Variants are kept here between builds, keyed by the photo's bytes, so only new photos are encoded. */
const CACHE_DIR = 'node_modules/.cache/showroom-photos';

export interface Photo {
  width: number;
  height: number;
  /** Written widths, ascending. */
  widths: number[];
}

export interface ImageOptions {
  alt: string;
  /** The `sizes` attribute of photos: how wide the picture shows. */
  sizes?: string;
  /** For the first picture of a page only; everything else loads lazily. */
  eager?: boolean;
  /**
   * `fetchpriority="high"`: the browser asks for it before the page's scripts and other pictures. By default for an
   * eager picture, which shows in the first view and is often its largest element (the Largest Contentful Paint).
   */
  priority?: boolean;
  className?: string;
}

export class SiteImages {
  /** Names pages used, so the build writes just those drawings. */
  readonly used = new Set<string>();
  constructor(readonly photos: ReadonlyMap<string, Photo>) {}

  /** Every name a content file may use. */
  names(): Set<string> {
    return new Set([...Object.keys(SITE_ARTWORK), ...this.photos.keys()]);
  }

  size(name: string): { width: number; height: number } {
    const found = this.photos.get(name) ?? SITE_ARTWORK[name];
    if (!found) throw new Error(`No drawing or photo named "${name}"`);
    return { width: found.width, height: found.height };
  }

  /** Site-relative URL of the picture's default file (JPEG for a photo). */
  url(name: string): string {
    const photo = this.photos.get(name);
    if (photo) return photoUrl(name, photo.widths.at(-1)!, 'jpg');
    if (!SITE_ARTWORK[name]) throw new Error(`No drawing or photo named "${name}"`);
    return artworkUrl(name);
  }

  img(name: string, { alt, sizes = '100vw', eager = false, priority = eager, className }: ImageOptions): Html {
    this.used.add(name);
    const { width, height } = this.size(name);
    const loading = eager ? 'eager' : 'lazy';
    // `elementtiming`: Chromium reports when the picture is painted; the carousels wait for it before they draw
    // their own copy (widgets/_glide/after-pictures.ts).
    const high = priority ? html` fetchpriority="high" elementtiming="first-picture"` : '';
    const photo = this.photos.get(name);
    if (!photo) {
      return html`<img${className ? html` class="${className}"` : ''} src="${artworkUrl(name)}" width="${width}" height="${height}" alt="${alt}" loading="${loading}"${high} decoding="async">`;
    }
    const set = (ext: string) => photo.widths.map((w) => `${photoUrl(name, w, ext)} ${w}w`).join(', ');
    const middle = photo.widths[Math.min(1, photo.widths.length - 1)]!;
    return html`<picture>${FORMATS.slice(0, 2).map((f) => html`<source type="${f.type}" srcset="${set(f.ext)}" sizes="${sizes}">`)}<img${className ? html` class="${className}"` : ''} src="${photoUrl(name, middle, 'jpg')}" srcset="${set('jpg')}" sizes="${sizes}" width="${width}" height="${height}" alt="${alt}" loading="${loading}"${high} decoding="async"></picture>`;
  }
}

const photoUrl = (name: string, width: number, ext: string) => `/${PHOTO_URL}/${name}-${width}.${ext}`;

/** A photo's name is its file name without the extension, lower-cased: `Ranaghat-1.JPG` → `ranaghat-1`. */
export const photoName = (file: string) =>
  path
    .basename(file)
    .replace(/\.[^.]+$/, '')
    .toLowerCase();

/**
 * Encodes every raster photo of `photosDir` into `outDir/images/photos/` (or `outDir/urlDir/`) and
 * returns what was written. Orientation from EXIF is applied, metadata (GPS
 * included) is dropped. A missing folder means no photos.
 */
export async function preparePhotos(
  photosDir: string,
  outDir: string,
  cacheDir = CACHE_DIR,
  urlDir = PHOTO_URL,
): Promise<Map<string, Photo>> {
  const photos = new Map<string, Photo>();
  let files: string[];
  try {
    files = (await readdir(photosDir)).filter((f) => RASTER.test(f)).sort();
  } catch {
    return photos;
  }
  await mkdir(path.join(outDir, urlDir), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  for (const file of files) {
    const name = photoName(file);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name))
      throw new Error(`Photo ${path.join(photosDir, file)}: name it with letters, digits and dashes only`);
    if (photos.has(name))
      throw new Error(`Photo ${path.join(photosDir, file)}: another photo is already named "${name}"`);
    const input = await readFile(path.join(photosDir, file));
    const key = createHash('sha1').update(input).digest('hex').slice(0, 16);
    let meta: Metadata;
    try {
      meta = await sharp(input).metadata();
    } catch (error) {
      throw new Error(
        `Photo ${path.join(photosDir, file)}: not a readable image (${error instanceof Error ? error.message : String(error)})`,
        { cause: error },
      );
    }
    // EXIF orientations 5–8 swap width and height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height! : meta.width!;
    const height = turned ? meta.width! : meta.height!;
    const widths: number[] = PHOTO_WIDTHS.filter((w) => w < width);
    if (widths.length === 0 || widths.at(-1)! < Math.min(width, PHOTO_WIDTHS.at(-1)!))
      widths.push(Math.min(width, PHOTO_WIDTHS.at(-1)!));
    for (const w of widths) {
      for (const format of FORMATS) {
        const cached = path.join(cacheDir, `${key}-${w}.${format.ext}`);
        if (!(await stat(cached).catch(() => null))) {
          const data = await sharp(input)
            .rotate()
            .resize({ width: w, withoutEnlargement: true })
            .toFormat(format.ext === 'jpg' ? 'jpeg' : format.ext, format.options)
            .toBuffer();
          await writeFile(cached, data);
        }
        await copyFile(cached, path.join(outDir, urlDir, `${name}-${w}.${format.ext}`));
      }
    }
    photos.set(name, { width: widths.at(-1)!, height: Math.round((height * widths.at(-1)!) / width), widths });
  }
  return photos;
}

/** Rasterises a drawing to a JPEG (for link previews, which do not show SVG). */
export async function rasterise(svg: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
}
