/**
 * Pictures named by the pages. A raster photo the shop drops into site/data/photos/
 * (e.g. site/data/photos/ranaghat-1.jpg) becomes responsive AVIF, WebP and JPEG
 * variants and a <picture>; any other name is the placeholder drawing of
 * site/sample/artwork/site.ts as an <img>. Either way the page only names the picture.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { html, type Html } from '../pages/html.js';
import { SITE_ARTWORK, artworkUrl } from '../sample/artwork/site.js';
import { photoProblem } from './photo-problem.js';
import { writeCacheFile } from './cache-file.js';

export const PHOTOS_DIR = 'site/data/photos';
const PHOTO_URL = 'images/photos';
export const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i;
/** Widths written for each photo (never wider than the original). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
const FORMATS = [
  { ext: 'avif', type: 'image/avif', options: { quality: 50, effort: 2 } },
  { ext: 'webp', type: 'image/webp', options: { quality: 72 } },
  { ext: 'jpg', type: 'image/jpeg', options: { quality: 78, mozjpeg: true } },
] as const;
/**
 * What a transparent photo (a PNG cut out of its background) shows through in a JPEG, which has no transparency:
 * without it the encoder fills with black. The page's own white; AVIF and WebP keep the transparency.
 */
export const PHOTO_BACKGROUND = '#ffffff';
/** Variants are kept here between builds, keyed by the photo's bytes, so only new photos are encoded. */
const CACHE_DIR = 'node_modules/.cache/showroom-photos';

export interface Photo {
  width: number;
  height: number;
  /** Written widths, ascending. */
  widths: number[];
}

/** A photo the site cannot show, and why, in the words of site/build/photo-problem.ts. */
export interface BadPhoto {
  /** The file as the staff see it: `site/data/photos/products/red-silk.jpg`. */
  file: string;
  name: string;
  problem: string;
}

/** `site/data/photos/x.jpg: damaged …`, one line per photo; the build's and the check's failure. */
export function badPhotosMessage(bad: readonly BadPhoto[]): string {
  const lines = bad.map((b) => `${b.file}: ${b.problem}`);
  return lines.length === 1
    ? lines[0]!
    : `${lines.length} photos cannot be shown:\n${lines.map((l) => `  ${l}`).join('\n')}`;
}

