/** The embedded catalogue file of a collection: read as records, written whole or not at all. */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { COLLECTIONS, COLLECTION_INFO, type Collection } from '../src/product.js';
import { optionalFields } from '../src/field-problems.js';
import { catalogueFile } from '../site/build/product-photos.js';
import { ToolError } from './errors.js';
import type { CatalogueRecord } from './rows.js';

/** `--collection` as the staff may type it: `Saree`, `saree`, `Men Punjabi` or `men-punjabi`. */
export function collectionOf(value: string | undefined): Collection {
  const wanted = (value ?? '').trim().toLowerCase();
  const found = COLLECTIONS.find((c) => c.toLowerCase() === wanted || COLLECTION_INFO[c].slug === wanted);
  if (found) return found;
  const names = COLLECTIONS.map((c) => (c.includes(' ') ? `"${c}"` : c)).join(', ');
  throw new ToolError(
    value
      ? `--collection ${value}: no such collection. Use one of ${names}.`
      : `Say which collection: --collection followed by one of ${names} (for example --collection Saree).`,
  );
}

/** The records of the collection's file; a record the site would skip is left out here too. */
export async function readCatalogue(collection: Collection, dir?: string): Promise<CatalogueRecord[]> {
  const file = catalogueFile(collection, dir);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ToolError(`${file} is not readable JSON (${(error as Error).message}). Import the last good CSV again.`);
  }
  if (!Array.isArray(data))
    throw new ToolError(`${file} should hold a list of products. Import the last good CSV again.`);
  return data.flatMap((r: unknown) => {
    if (typeof r !== 'object' || r === null) return [];
    const { id, title, des, img } = r as Record<string, unknown>;
    if (typeof title !== 'string' || typeof des !== 'string') return [];
    // An optional field the site cannot use is left out, as the site leaves it out (npm run check names it).
    const { fields } = optionalFields(r as Record<string, unknown>);
    return [{ id: String(id ?? ''), title, des, img: typeof img === 'string' ? img : '', ...fields }];
  });
}

/** The order of a record's keys in the file; absent optional fields are left out, so a seed record stays four keys. */
const KEYS = ['id', 'title', 'title_bn', 'des', 'des_bn', 'img', 'price', 'availability', 'showrooms'] as const;

export const formatCatalogue = (records: readonly CatalogueRecord[]): string =>
  `${JSON.stringify(
    records.map((r) =>
      Object.fromEntries(
        KEYS.flatMap((key) =>
          r[key] === undefined || (key === 'availability' && r[key] === 'in stock') ? [] : [[key, r[key]]],
        ),
      ),
    ),
    null,
    2,
  )}\n`;

/** Writes beside the file and renames over it, so a failure never leaves half a catalogue. */
export async function writeCatalogue(collection: Collection, records: readonly CatalogueRecord[], dir?: string) {
  const file = catalogueFile(collection, dir);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, formatCatalogue(records));
  await rename(partial, file);
  return file;
}
