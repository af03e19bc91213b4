/** `npm run catalogue -- import FILE.csv --collection Saree [--dry-run] [--yes]`. */
import { readFile } from 'node:fs/promises';
import { COLLECTION_INFO, type Collection } from '../src/product.js';
import { loadShopConfig } from '../site/build/shop-config.js';
import { catalogueFile, productPhotosDir } from '../site/build/product-photos.js';
import { readCatalogue, writeCatalogue } from './catalogue-file.js';
import { decodeCsv, lostBengali, parseCsv, SAVE_AS_UTF8 } from './csv.js';
import { ToolError, catalogueCommand, rowProblems } from './errors.js';
import { rowsToRecords } from './rows.js';
import { OPTIONAL_FIELDS } from '../src/product.js';
import { compare, describe } from './summary.js';

export interface ImportOptions {
  dryRun?: boolean | undefined;
  /** Write even when the import removes more than a quarter of the collection. */
  yes?: boolean | undefined;
  /** The command as typed, with --yes added: what the refusal of a large removal tells the staff to type. */
  yesCommand?: string | undefined;
  /** The catalogue folder (site/data/catalogue) and the photo folder (site/data/photos); tests use their own. */
  catalogueDir?: string;
  photosDir?: string;
  /** The showroom ids the showrooms column may name; by default those of the shop config (site/data/shop.json). */
  showroomIds?: readonly string[];
}

/** Removing more than this share of a collection asks for --yes: a wrong file or collection looks like this. */
export const LARGE_REMOVAL = 1 / 4;

/** Checks every row, then writes the collection's file (unless a dry run); returns the summary to print. */
export async function importCsv(file: string, collection: Collection, options: ImportOptions = {}): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch {
    throw new ToolError(`Cannot open ${file}. Check the file's name and folder.`);
  }
  const { rows, problems, columns } = parseCsv(decodeCsv(bytes, file), file);
  if (rows.length === 0 && problems.length === 0)
    throw new ToolError(`${file} has no products under its first row. Nothing was changed.`);
  const before = await readCatalogue(collection, options.catalogueDir);
  const lost = lostBengali(rows, before);
  if (lost.length) {
    const first = lost[0]!;
    // The cell around its first question mark, which is where the Bengali was.
    const from = Math.max(0, first.text.indexOf('?') - 20);
    const sample = `${from ? '…' : ''}${first.text.slice(from, from + 40)}${first.text.length > from + 40 ? '…' : ''}`;
    const more = lost.length > 1 ? `, and ${lost.length - 1} more cells` : '';
    const exportAgain = catalogueCommand([
      'export',
      '--collection',
      collection,
      '--out',
      `${COLLECTION_INFO[collection].slug}.csv`,
    ]);
    throw new ToolError(
      [
        `${file}: Bengali letters have become question marks, so nothing was changed (row ${first.row}, ` +
          `column ${first.column}: "${sample}"${more}).`,
        'Excel\'s plain "CSV (Comma delimited)" does this, and the letters cannot be got back from this file. ' +
          SAVE_AS_UTF8,
        `If the spreadsheet shows question marks too, export the list again with ${exportAgain} and make the ` +
          'changes there.',
      ].join('\n'),
    );
  }
  const showroomIds = options.showroomIds ?? (await loadShopConfig()).showrooms.map((s) => s.id);
  const result = await rowsToRecords(rows, before, collection, productPhotosDir(options.photosDir), showroomIds);
  if (result.records === null || problems.length) throw rowProblems(file, [...problems, ...result.problems]);
  // A column the sheet does not have (a sheet kept from before the Bengali, price and showroom columns) leaves that
  // field of each product as it is: an old sheet must not wipe them.
  const absent = OPTIONAL_FIELDS.filter((field) => !columns.includes(field));
  const current = new Map(before.map((r) => [r.id, r]));
  const after = result.records.map((record) => {
    const was = current.get(record.id);
    if (!was || absent.length === 0) return record;
    const kept = { ...record } as Record<string, unknown>;
    for (const field of absent) if (was[field] !== undefined) kept[field] = was[field];
    return kept as unknown as typeof record;
  });
  const changes = compare(before, after);
  const summary = describe(changes, collection);
  const target = catalogueFile(collection, options.catalogueDir);
  const large = before.length > 0 && changes.removed.length > before.length * LARGE_REMOVAL;
  const removal =
    `This import removes ${changes.removed.length} of the ${before.length} products of ${collection}: ` +
    'it may be the wrong file or the wrong collection.';
  if (options.dryRun) {
    const warning = large ? `\n${removal} The import itself will ask for --yes.` : '';
    return `${summary}${warning}\nDry run: ${target} was not changed.`;
  }
  if (large && !options.yes) {
    const command = options.yesCommand ?? catalogueCommand(['import', file, '--collection', collection, '--yes']);
    throw new ToolError(`${summary}\n${removal} Nothing was changed. If it is right, type:\n  ${command}`);
  }
  const nothing = changes.added.length + changes.changed.length + changes.removed.length === 0;
  // The order of the rows is the order on the site, so it is written even when no product changed.
  await writeCatalogue(collection, after, options.catalogueDir);
  return `${summary}\n${nothing ? 'No product changed' : 'Wrote'} ${target} (${after.length} products).`;
}