/** The build's one-line note for a photo it leaves out because it is damaged and nothing shows it. */
export const skippedNote = (bad: BadPhoto) => `  ${bad.file}: left out (no page or product shows it): ${bad.problem}`;

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
  readonly #broken: ReadonlyMap<string, BadPhoto>;
  readonly #products: ReadonlyMap<string, Photo>;
  /**
   * `broken`: photos of site/data/photos/ the pipeline left out (site/build/photo-problem.ts); a page that names one is
   * a failure that `failOnBrokenPhotos()` reports after the pages are rendered, naming every such file.
   * `products`: the product photos written under images/photos/products/ (readProductPhotos), for
   * `productImg()`.
   */
  constructor(
    readonly photos: ReadonlyMap<string, Photo>,
    { broken = [], products = new Map() }: { broken?: readonly BadPhoto[]; products?: ReadonlyMap<string, Photo> } = {},
  ) {
    this.#broken = new Map(broken.map((b) => [b.name, b]));
    this.#products = products;
  }

  /** Every name a content file may use. */
  names(): Set<string> {
    return new Set([...Object.keys(SITE_ARTWORK), ...this.photos.keys(), ...this.#broken.keys()]);
  }

  /**
   * Throws naming every damaged photo a page used (with what to do), after the pages are rendered; returns the
   * one-line notes of the damaged photos no page used, which the build leaves out.
   */
  failOnBrokenPhotos(): string[] {
    const used = [...this.#broken.values()].filter((b) => this.used.has(b.name));
    if (used.length) throw new Error(badPhotosMessage(used));
    return [...this.#broken.values()].map(skippedNote);
  }

  size(name: string): { width: number; height: number } {
    if (this.#broken.has(name)) {
      this.used.add(name);
      return SITE_ARTWORK[name] ?? { width: 1, height: 1 };
    }
    const found = this.photos.get(name) ?? SITE_ARTWORK[name];
    if (!found) throw new Error(`No drawing or photo named "${name}"`);
    return { width: found.width, height: found.height };
  }

  /** Site-relative URL of the picture's default file (JPEG for a photo). */
  url(name: string): string {
    if (this.#broken.has(name)) this.used.add(name);
    const photo = this.photos.get(name);
    if (photo) return photoUrl(name, photo.widths.at(-1)!, 'jpg');
    if (!SITE_ARTWORK[name]) {
      if (this.#broken.has(name)) return '';
      throw new Error(`No drawing or photo named "${name}"`);
    }
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
      if (!SITE_ARTWORK[name]) return html``; // a damaged photo: failOnBrokenPhotos() fails the build
      return html`<img${className ? html` class="${className}"` : ''} src="${artworkUrl(name)}" width="${width}" height="${height}" alt="${alt}" loading="${loading}"${high} decoding="async">`;
    }
    const middle = photo.widths[Math.min(1, photo.widths.length - 1)]!;
    return picture(photo, (w, ext) => photoUrl(name, w, ext), photoUrl(name, middle, 'jpg'), {
      className,
      sizes,
      width,
      height,
      alt,
      loading,
      high,
    });
  }

  /**
   * A product's picture from its record's `img`: for a product photo (`/images/photos/products/<name>.jpg`)
   * a <picture> offering its AVIF, WebP and JPEG widths, the record's own address as the <img src>; any other
   * address (the sample drawings, a web address) a plain <img>. `width`/`height` are the frame the page gives it;
   * `widest` leaves out wider files (at least the narrowest stays).
   */
  productImg(
    img: string,
    options: {
      alt: string;
      sizes: string;
      width: number;
      height: number;
      eager?: boolean;
      className?: string;
      widest?: number;
    },
  ): Html {
    const { alt, sizes, width, height, eager = false, className, widest = Infinity } = options;
    const loading = eager ? 'eager' : 'lazy';
    const high = eager ? html` fetchpriority="high"` : '';
    const name = img.match(new RegExp(`^/${PRODUCT_PHOTO_URL}/([a-z0-9-]+)\\.jpg$`))?.[1];
    const found = name === undefined ? undefined : this.#products.get(name);
    const widths = found?.widths.filter((w, i) => i === 0 || w <= widest);
    const photo = found && widths ? { ...found, widths } : undefined;
    if (!photo || name === undefined)
      return html`<img${className ? html` class="${className}"` : ''} src="${img}" width="${width}" height="${height}" alt="${alt}" loading="${loading}"${high} decoding="async">`;
    const url = (w: number, ext: string) => `/${PRODUCT_PHOTO_URL}/${name}-${w}.${ext}`;
    return picture(photo, url, img, { className, sizes, width, height, alt, loading, high });
  }
}

/** `<picture>` with AVIF and WebP sources and a JPEG <img>, every width of `photo` in each. */
function picture(
  photo: Photo,
  url: (width: number, ext: string) => string,
  src: string,
  o: {
    className: string | undefined;
    sizes: string;
    width: number;
    height: number;
    alt: string;
    loading: string;
    high: Html | string;
  },
): Html {
  const set = (ext: string) => photo.widths.map((w) => `${url(w, ext)} ${w}w`).join(', ');
  return html`<picture>${FORMATS.slice(0, 2).map((f) => html`<source type="${f.type}" srcset="${set(f.ext)}" sizes="${o.sizes}">`)}<img${o.className ? html` class="${o.className}"` : ''} src="${src}" srcset="${set('jpg')}" sizes="${o.sizes}" width="${o.width}" height="${o.height}" alt="${o.alt}" loading="${o.loading}"${o.high} decoding="async"></picture>`;
}

const photoUrl = (name: string, width: number, ext: string) => `/${PHOTO_URL}/${name}-${width}.${ext}`;
/** Where product photos are written (site/build/product-photos.ts publishes them; kept here so pages need no build code). */
export const PRODUCT_PHOTO_URL = 'images/photos/products';

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
 *
 * A photo that does not decode to its last pixel (site/build/photo-problem.ts) is never handed to the encoder: with
 * `bad` it is left out and listed there (the caller knows whether anything shows it), without it the call
 * fails naming the file and what to do.
 */
export async function preparePhotos(
  photosDir: string,
  outDir: string,
  cacheDir = CACHE_DIR,
  urlDir = PHOTO_URL,
  bad?: BadPhoto[],
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
    const shown = path.join(photosDir, file);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name))
      throw new Error(`Photo ${shown}: name it with letters, digits and dashes only`);
    if (photos.has(name)) throw new Error(`Photo ${shown}: another photo is already named "${name}"`);
    const input = await readFile(shown);
    const key = createHash('sha1').update(input).digest('hex').slice(0, 16);
    // Read to its last pixel once per version of the file; the mark in the cache says it was.
    const checked = path.join(cacheDir, `${key}.ok`);
    if (!(await stat(checked).catch(() => null))) {
      const problem = await photoProblem(shown);
      if (problem) {
        if (!bad) throw new Error(badPhotosMessage([{ file: shown, name, problem }]));
        bad.push({ file: shown, name, problem });
        continue;
      }
      await writeCacheFile(checked, '');
    }
    const meta: Metadata = await sharp(input).metadata();
    // EXIF orientations 5–8 swap width and height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height! : meta.width!;
    const height = turned ? meta.width! : meta.height!;
    const widths: number[] = PHOTO_WIDTHS.filter((w) => w < width);
    if (widths.length === 0 || widths.at(-1)! < Math.min(width, PHOTO_WIDTHS.at(-1)!))
      widths.push(Math.min(width, PHOTO_WIDTHS.at(-1)!));
    for (const w of widths) {
      for (const format of FORMATS) {
        const jpeg = format.ext === 'jpg';
        // `-white`: JPEGs of transparent photos were once filled with black; the new name drops those copies.
        const cached = path.join(cacheDir, `${key}-${w}${jpeg ? '-white' : ''}.${format.ext}`);
        if (!(await stat(cached).catch(() => null))) {
          let image = sharp(input).rotate().resize({ width: w, withoutEnlargement: true });
          if (jpeg) image = image.flatten({ background: PHOTO_BACKGROUND });
          const data = await image.toFormat(jpeg ? 'jpeg' : format.ext, format.options).toBuffer();
          await writeCacheFile(cached, data);
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
