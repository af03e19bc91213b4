/**
 * The shop's data as Firestore holds it, read at build time when the site is configured for Firestore (`firebase`
 * in shop.json) and by `npm run publish`: the products of the four collections, the photos they name
 * (site/build/photo-store.ts) and the shop's settings (`settings/shop`, the schema of shop.json). Read through the
 * Admin SDK, since the photos and the settings are not public; the static site built from them is what shoppers
 * read, so no shopper's phone ever reads Firestore.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type Collection } from '../../src/product.js';
import { leftOutOfSite, productRecord } from '../../src/product-hash.js';
import type { ValidationResult } from '../../src/validate.js';
import { firestorePhotoStore, type StoredPhoto } from './photo-store.js';

export interface FirestoreCollection {
  /** Every document as a product record: its product fields (and `photo`) plus `id`, in Firestore's order. */
  records: unknown[];
  /** The ids of the documents validation skipped (title or des not text), in Firestore's order. */
  skippedIds: string[];
}

/** A photo a product names that the site cannot show: the product shows without it. */
export interface PhotoProblem {
  photo: string;
  /** The products that name it, as "Collection/id". */
  products: string[];
  problem: string;
}

export interface FirestoreShop {
  projectId: string;
  collections: Record<Collection, FirestoreCollection>;
  /** `settings/shop` as stored, without who changed it when; null while the shop has none (shop.json stands in). */
  settings: Record<string, unknown> | null;
  /**
   * The version of each photo the products name (null: there is none), read without the bytes: a photo's bytes never
   * change without a new version, so the check for changes need not download every photo every time.
   */
  photoVersions: Map<string, string | null>;
  /** The photos the products name, by id (their bytes: readPhotos). */
  photos: Map<string, StoredPhoto>;
  photoProblems: PhotoProblem[];
}

/** Where the shop's settings live, and the fields that say who changed them (not part of the settings). */
export const SETTINGS_DOC = ['settings', 'shop'] as const;
const WHO_AND_WHEN = ['updatedAt', 'updatedBy'];

const idOf = (record: unknown, index: number): string => {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : `#${index + 1}`;
};

/** Whether this computer has Google credentials the Admin SDK finds (a key file, or gcloud's own sign-in). */
function hasCredentials(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.GOOGLE_APPLICATION_CREDENTIALS) return true;
  const gcloud =
    env.CLOUDSDK_CONFIG ??
    (process.platform === 'win32'
      ? path.join(env.APPDATA ?? '', 'gcloud')
      : path.join(env.HOME ?? os.homedir(), '.config', 'gcloud'));
  return existsSync(path.join(gcloud, 'application_default_credentials.json'));
}

export const NO_CREDENTIALS =
  "No Firestore key on this computer: set GOOGLE_APPLICATION_CREDENTIALS to the path of the project's service-" +
  'account key file (Firebase console → Project settings → Service accounts → Generate new private key; ' +
  'docs/publishing.md). Keep that file out of the project folder and never send it to anyone.';

/**
 * The Admin SDK's Firestore for `projectId`, on the emulator at `emulator` (host:port) when given, else where
 * FIRESTORE_EMULATOR_HOST says, else the real project (which needs a key: NO_CREDENTIALS says how).
 */
