/**
 * The Firebase app of the shop manager: Auth, and Firestore with the persistent cache, so an edit made without a
 * signal stays on the phone (IndexedDB) and is sent when the signal returns.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';

/** What the build writes into the page: the shop's Firebase project (or null) and its showrooms. */
export interface PageData {
  firebase: (FirebaseOptions & { projectId: string }) | null;
  showrooms: { id: string; name: { en: string; bn: string } }[];
  /** The shop's details the site was built with (site/data/shop.json's fields, without `firebase`). */
  shop?: Record<string, unknown>;
}

export interface ManagerConfig {
  firebase: FirebaseOptions & { projectId: string };
  /** Emulator hosts (host:port), only ever from a page served by localhost. */
  emulator?: { firestore: string; auth: string };
}

const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * The config the build wrote into the page (`<script type="application/json" id="manager-config">`, the
 * `firebase` field of site/data/shop.json), or null when the shop has none. On localhost only,
 * `?emulator=HOST:PORT&auth=HOST:PORT` points the app at the emulators (a `demo-showroom` project when the shop
 * has no Firebase project).
 */
export function readPageData(doc: Document): PageData {
  const text = doc.getElementById('manager-config')?.textContent;
  return text ? (JSON.parse(text) as PageData) : { firebase: null, showrooms: [] };
}

export function readConfig(firebase: PageData['firebase'], location: Location): ManagerConfig | null {
  const params = new URLSearchParams(location.search);
  const firestore = params.get('emulator');
  const auth = params.get('auth');
  if (LOCAL.test(location.hostname) && firestore && auth) {
    const project = params.get('project') ?? 'demo-showroom';
    return {
      firebase: firebase ?? { apiKey: 'demo-key', projectId: project, authDomain: `${project}.firebaseapp.com` },
      emulator: { firestore, auth },
    };
  }
  return firebase ? { firebase } : null;
}

export interface Connection {
  auth: Auth;
  db: Firestore;
}

export function connect(config: ManagerConfig): Connection {
  const app = initializeApp(config.firebase);
  // Not getAuth: on a phone it loads Google's sign-in script (apis.google.com) and frame before it says whether
  // anyone is signed in, so a weak signal kept the sign-in screen waiting up to 30 s. Google's popup gets what it
  // needs when its button is pressed (signin.tsx).
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const db = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (config.emulator) {
    connectAuthEmulator(auth, `http://${config.emulator.auth}`, { disableWarnings: true });
    const [host, port] = config.emulator.firestore.split(':');
    connectFirestoreEmulator(db, host!, Number(port));
  }
  return { auth, db };
}
