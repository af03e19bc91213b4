/**
 * Spreadsheet rows → catalogue records, checked as the widgets check a product (src/validate.ts) plus what
 * a spreadsheet can get wrong: empty cells, an id used twice, a photo that is not in the folder or cannot be
 * read to its last pixel. Every row is checked, so one message lists every mistake.
 *
 * Ids: a row's own id is kept. A row without one keeps the id of the product of the same title already in
 * the catalogue (so importing the same sheet twice changes nothing); a new title gets an id made from it
 * (`Red Silk Saree` → `red-silk-saree`, `-2`, `-3`… when taken; a title with no Latin letters → `saree-<code>`).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, validateRecords, safeImageUrl, type Availability } from '../src/validate.js';
import { COLLECTION_INFO, type Collection } from '../src/product.js';
import { photoName } from '../site/build/images.js';
import { photoProblem } from '../site/build/photo-problem.js';
import { productPhotoUrl, PRODUCT_PHOTO_URL } from '../site/build/product-photos.js';
import { availabilityCell, priceCell, showroomsCell, textCell, type Cell } from './cells.js';
import type { Column, SheetRow } from './csv.js';
import type { RowProblem } from './errors.js';
import { eachPerCore } from './per-core.js';

/** A product as the embedded catalogue file holds it: the seed's four fields, then the optional ones. */
export interface CatalogueRecord {
  id: string;
  title: string;
  des: string;
  img: string;
  title_bn?: string;
  des_bn?: string;
  price?: number;
  /** Only 'sold out' is stored: a product without it is in stock. */
  availability?: Availability;
  showrooms?: string[];
}

/** The optional fields of `cells`, or the problem of each cell that cannot be one. */
function optionalCells(
  cells: Record<Column, string>,
  showroomIds: readonly string[],
): { fields: Partial<CatalogueRecord>; problems: Array<{ column: Column; text: string }> } {
  const fields: Partial<CatalogueRecord> = {};
  const problems: Array<{ column: Column; text: string }> = [];
  const read = <K extends keyof CatalogueRecord>(column: K & Column, cell: Cell<CatalogueRecord[K]>) => {
    if ('problem' in cell) problems.push({ column, text: cell.problem });
    else if (cell.value !== undefined) fields[column] = cell.value;
  };
  read('title_bn', textCell(cells.title_bn, LIMITS.title, 'a name a phone shows on one or two lines'));
  read('des_bn', textCell(cells.des_bn, LIMITS.des, 'colour, fabric, length, blouse piece'));
  read('price', priceCell(cells.price));
  read('availability', availabilityCell(cells.availability));
  read('showrooms', showroomsCell(cells.showrooms, showroomIds));
  return { fields, problems };
}

/** Ids become addresses (/saree/<id>) and Firestore document names: no spaces, slashes or dots. */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const PHOTO_FILE = /^[^/\\]+\.(jpe?g|png|webp|avif|tiff?)$/i;
const PHOTO_NAME = /^[a-z0-9][a-z0-9-]*$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** FNV-1a: a short, stable id for a title with no Latin letters to make one from. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** `Red Silk Saree (new)` → `red-silk-saree-new`; a Bengali-only title → `saree-<code>`. */
export function idFromTitle(title: string, collection: Collection): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || `${COLLECTION_INFO[collection].slug}-${hash(title.normalize('NFC'))}`;
}

/** The photo files of the product photo folder (none when it does not exist yet). */
export function photoFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => PHOTO_FILE.test(f));
  } catch {
    return [];
  }
}

/**
 * What a record's img holds for the cell `img` (a web address or site path as written, a photo's own URL), or
 * what is wrong with the cell; `file` names the local photo, whose contents are checked afterwards.
 */
function imageOf(
  img: string,
  photos: readonly string[],
  photosDir: string,
): { img: string; file?: string } | { problem: string } {
  const example = `the name of a photo in ${photosDir} (for example red-silk.jpg) or a web address (https://…)`;
  if (img === '') return { problem: `empty. Every product needs a photo: ${example}.` };
  if (SCHEME.test(img) || img.startsWith('/')) {
    if (safeImageUrl(img, 'https://shop.invalid/catalogue/') === null)
      return { problem: `"${img}" is not a web address the site can show. Use ${example}.` };
    return { img };
  }
  if (!PHOTO_FILE.test(img))
    return { problem: `"${img}" is neither a photo file (.jpg, .png, .webp) nor a web address. Use ${example}.` };
  const file = photos.find((f) => f === img) ?? photos.find((f) => f.toLowerCase() === img.toLowerCase());
  if (!file) return { problem: `no photo named "${img}" in ${photosDir}. Copy the photo there first.` };
  if (!PHOTO_NAME.test(photoName(file)))
    return { problem: `rename "${file}" with letters, digits and dashes only (for example red-silk-1.jpg).` };
  return { img: productPhotoUrl(file), file };
}