export async function openFirestore(
  projectId: string,
  emulator = process.env.FIRESTORE_EMULATOR_HOST || undefined,
): Promise<{ db: Firestore; close(): Promise<void> }> {
  if (!emulator && !hasCredentials()) throw new Error(NO_CREDENTIALS);
  if (emulator) {
    // The SDK retries a host that is not listening for some 45 s; an emulator that is not running is known at once.
    await fetch(`http://${emulator}/`).catch((error: unknown) => {
      throw new Error(`nothing answers at ${emulator} (${String((error as Error).cause ?? error)})`, { cause: error });
    });
  }
  const { deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `shop-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const db = getFirestore(app);
  // Without TLS the SDK speaks to an emulator as its owner (the rules do not apply, as for the Admin SDK in the cloud).
  if (emulator) db.settings({ host: emulator, ssl: false });
  return { db, close: () => deleteApp(app) };
}

/** Every product of one collection, as records. */
async function readCollection(db: Firestore, collection: Collection): Promise<FirestoreCollection> {
  const snapshot = await db.collection(collection).get();
  const records = snapshot.docs.map((doc) => productRecord(doc.id, doc.data()));
  // Validated one by one only to name what is skipped; the products themselves come from validateRecords later.
  const skippedIds = records.flatMap((record, i) => (leftOutOfSite(record) ? [idOf(record, i)] : []));
  return { records, skippedIds };
}

/** The photos the shown products name, each with the products that name it ("Collection/id"). */
function namedPhotos(collections: Record<Collection, FirestoreCollection>): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const collection of COLLECTIONS) {
    const { records, skippedIds } = collections[collection];
    for (const record of records as Array<Record<string, unknown>>) {
      const photo = record.photo;
      if (typeof photo !== 'string' || photo === '' || skippedIds.includes(record.id as string)) continue;
      named.set(photo, [...(named.get(photo) ?? []), `${collection}/${String(record.id)}`]);
    }
  }
  return named;
}

const MISSING = 'not in Firestore (removed, or its upload never finished): choose the photo again.';

/**
 * Reads the bytes of the photos the products name (`shop.photos`), and says what is wrong with those that cannot be
 * shown (`shop.photoProblems`). Only a build needs them: a check for changes reads the photos' versions alone.
 */
export async function readPhotos(db: Firestore, shop: FirestoreShop): Promise<void> {
  const store = firestorePhotoStore(db);
  shop.photos.clear();
  shop.photoProblems.length = 0;
  await Promise.all(
    [...namedPhotos(shop.collections)].map(async ([id, products]) => {
      // A slash would name another collection's document: no photo id has one.
      const found = id.includes('/') ? null : await store.read(id);
      if (found && typeof found === 'object') shop.photos.set(id, found);
      else shop.photoProblems.push({ photo: id, products, problem: found ?? MISSING });
    }),
  );
  shop.photoProblems.sort((a, b) => a.photo.localeCompare(b.photo));
}

/**
 * Reads the shop from `db`: the products, the settings and the versions of the photos the products name (their
 * bytes too with `photos: true`; readPhotos reads them later). A read that fails throws naming the project and
 * what could not be read: publishing pages from the files instead would put products the shop has removed back
 * on the site unnoticed.
 */
export async function readShop(
  db: Firestore,
  projectId: string,
  { photos = true, where = `Firestore project "${projectId}"` }: { photos?: boolean; where?: string } = {},
): Promise<FirestoreShop> {
  const failed = (what: string) => (error: unknown) => {
    throw new Error(
      `Cannot build the site: ${where}, ${what} could not be read ` +
        `(${error instanceof Error ? error.message : String(error)}). The build stops rather than publish ` +
        'pages from the files in the project, which may not match what the shop has published.',
      { cause: error },
    );
  };
  const read = await Promise.all(
    COLLECTIONS.map((collection) => readCollection(db, collection).catch(failed(`collection "${collection}"`))),
  );
  const collections = Object.fromEntries(COLLECTIONS.map((c, i) => [c, read[i]!])) as Record<
    Collection,
    FirestoreCollection
  >;
  const settingsDoc = await db
    .collection(SETTINGS_DOC[0])
    .doc(SETTINGS_DOC[1])
    .get()
    .catch(failed(`the shop's settings (${SETTINGS_DOC.join('/')})`));
  let settings: Record<string, unknown> | null = null;
  if (settingsDoc.exists) {
    settings = { ...settingsDoc.data() };
    for (const field of WHO_AND_WHEN) delete settings[field];
  }
  const photoVersions = await firestorePhotoStore(db)
    .versions([...namedPhotos(collections).keys()].filter((id) => !id.includes('/')))
    .catch(failed('the products\' photos (collection "photos")'));
  const shop: FirestoreShop = { projectId, collections, settings, photoVersions, photos: new Map(), photoProblems: [] };
  if (photos) await readPhotos(db, shop).catch(failed('the products\' photos (collection "photos")'));
  return shop;
}

/** Opens the project (or the emulator), reads the whole shop and closes it again. */
export async function readFirestoreShop(projectId: string, emulator?: string): Promise<FirestoreShop> {
  const where = `Firestore project "${projectId}"${emulator ? ` (emulator at ${emulator})` : ''}`;
  let opened;
  try {
    opened = await openFirestore(projectId, emulator);
  } catch (error) {
    const why = (error as Error).message;
    throw new Error(
      why === NO_CREDENTIALS
        ? `Cannot build the site from ${where}. ${why}`
        : `Cannot build the site: ${where}: ${why}.`,
      { cause: error },
    );
  }
  try {
    return await readShop(opened.db, projectId, { where });
  } finally {
    await opened.close();
  }
}

/** One line per collection for the build's output: how many products, and which documents were skipped. */
export function firestoreReport(collection: Collection, result: ValidationResult, skippedIds: string[]): string {
  const skipped = skippedIds.length
    ? `, ${result.skipped} skipped (title or des not text): ${skippedIds.join(', ')}`
    : '';
  return `  Firestore ${collection}: ${result.products.length} products${skipped}`;
}
