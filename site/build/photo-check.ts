/**
 * `npm run check`'s look at the shop's photos: every file in site/data/photos/ and site/data/photos/products/ is read to
 * its last pixel (site/build/photo-problem.ts), so each damaged copy is named in one run with what to do, and a photo
 * nothing shows is noted. The build makes the same decisions (site/build/images.ts, site/build/product-photos.ts): a damaged
 * photo that a page or product shows stops it, any other is left out.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { SITE_ARTWORK } from '../sample/artwork/site.js';
import { RASTER, photoName, type BadPhoto } from './images.js';
import { photoProblem } from './photo-problem.js';
import { productPhotosDir } from './product-photos.js';

/** Photos from an iPhone that were not converted: the build cannot read them, so the check names them. */
const HEIC_FILE = /\.(heic|heif)$/i;
const NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The picture names a content file may use, remembering which ones the content asked about: content validation
 * (site/pages/content-schema.ts) asks `has(name)` of every picture a content file names.
 */
export class AskedNames extends Set<string> {
  readonly asked = new Set<string>();
  override has(name: string): boolean {
    this.asked.add(name);
    return super.has(name);
  }
}

/** Every name a content file may use when `photosDir` holds these photos (drawings and photos alike). */
export async function contentNames(photosDir: string): Promise<AskedNames> {
  const files = await photoFilesOf(photosDir);
  return new AskedNames([...Object.keys(SITE_ARTWORK), ...files.filter((f) => RASTER.test(f)).map(photoName)]);
}

async function photoFilesOf(dir: string): Promise<string[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((f) => RASTER.test(f) || HEIC_FILE.test(f)).sort();
}

export interface PhotoReport {
  /** Photos the site cannot show; `used` when a page or product shows them (the build would stop). */
  bad: Array<BadPhoto & { used: boolean }>;
  /** Photos nothing shows, as `site/data/photos/products/old.jpg`. */
  unused: string[];
}

/**
 * Reads every photo of `photosDir` (showrooms) and its products/ folder. `showroomNames` are the picture names
 * the content files use, `productNames` the product photos the catalogue's records show.
 */
export async function checkPhotos(
  photosDir: string,
  showroomNames: ReadonlySet<string>,
  productNames: ReadonlySet<string>,
): Promise<PhotoReport> {
  const report: PhotoReport = { bad: [], unused: [] };
  for (const [dir, usedNames] of [
    [photosDir, showroomNames],
    [productPhotosDir(photosDir), productNames],
  ] as const) {
    const seen = new Map<string, string>();
    for (const file of await photoFilesOf(dir)) {
      const shown = path.join(dir, file);
      const name = photoName(file);
      const used = usedNames.has(name);
      // What the file is comes first: an iPhone photo needs converting before its name matters.
      const rename = (example: string) =>
        `rename it with letters, digits and dashes only (for example ${example}${path.extname(file).toLowerCase()}).`;
      let problem = await photoProblem(shown);
      if (!problem && !NAME.test(name))
        problem = rename(name.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'red-silk-1');
      else if (!problem && seen.has(name))
        problem = `${seen.get(name)} has the same name: keep one of them, or rename the other (for example ${name}-2${path.extname(file).toLowerCase()}).`;
      seen.set(name, file);
      if (problem) report.bad.push({ file: shown, name, problem, used });
      else if (!used) report.unused.push(shown);
    }
  }
  return report;
}

/** The check's failure, when a page or product shows a damaged photo: each bad photo on its own line. */
export function photoReportProblem(report: PhotoReport): string | null {
  if (!report.bad.some((b) => b.used)) return null;
  const count = report.bad.length === 1 ? 'A photo cannot be shown' : `${report.bad.length} photos cannot be shown`;
  return `${count}:\n${badLines(report.bad).join('\n')}`;
}

const badLines = (bad: PhotoReport['bad']) =>
  bad.map(
    (b) =>
      `  ${b.file}: ${b.problem}${b.used ? '' : ' No page or product shows it, so the site is built without it: fix it, or delete it.'}`,
  );

/**
 * The check's note about photos nothing shows, damaged or not (never a failure: the build leaves them out); null
 * when every photo is shown and readable.
 */
export function unusedPhotosNote(report: PhotoReport): string | null {
  const notes: string[] = [];
  const bad = report.bad.filter((b) => !b.used);
  if (bad.length) {
    const which = bad.length === 1 ? 'A photo cannot be shown' : `${bad.length} photos cannot be shown`;
    notes.push(`Note: ${which}:\n${badLines(bad).join('\n')}`);
  }
  if (report.unused.length) {
    const which = report.unused.length === 1 ? 'This photo is' : `These ${report.unused.length} photos are`;
    notes.push(
      `Note: ${which} not shown by any page or product (name a product photo in the img column of the sheet ` +
        `you import, or delete what is not needed):\n${report.unused.map((f) => `  ${f}`).join('\n')}`,
    );
  }
  return notes.length ? notes.join('\n') : null;
}
