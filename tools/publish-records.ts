/**
 * The documents `npm run publish` keeps in Firestore (written only through the Admin SDK; the shop manager reads
 * them): `publishing/lease` (one publish at a time), `publishing/state` (what the site holds now),
 * `publishing/request` ("Publish now", written by the manager, cleared here) and one `publishes/{autoId}` per run
 * that did something, with what it changed or why it failed, in plain words. Each run also empties `trash/` of the
 * products deleted more than 30 days ago.
 */
import os from 'node:os';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Changes, Fingerprint } from './publish-hash.js';

/** How long a publish may hold the lease; one that died holding it is overtaken after this. */
export const LEASE_MINUTES = 20;

export interface State {
  hash?: string;
  products?: Record<string, string>;
  /** The version of each photo the published products name. */
  photos?: Record<string, string | null>;
  settingsHash?: string;
  at?: Timestamp;
  /** The last run that failed, so the same failing changes are not built again every 15 minutes. */
  failed?: { hash: string; at: Timestamp; message: string };
}

export interface Request {
  requestedAt?: Timestamp;
  requestedBy?: string;
}

export interface PublishRecord {
  ok: boolean;
  message: string;
  changes: Changes;
  hash: string;
  seconds: number;
  /** The documents left out, one sentence each ("Saree/x: …"). */
  skipped: string[];
  /** Who asked for this publish in the shop manager, if anyone did. */
  requestedBy?: string;
}

const doc = (db: Firestore, id: 'lease' | 'state' | 'request') => db.collection('publishing').doc(id);

/** Who holds the lease, in words: the workflow run, or the computer and process. */
export function holderName(env: NodeJS.ProcessEnv = process.env): string {
  return env.GITHUB_RUN_ID ? `GitHub Actions run ${env.GITHUB_RUN_ID}` : `${os.hostname()} (process ${process.pid})`;
}

/**
 * Takes the lease for `holder`, unless another holds it and it has not run out: then returns that lease, and this
 * run must not publish.
 */
export async function takeLease(db: Firestore, holder: string): Promise<{ holder: string; expiresAt: Date } | null> {
  return db.runTransaction(async (t) => {
    const current = (await t.get(doc(db, 'lease'))).data() as { holder?: string; expiresAt?: Timestamp } | undefined;
    if (current?.expiresAt && current.expiresAt.toMillis() > Date.now())
      return { holder: current.holder ?? 'another publish', expiresAt: current.expiresAt.toDate() };
    t.set(doc(db, 'lease'), { holder, expiresAt: Timestamp.fromMillis(Date.now() + LEASE_MINUTES * 60_000) });
    return null;
  });
}

/** Gives the lease back, if this run still holds it. */
export async function releaseLease(db: Firestore, holder: string): Promise<void> {
  await db.runTransaction(async (t) => {
    const current = (await t.get(doc(db, 'lease'))).data() as { holder?: string } | undefined;
    if (current?.holder === holder) t.delete(doc(db, 'lease'));
  });
}

export async function readState(db: Firestore): Promise<{ state: State | undefined; request: Request | undefined }> {
  const [state, request] = await Promise.all([doc(db, 'state').get(), doc(db, 'request').get()]);
  return { state: state.data() as State | undefined, request: request.data() as Request | undefined };
}

/**
 * Records a run: its `publishes` document; after a publish, the new state; after a failure, the failure in the
 * state (the last good publish stays as it was); the request it answered cleared (unless a newer one came since).
 */
export async function recordRun(
  db: Firestore,
  record: PublishRecord,
  options: { fingerprint?: Fingerprint; request?: Request | undefined },
): Promise<void> {
  const batch = db.batch();
  const at = FieldValue.serverTimestamp();
  batch.create(db.collection('publishes').doc(), { ...record, at });
  const { fingerprint } = options;
  // The state is replaced whole (a merge would keep the products removed since, as if still online).
  if (fingerprint && record.ok)
    batch.set(doc(db, 'state'), {
      hash: fingerprint.hash,
      products: fingerprint.products,
      photos: fingerprint.photos,
      settingsHash: fingerprint.settingsHash,
      at,
    });
  else if (fingerprint)
    batch.set(doc(db, 'state'), { failed: { hash: fingerprint.hash, at, message: record.message } }, { merge: true });
  await batch.commit();
  if (options.request) await clearRequest(db, options.request);
}

/** Deletes `publishing/request`, if it is still the one this run read. */
async function clearRequest(db: Firestore, read: Request): Promise<void> {
  await db.runTransaction(async (t) => {
    const now = (await t.get(doc(db, 'request'))).data() as Request | undefined;
    if (!now) return;
    const same =
      now.requestedBy === read.requestedBy &&
      (now.requestedAt?.toMillis() ?? null) === (read.requestedAt?.toMillis() ?? null);
    if (same) t.delete(doc(db, 'request'));
  });
}

/** How long a deleted product stays in `trash/`, where the shop manager can bring it back. */
export const TRASH_DAYS = 30;

/**
 * Deletes for good the trash entries of products deleted more than TRASH_DAYS ago (`deletedAt`, which the rules
 * make the server's time); returns them, each as "Collection/id ("its title")".
 */
export async function emptyOldTrash(db: Firestore, now = Date.now()): Promise<string[]> {
  const before = Timestamp.fromMillis(now - TRASH_DAYS * 24 * 60 * 60 * 1000);
  const { docs } = await db.collection('trash').where('deletedAt', '<', before).get();
  // A batch takes at most 500 writes.
  for (let i = 0; i < docs.length; i += 500) {
    const batch = db.batch();
    for (const entry of docs.slice(i, i + 500)) batch.delete(entry.ref);
    await batch.commit();
  }
  return docs.map((entry) => {
    const { collection, productId, record } = entry.data() as {
      collection?: unknown;
      productId?: unknown;
      record?: { title?: unknown };
    };
    const title = typeof record?.title === 'string' ? ` (${JSON.stringify(record.title)})` : '';
    return `${String(collection)}/${String(productId)}${title}`;
  });
}

/** A Firestore time as the shop reads it: "12 Nov 2026, 2:30 pm (India time)". */
export function shopTime(at: Timestamp | Date | undefined): string {
  if (!at) return 'an unknown time';
  const date = at instanceof Date ? at : at.toDate();
  return `${new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date)} (India time)`;
}
