/**
 * With `firebase` in site/data/shop.json the site is built from Firestore, yet the catalogue files stay in the
 * project and `npm run catalogue -- import` still writes them: a product imported but never pushed got no page,
 * while the check counted it. The check, the build and the deploy say which source the site is built from and
 * which products of the file and of Firestore differ, with the command that brings them together.
 */
import type { Collection } from '../../src/product.js';

interface Fields {
  id: string;
  title: string;
  label: string;
  body: string;
}

/** Listed by title per kind of difference; the rest is counted. */
const LISTED = 5;

function fields(records: readonly unknown[]): Map<string, Fields> {
  const out = new Map<string, Fields>();
  for (const record of records) {
    if (typeof record !== 'object' || record === null) continue;
    const { id, title, des, img } = record as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') continue;
    const name = typeof title === 'string' ? title : id;
    out.set(id, { id, title: name, label: `${name} (${id})`, body: JSON.stringify([title, des, img ?? '']) });
  }
  return out;
}

const list = (items: readonly Fields[]): string =>
  items
    .slice(0, LISTED)
    .map((f) => f.label)
    .join(', ') + (items.length > LISTED ? ` and ${items.length - LISTED} more` : '');

/**
 * Lines that say how the collection's file differs from Firestore (none when they hold the same products).
 * `file` is the file's path as the staff see it.
 */
export function catalogueDrift(
  collection: Collection,
  file: string,
  fileRecords: readonly unknown[],
  firestoreRecords: readonly unknown[],
): string[] {
  const inFile = fields(fileRecords);
  const inFirestore = fields(firestoreRecords);
  const onlyFile = [...inFile.values()].filter((f) => !inFirestore.has(f.id));
  const onlyFirestore = [...inFirestore.values()].filter((f) => !inFile.has(f.id));
  const changed = [...inFile.values()].filter((f) => inFirestore.has(f.id) && inFirestore.get(f.id)!.body !== f.body);
  if (!onlyFile.length && !onlyFirestore.length && !changed.length) return [];
  const name = collection.includes(' ') ? `"${collection}"` : collection;
  const lines = [`  ${collection}: ${file} differs from Firestore, and the site is built from Firestore:`];
  if (onlyFile.length) lines.push(`    ${onlyFile.length} in the file only, so not on the site: ${list(onlyFile)}`);
  if (changed.length)
    lines.push(
      `    ${changed.length} differ between the file and Firestore, the site shows Firestore's: ${list(changed)}`,
    );
  if (onlyFirestore.length)
    lines.push(
      `    ${onlyFirestore.length} in Firestore only, on the site but not in the file: ${list(onlyFirestore)}`,
    );
  lines.push(
    `    To put the file's products on the site: npm run catalogue -- push --collection ${name}` +
      (onlyFirestore.length ? ' --prune (--prune also removes what the file does not have)' : ''),
  );
  return lines;
}
