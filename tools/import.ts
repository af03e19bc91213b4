/** `npm run catalogue -- import FILE.csv --collection Saree [--dry-run]`. */
import { readFile } from 'node:fs/promises';
import type { Collection } from '../src/product.js';
import { catalogueFile, productPhotosDir } from '../site/product-photos.js';
import { readCatalogue, writeCatalogue } from './catalogue-file.js';
import { decodeCsv, parseCsv } from './csv.js';
import { ToolError } from './errors.js';
import { rowsToRecords } from './rows.js';
import { compare, describe } from './summary.js';

export interface ImportOptions {
  dryRun?: boolean | undefined;
  /** The catalogue folder (site/catalogue) and the photo folder (site/photos); tests use their own. */
  catalogueDir?: string;
  photosDir?: string;
}

/** Checks every row, then writes the collection's file (unless a dry run); returns the summary to print. */
export async function importCsv(file: string, collection: Collection, options: ImportOptions = {}): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch {
    throw new ToolError(`Cannot open ${file}. Check the file's name and folder.`);
  }
  const rows = parseCsv(decodeCsv(bytes, file), file);
  if (rows.length === 0) throw new ToolError(`${file} has no products under its first row. Nothing was changed.`);
  const before = await readCatalogue(collection, options.catalogueDir);
  const after = rowsToRecords(rows, before, collection, productPhotosDir(options.photosDir));
  const changes = compare(before, after);
  const summary = describe(changes, collection);
  const target = catalogueFile(collection, options.catalogueDir);
  if (options.dryRun) return `${summary}\nDry run: ${target} was not changed.`;
  const nothing = changes.added.length + changes.changed.length + changes.removed.length === 0;
  // The order of the rows is the order on the site, so it is written even when no product changed.
  await writeCatalogue(collection, after, options.catalogueDir);
  return `${summary}\n${nothing ? 'No product changed' : 'Wrote'} ${target} (${after.length} products).`;
}
