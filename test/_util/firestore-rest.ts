/**
 * Requests to the Firestore emulator's REST API as a client makes them, with a Firebase ID token (or none), so
 * firestore.rules decides. Field values: strings, numbers (whole ones as integers), booleans, null, lists, maps,
 * a Buffer (bytes), a Date (a timestamp), and NOW, the server's request time (`serverTimestamp()`).
 */
import { PROJECT, type Emulator } from './emulator.js';

export const NOW: unique symbol = Symbol('request.time');

export type Field = string | number | boolean | null | Buffer | Date | typeof NOW | Field[] | { [key: string]: Field };
export type Fields = Record<string, Field>;

export function toRestValue(value: Field): Record<string, unknown> {
  if (value === NOW) throw new Error('NOW is a top-level field only');
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Buffer.isBuffer(value)) return { bytesValue: value.toString('base64') };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  return { mapValue: { fields: restFields(value as Fields) } };
}

const restFields = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v === NOW ? [] : [[k, toRestValue(v)]])));

/** A document path ("Men Punjabi/p1") as a URL path, each segment encoded. */
const urlPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export interface Answer {
  status: number;
  body: string;
}

export interface Client {
  get(path: string): Promise<Answer>;
  list(collection: string): Promise<Answer>;
  /** Writes a new document (refused by Firestore if it exists). */
  create(path: string, fields: Fields): Promise<Answer>;
  /** Replaces an existing document, or with `mask` only those fields. */
  update(path: string, fields: Fields, mask?: string[]): Promise<Answer>;
  delete(path: string): Promise<Answer>;
}

/**
 * A client of `emulator` signed in with `idToken`; none is a visitor. `Bearer owner` is the emulator's own
 * administrator, which the rules let through (as they let the Admin SDK).
 */
export function client(emulator: Emulator, idToken?: string): Client {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  const name = (path: string) => `projects/${PROJECT}/databases/(default)/documents/${path}`;
  const answer = async (response: Response): Promise<Answer> => ({
    status: response.status,
    body: await response.text(),
  });
  const commit = async (write: Record<string, unknown>) =>
    answer(
      await fetch(`${emulator.documentsUrl}:commit`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ writes: [write] }),
      }),
    );
  const write = (path: string, fields: Fields, exists: boolean, mask?: string[]) => ({
    update: { name: name(path), fields: restFields(fields) },
    ...(mask ? { updateMask: { fieldPaths: mask.filter((f) => fields[f] !== NOW) } } : {}),
    updateTransforms: Object.entries(fields)
      .filter(([, v]) => v === NOW)
      .map(([fieldPath]) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
    currentDocument: { exists },
  });
  return {
    get: async (path) => answer(await fetch(`${emulator.documentsUrl}/${urlPath(path)}`, { headers })),
    list: async (collection) =>
      answer(await fetch(`${emulator.documentsUrl}/${urlPath(collection)}?pageSize=5`, { headers })),
    create: (path, fields) => commit(write(path, fields, false)),
    update: (path, fields, mask) => commit(write(path, fields, true, mask)),
    delete: (path) => commit({ delete: name(path) }),
  };
}

/** The emulator's administrator: writes and deletes past the rules, as the Admin SDK does. */
export const admin = (emulator: Emulator): Client => client(emulator, 'owner');

/** Writes `docs` (path → fields) past the rules, in one commit. */
export async function seedAll(emulator: Emulator, docs: Record<string, Fields>): Promise<void> {
  const writes = Object.entries(docs).map(([path, fields]) => ({
    update: { name: `projects/${PROJECT}/databases/(default)/documents/${path}`, fields: restFields(fields) },
  }));
  if (!writes.length) return;
  const response = await fetch(`${emulator.documentsUrl}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`seed: ${response.status} ${await response.text()}`);
}
