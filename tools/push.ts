/**
 * `npm run catalogue -- push --collection Saree [--prune] [--project ID]`: the collection's file → Firestore,
 * through the Admin SDK. Only what differs is written, in batches of at most 500 writes (Firestore's limit per
 * batch), so a second run writes nothing. Project and credentials: tools/firestore-admin.ts.
 */
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { OPTIONAL_FIELDS, type Collection } from '../src/product.js';
import { readCatalogue } from './catalogue-file.js';
import { withAdminFirestore } from './firestore-admin.js';
import type { CatalogueRecord } from './rows.js';
import { compare, describe } from './summary.js';

export interface PushOptions {
  /** Delete documents that the file no longer has. */
  prune?: boolean | undefined;
  project?: string | undefined;
}

/** Firestore's limit of writes in one batch. */
export const BATCH_LIMIT = 500;

export async function pushCollection(collection: Collection, options: PushOptions = {}): Promise<string> {
  return withAdminFirestore(options.project, async ({ db, where }) => {
    const records = await readCatalogue(collection);
    const snapshot = await db.collection(collection).get();
    const before: CatalogueRecord[] = snapshot.docs.map((doc) => {
      const data = doc.data() as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      // Our optional fields as Firestore holds them, even unusable ones: they then differ from the file and are
      // written over (or deleted) by this push.
      const optional = Object.fromEntries(OPTIONAL_FIELDS.flatMap((f) => (f in data ? [[f, data[f]]] : [])));
      return { ...optional, id: doc.id, title: text(data.title), des: text(data.des), img: text(data.img) };
    });
    const changes = compare(before, records);
    const added = new Set(changes.added);
    const writes: Array<(batch: WriteBatch) => void> = [...changes.added, ...changes.changed].map((record) => {
      const { id, title, des, img } = record;
      // merge: fields the shop added in the console (a note) stay; an optional field of ours that the file no
      // longer has (a price taken out of the sheet) is deleted.
      const optional: Record<string, unknown> = {};
      for (const f of OPTIONAL_FIELDS) {
        if (record[f] !== undefined) optional[f] = record[f];
        else if (!added.has(record)) optional[f] = FieldValue.delete();
      }
      return (batch) => batch.set(db.collection(collection).doc(id), { title, des, img, ...optional }, { merge: true });
    });
    if (options.prune)
      writes.push(
        ...changes.removed.map(
          ({ id }) =>
            (b: WriteBatch) =>
              b.delete(db.collection(collection).doc(id)),
        ),
      );
    for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
      const batch = db.batch();
      for (const write of writes.slice(start, start + BATCH_LIMIT)) write(batch);
      await batch.commit();
    }
    const summary = describe(changes, `${collection} in ${where}`, options.prune ? 'removed' : 'only in Firestore');
    const kept =
      !options.prune && changes.removed.length
        ? `\n${changes.removed.length} documents are in Firestore but not in the file; they were kept (--prune removes them).`
        : '';
    return `${summary}${kept}\n${writes.length ? `Wrote ${writes.length} changes.` : 'Nothing to write.'}`;
  });
}
