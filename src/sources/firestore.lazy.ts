/**
 * The Firestore source as the widgets load it: later, in a chunk of its own with the SDK, and only when an element
 * has a firebase-config (src/sources/index.ts).
 */
export { fetchFirestoreRecords } from './firestore.js';
