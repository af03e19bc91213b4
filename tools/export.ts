/** `npm run catalogue -- export --collection Saree [--out saree.csv]`: the collection as the import reads it. */
import { writeFile } from 'node:fs/promises';
import type { Collection } from '../src/product.js';
import { productPhotosDir } from '../site/build/product-photos.js';
import { readCatalogue } from './catalogue-file.js';
import { toCsv } from './csv.js';
import { imgForSheet, photoFiles } from './rows.js';

export async function exportCsv(
  collection: Collection,
  options: { catalogueDir?: string; photosDir?: string } = {},
): Promise<string> {
  const photos = photoFiles(productPhotosDir(options.photosDir));
  const records = await readCatalogue(collection, options.catalogueDir);
  return toCsv(
    records.map((r) => ({
      id: r.id,
      title: r.title,
      des: r.des,
      img: imgForSheet(r.img, photos),
      title_bn: r.title_bn ?? '',
      des_bn: r.des_bn ?? '',
      price: r.price === undefined ? '' : String(r.price),
      availability: r.availability === 'sold out' ? 'sold out' : '',
      showrooms: (r.showrooms ?? []).join(', '),
    })),
  );
}

/** Writes to `out`, or to standard output when none is given. */
export async function writeExport(collection: Collection, out?: string): Promise<string | undefined> {
  const csv = await exportCsv(collection);
  if (!out) {
    process.stdout.write(csv);
    return undefined;
  }
  await writeFile(out, csv);
  return out;
}
