import type { FirebaseOptions } from 'firebase/app';
import { COLLECTION_INFO, type Collection } from '../product.js';
import { validateRecords, type ValidationResult } from '../validate.js';
import { fetchRecords } from './embedded.js';
import { CatalogueLoadError } from './errors.js';
import { shopRoot } from './root.js';

export interface SourceOptions {
  collection: Collection;
  /** URL of a JSON list of records; default: catalogue/<slug>.json beside the widget script. */
  src?: string | undefined;
  /** When given, the collection is read from Firestore instead. */
  firebaseConfig?: FirebaseOptions | undefined;
  /** host:port of a Firestore emulator (development and tests). */
  firestoreEmulator?: string | undefined;
  timeoutMs: number;
  signal: AbortSignal;
}

export interface LoadedCollection extends ValidationResult {
  source: 'embedded' | 'firestore';
}

/** Rejects with a timeout error if `work` has not settled in `ms`. */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CatalogueLoadError('timeout', `No answer from ${what} in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** source → validate: the one way every widget and page gets products. */
export async function loadCollection(options: SourceOptions): Promise<LoadedCollection> {
  const root = shopRoot();
  if (options.firebaseConfig) {
    const config = options.firebaseConfig;
    const records = await withTimeout(
      import('./firestore.js').then(
        (module) => module.fetchFirestoreRecords(config, options.collection, options.firestoreEmulator),
        (error: unknown) => {
          throw new CatalogueLoadError('chunk', `The Firestore code did not load: ${String(error)}`);
        },
      ),
      options.timeoutMs,
      'Firestore',
    );
    return { ...validateRecords(records, root), source: 'firestore' };
  }
  const url = new URL(options.src ?? `catalogue/${COLLECTION_INFO[options.collection].slug}.json`, root).href;
  const records = await fetchRecords(url, options.signal, options.timeoutMs);
  return { ...validateRecords(records, url), source: 'embedded' };
}

export { CatalogueLoadError, type LoadFailure } from './errors.js';
