/**
 * Every write the shop manager makes to a product, each one batch (all or nothing, kept on the phone while the
 * signal is away): the product with `updatedAt` and `updatedBy`, plus a `history/` entry with the record before
 * and after; a deleted product moves to `trash/` (kept 30 days) and comes back from there.
 */
import {
  collection,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';
import type { Collection } from '../../src/product.js';

export type ProductRecord = Record<string, unknown> & { updatedAt?: Timestamp | null; updatedBy?: string };

export const HISTORY = 'history';
export const TRASH = 'trash';

export interface Written {
  id: string;
  /** Resolves once the server has the change; while offline it waits (the change is already in the cache). */
  sent: Promise<void>;
}

/** The record as history keeps it: without the stamps, which say when, not what. */
function plain(record: DocumentData | null): DocumentData | null {
  if (!record) return null;
  const { updatedAt: _at, updatedBy: _by, ...rest } = record;
  return rest;
}

function addHistory(
  db: Firestore,
  batch: WriteBatch,
  entry: { collection: Collection; productId: string; before: DocumentData | null; after: DocumentData | null },
  by: string,
): void {
  batch.set(doc(collection(db, HISTORY)), {
    ...entry,
    before: plain(entry.before),
    after: plain(entry.after),
    by,
    at: serverTimestamp(),
  });
}

/**
 * Writes `after` as the product `id` of `name` (a new id when null). `prepare` may add more to the batch first
 * (the photo's document) and return fields for the record (its `photo`).
 */
export function saveProduct(
  db: Firestore,
  options: {
    collection: Collection;
    id: string | null;
    before: ProductRecord | null;
    after: ProductRecord;
    by: string;
    prepare?: (batch: WriteBatch) => Record<string, unknown>;
  },
): Written {
  const batch = writeBatch(db);
  const ref = options.id ? doc(db, options.collection, options.id) : doc(collection(db, options.collection));
  const after = { ...plain(options.after), ...options.prepare?.(batch) };
  batch.set(ref, { ...after, updatedAt: serverTimestamp(), updatedBy: options.by });
  addHistory(
    db,
    batch,
    { collection: options.collection, productId: ref.id, before: options.before, after },
    options.by,
  );
  return { id: ref.id, sent: batch.commit() };
}

/** Moves the product to `trash/`; returns the trash entry's id, for Undo. */
export function trashProduct(
  db: Firestore,
  options: { collection: Collection; id: string; record: ProductRecord; by: string },
): Written {
  const batch = writeBatch(db);
  const trash = doc(collection(db, TRASH));
  batch.set(trash, {
    collection: options.collection,
    productId: options.id,
    record: plain(options.record),
    deletedBy: options.by,
    deletedAt: serverTimestamp(),
  });
  batch.delete(doc(db, options.collection, options.id));
  addHistory(
    db,
    batch,
    { collection: options.collection, productId: options.id, before: options.record, after: null },
    options.by,
  );
  return { id: trash.id, sent: batch.commit() };
}

/** Puts a trashed product back under its own id and empties its trash entry. */
export function restoreProduct(
  db: Firestore,
  options: { trashId: string; collection: Collection; id: string; record: ProductRecord; by: string },
): Written {
  const batch = writeBatch(db);
  const record = plain(options.record)!;
  batch.set(doc(db, options.collection, options.id), {
    ...record,
    updatedAt: serverTimestamp(),
    updatedBy: options.by,
  });
  batch.delete(doc(db, TRASH, options.trashId));
  addHistory(
    db,
    batch,
    { collection: options.collection, productId: options.id, before: null, after: record },
    options.by,
  );
  return { id: options.id, sent: batch.commit() };
}
