import type { FirebaseOptions } from 'firebase/app';
import { lazyImport } from '../lazy-import.js';
import { COLLECTION_INFO, type Collection } from '../product.js';
import { validateRecords, type ValidationResult } from '../validate.js';
import { readCopy, saveCopy } from './cache.js';
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
  /** Set when the live load failed and this is the last good copy kept in the browser or the service worker. */
  stale?: { savedAt: number; error: CatalogueLoadError };
}

/** Rejects with a timeout error if `work` has not settled in `ms`. */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CatalogueLoadError('timeout', `No answer from ${what} in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The Firestore code, loaded on first use; after a failure (flaky data), the next load asks under a fresh URL. */
const importFirestoreChunk = lazyImport(() => import('./firestore.lazy.js'));
let firestoreLoadFailures = 0;

function importFirestore() {
  return importFirestoreChunk(firestoreLoadFailures).catch((error: unknown) => {
    firestoreLoadFailures++;
    throw new CatalogueLoadError('chunk', `The Firestore code did not load: ${String(error)}`);
  });
}

/** source → validate: the one way every widget and page gets products. */
async function loadLive(options: SourceOptions, root: string, url: string): Promise<LoadedCollection> {
  if (options.firebaseConfig) {
    const config = options.firebaseConfig;
    const records = await withTimeout(
      importFirestore().then((module) =>
        module.fetchFirestoreRecords(config, options.collection, options.firestoreEmulator),
      ),
      options.timeoutMs,
      'Firestore',
    );
    return { ...validateRecords(records, root), source: 'firestore' };
  }
  const { records, savedAt } = await fetchRecords(url, options.signal, options.timeoutMs);
  const loaded: LoadedCollection = { ...validateRecords(records, url), source: 'embedded' };
  // The site's service worker answered its saved copy: the network did not answer in time, or at all.
  const kind = navigator.onLine ? 'timeout' : 'offline';
  return savedAt > 0
    ? { ...loaded, stale: { savedAt, error: new CatalogueLoadError(kind, `${url} did not answer`) } }
    : loaded;
}

/**
 * Loads a collection; keeps each success in the browser, and when a later
 * load fails, answers that last good copy (marked `stale`) instead of failing.
 */
export async function loadCollection(options: SourceOptions): Promise<LoadedCollection> {
  const root = shopRoot();
  const source = options.firebaseConfig ? 'firestore' : 'embedded';
  const url = new URL(options.src ?? `catalogue/${COLLECTION_INFO[options.collection].slug}.json`, root).href;
  const key = options.firebaseConfig
    ? `firestore:${options.firebaseConfig.projectId ?? ''}:${options.collection}`
    : url;
  try {
    const loaded = await loadLive(options, root, url);
    if (!loaded.stale) saveCopy(key, { products: loaded.products, skipped: loaded.skipped, savedAt: Date.now() });
    return loaded;
  } catch (error) {
    const copy = options.signal.aborted ? undefined : readCopy(key);
    if (!copy || !(error instanceof CatalogueLoadError)) throw error;
    return { products: copy.products, skipped: copy.skipped, source, stale: { savedAt: copy.savedAt, error } };
  }
}

export { CatalogueLoadError, type LoadFailure } from './errors.js';
