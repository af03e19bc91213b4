/**
 * The four collections as the phone has them, live: each product with its record and whether a change of it is
 * still waiting to reach the server (`hasPendingWrites`, heard through `includeMetadataChanges`).
 */
import { useEffect, useState } from 'react';
import { collection, onSnapshot, type Firestore } from 'firebase/firestore';
import { COLLECTIONS, type Collection } from '../../src/product.js';
import type { ProductRecord } from './records.js';

export interface Item {
  collection: Collection;
  id: string;
  record: ProductRecord;
  pending: boolean;
}

export type Catalogue = Partial<Record<Collection, Item[]>>;

export function useCatalogue(db: Firestore, enabled: boolean): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>({});
  useEffect(() => {
    if (!enabled) return undefined;
    const stops = COLLECTIONS.map((name) =>
      onSnapshot(
        collection(db, name),
        { includeMetadataChanges: true },
        (snapshot) => {
          const items = snapshot.docs.map((d) => ({
            collection: name,
            id: d.id,
            record: d.data() as ProductRecord,
            pending: d.metadata.hasPendingWrites,
          }));
          setCatalogue((now) => ({ ...now, [name]: items }));
        },
        () => setCatalogue((now) => ({ ...now, [name]: [] })),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [db, enabled]);
  return catalogue;
}

/** Whether the phone thinks it has a signal (the browser's own `online`/`offline` events). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
}
