/**
 * `useCollection`: loads one collection (embedded JSON or Firestore) once per connection and whenever what
 * names the data changes, reports it with `shop-catalogue-load` / `shop-catalogue-error`, and offers a retry.
 */
import { useEffect, useState } from 'react';
import type { FirebaseOptions } from 'firebase/app';
import type { Collection } from '../../src/product.js';
import { buildIndex, type SearchIndex } from '../../src/search.js';
import { loadCollection, CatalogueLoadError, type LoadFailure } from '../../src/sources/index.js';
import { emit } from '../_runtime/events.js';
import { warnOnce } from '../_runtime/warn.js';
import { TAG } from './attributes.js';
import { strings } from './strings.js';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; index: SearchIndex; stale?: { savedAt: number; kind: LoadFailure } }
  | { status: 'error'; kind: LoadFailure };

const LOADING: CollectionState = { status: 'loading' };

export interface CollectionRequest {
  host: HTMLElement | undefined;
  collection: Collection;
  src: string | undefined;
  firebaseConfig: FirebaseOptions | undefined;
  firestoreEmulator: string | undefined;
  timeoutMs: number;
}

export function useCollection(request: CollectionRequest): [CollectionState, retry: () => void] {
  const { host, collection, src, firebaseConfig, firestoreEmulator, timeoutMs } = request;
  // The state remembers which data it describes: on the render where the collection changes, before the effect
  // below runs, the old collection's products must not be shown (or counted in the status) under the new name.
  const key = JSON.stringify([collection, src, firebaseConfig, firestoreEmulator]);
  const [current, setCurrent] = useState<{ key: string; state: CollectionState }>({ key, state: LOADING });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const setState = (state: CollectionState) => setCurrent({ key, state });
    setState(LOADING);
    loadCollection({ collection, src, firebaseConfig, firestoreEmulator, timeoutMs, signal: controller.signal }).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        if (loaded.skipped > 0) {
          warnOnce(`${TAG}: skipped ${loaded.skipped} record(s) of ${collection} whose title or des is not text.`);
        }
        const index = buildIndex(loaded.products);
        if (loaded.stale) {
          const { savedAt, error } = loaded.stale;
          console.error(`${TAG}: ${error.message}; showing the copy saved ${new Date(savedAt).toISOString()}`);
          setState({ status: 'ready', index, stale: { savedAt, kind: error.kind } });
        } else {
          setState({ status: 'ready', index });
        }
        emit(host, 'shop-catalogue-load', {
          collection,
          count: loaded.products.length,
          skipped: loaded.skipped,
          source: loaded.source,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const kind: LoadFailure = error instanceof CatalogueLoadError ? error.kind : 'unavailable';
        console.error(`${TAG}: ${String(error instanceof Error ? error.message : error)}`);
        setState({ status: 'error', kind });
        emit(host, 'shop-catalogue-error', { collection, kind, message: strings.en.advice[kind] });
      },
    );
    return () => controller.abort();
  }, [collection, src, firebaseConfig, firestoreEmulator, timeoutMs, attempt]);

  return [current.key === key ? current.state : LOADING, () => setAttempt((n) => n + 1)];
}