/** What is wrong with each photo file (none when it decodes whole), one per core: each is decoded in full. */
async function photoProblems(files: ReadonlySet<string>, photosDir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  await eachPerCore([...files], async (file) => {
    const problem = await photoProblem(path.join(photosDir, file));
    if (problem) found.set(file, problem);
  });
  return found;
}

/** A record's img as the spreadsheet writes it: a product photo's file name, anything else as stored. */
export function imgForSheet(img: string, photos: readonly string[]): string {
  const match = img.match(new RegExp(`^/${PRODUCT_PHOTO_URL}/([a-z0-9-]+)\\.jpg$`));
  return (match && photos.find((f) => photoName(f) === match[1])) ?? img;
}

/** The result of rowsToRecords: the records, or every problem of every row (nothing to write then). */
export type RowsResult = { records: CatalogueRecord[]; problems: [] } | { records: null; problems: RowProblem[] };

/**
 * The records the rows describe, with ids kept or made as above, or every problem found in any row: each row
 * and column is checked, and every local photo a row names is read to its last pixel.
 */
export async function rowsToRecords(
  rows: readonly SheetRow[],
  existing: readonly CatalogueRecord[],
  collection: Collection,
  photosDir: string,
  /** The shop's showroom ids (site/data/shop.json `showrooms[].id`), which the showrooms column may name. */
  showroomIds: readonly string[] = [],
): Promise<RowsResult> {
  const photos = photoFiles(photosDir);
  const problems: RowProblem[] = [];
  const problem = (row: number, column: Column, text: string) => problems.push({ row, column, text });
  const firstRowOfId = new Map<string, number>();
  const photoOfRow = new Map<number, string>();
  const records = rows.map(({ row, cells }) => {
    if (cells.title === '') problem(row, 'title', 'empty. Every product needs a title (for example Red Silk Saree).');
    if (cells.des === '')
      problem(row, 'des', 'empty. Every product needs a description (colour, fabric, length, blouse piece).');
    if (cells.id !== '') {
      const first = firstRowOfId.get(cells.id);
      if (!ID.test(cells.id))
        problem(
          row,
          'id',
          `"${cells.id}" is not a usable id: letters, digits, - and _ only, no spaces (for example saree-101).`,
        );
      else if (first)
        problem(row, 'id', `"${cells.id}" is also the id of row ${first}. Each product needs its own id.`);
      else firstRowOfId.set(cells.id, row);
    }
    const image = imageOf(cells.img, photos, photosDir);
    if ('problem' in image) problem(row, 'img', image.problem);
    else if (image.file) photoOfRow.set(row, image.file);
    const des = cells.des.replace(/\r\n?/g, '\n');
    const optional = optionalCells(cells, showroomIds);
    for (const p of optional.problems) problem(row, p.column, p.text);
    const record: CatalogueRecord = { id: cells.id, title: cells.title, des, img: 'img' in image ? image.img : '' };
    return { ...record, ...optional.fields };
  });
  const unreadable = await photoProblems(new Set(photoOfRow.values()), photosDir);
  for (const [row, file] of photoOfRow) {
    const text = unreadable.get(file);
    if (text) problem(row, 'img', `the photo "${file}" ${/^(is|cannot|has)\b/.test(text) ? text : `is ${text}`}`);
  }
  if (problems.length) return { records: null, problems };
  const taken = new Set(firstRowOfId.keys());
  // First every row without an id claims an existing product of its title, then new titles get new ids, so a
  // made-up id never takes one that a later row would have kept.
  const byTitle = new Map<string, string[]>();
  for (const record of existing) {
    if (taken.has(record.id)) continue;
    byTitle.set(record.title, [...(byTitle.get(record.title) ?? []), record.id]);
  }
  for (const record of records) {
    if (record.id !== '') continue;
    const id = byTitle.get(record.title)?.shift();
    if (id !== undefined) {
      record.id = id;
      taken.add(id);
    }
  }
  const existingIds = new Set(existing.map((r) => r.id));
  for (const record of records) {
    if (record.id !== '') continue;
    const base = idFromTitle(record.title, collection);
    let id = base;
    for (let n = 2; taken.has(id) || existingIds.has(id); n++) id = `${base}-${n}`;
    record.id = id;
    taken.add(id);
  }
  // What the widgets will make of the file: every row must come through whole.
  const { products } = validateRecords(records, 'https://shop.invalid/catalogue/');
  const lost = records.findIndex((r, i) => products[i]?.id !== r.id || products[i]?.img === null);
  if (lost !== -1)
    return {
      records: null,
      problems: [
        {
          row: rows[lost]!.row,
          column: 'img',
          text: 'the site would not show this product. Check every cell of the row.',
        },
      ],
    };
  return { records, problems: [] };
}
