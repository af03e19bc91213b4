/*
 * The Firestore source, for the site's build and, through firestore.lazy.ts, for a catalogue with a
 * firebase-config. Only the REST-based lite SDK is used; no auth client is created.
 */
import { initializeApp, getApps, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { collection, connectFirestoreEmulator, getDocs, getFirestore } from 'firebase/firestore/lite';
import { CatalogueLoadError } from './errors.js';

function appFor(config: FirebaseOptions, emulator: string | undefined): FirebaseApp {
  // One app per project and emulator: the emulator can only be connected before first use.
  const name = `shop:${config.projectId ?? ''}:${emulator ?? ''}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return existing;
  const app = initializeApp(config, name);
  if (emulator) {
    const [host, port] = emulator.split(':');
    connectFirestoreEmulator(getFirestore(app), host ?? '127.0.0.1', Number(port));
  }
  return app;
}

/** All documents of a collection as plain records with their `id`. */
export async function fetchFirestoreRecords(
  config: FirebaseOptions,
  collectionName: string,
  emulator?: string,
): Promise<unknown[]> {
  try {
    const snapshot = await getDocs(collection(getFirestore(appFor(config, emulator)), collectionName));
    return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'permission-denied') {
      throw new CatalogueLoadError('permission', `Firestore refused to read ${collectionName}`);
    }
    throw new CatalogueLoadError('unavailable', `Firestore could not read ${collectionName}: ${String(error)}`);
  }
}
