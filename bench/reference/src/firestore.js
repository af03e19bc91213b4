// The full Firebase SDK, as the original site used it; the benchmark points it at the Firestore emulator.
import { initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, getDocs, getFirestore } from 'firebase/firestore';

let db;
function database() {
  if (db) return db;
  db = getFirestore(initializeApp({ projectId: 'demo-showroom', apiKey: 'bench-reference' }));
  const emulator = document.querySelector('meta[name="firestore-emulator"]')?.content;
  if (emulator) {
    const [host, port] = emulator.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}

export async function products(name) {
  const snapshot = await getDocs(collection(database(), name));
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
