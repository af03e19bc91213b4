/**
 * The products the build prerenders when the site is configured for Firestore (`firebase` in shop.json): each
 * collection read once, at build time, through the same source and validation the listing uses in the browser,
 * so the product pages and the listings' first cards are what the shop has published when the site is built.
 */
import type { FirebaseOptions } from 'firebase/app';
import { COLLECTIONS, type Collection } from '../../src/product.js';
import { fetchFirestoreRecords } from '../../src/sources/firestore.js';
import { validateRecords, type ValidationResult } from '../../src/validate.js';

export interface FirestoreCollection {
  /** Every document, as the source returns it (plain fields plus `id`). */
  records: unknown[];
  /** The ids of the documents validation skipped (title or des not text), in Firestore's order. */
  skippedIds: string[];
}

const idOf = (record: unknown, index: number): string => {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : `#${index + 1}`;
};

/**
 * Reads every collection. A collection that cannot be read stops the build, naming the project and the
 * collection: publishing pages from the catalogue files instead would put products the shop has removed (or
 * never published) back on the site without anyone noticing.
 *
 * `emulator` is a host:port, as FIRESTORE_EMULATOR_HOST gives it to Google's own tools.
 */
export async function readFirestoreCollections(
  config: FirebaseOptions,
  emulator: string | undefined,
): Promise<Record<Collection, FirestoreCollection>> {
  const out = {} as Record<Collection, FirestoreCollection>;
  const where = `Firestore project "${config.projectId ?? '?'}"${emulator ? ` (emulator at ${emulator})` : ''}`;
  for (const collection of COLLECTIONS) {
    let records: unknown[];
    try {
      records = await fetchFirestoreRecords(config, collection, emulator);
    } catch (error) {
      throw new Error(
        `Cannot build the product pages: ${where}, collection "${collection}" could not be read ` +
          `(${error instanceof Error ? error.message : String(error)}). The build stops rather than publish ` +
          'pages from the catalogue files, which may not match what the shop has published.',
        { cause: error },
      );
    }
    // Validated one by one only to name what is skipped; the products themselves come from validateRecords below.
    const skippedIds = records.flatMap((record, i) =>
      validateRecords([record], 'https://example.invalid/').skipped ? [idOf(record, i)] : [],
    );
    out[collection] = { records, skippedIds };
  }
  return out;
}

/** One line per collection for the build's output: how many products, and which documents were skipped. */
export function firestoreReport(collection: Collection, result: ValidationResult, skippedIds: string[]): string {
  const skipped = skippedIds.length
    ? `, ${result.skipped} skipped (title or des not text): ${skippedIds.join(', ')}`
    : '';
  return `  Firestore ${collection}: ${result.products.length} products${skipped}`;
}
