/**
 * What `npm run publish` would publish, as hashes: one per product (its record and its photo's version), one for the
 * shop's settings, one for the project's own files that make the site (pages, widgets, content, photos), and one
 * over them all. Equal hashes mean an equal site, whatever the documents' timestamps say, so a run with nothing new
 * does nothing; the per-product hashes, kept in `publishing/state`, let the shop manager show what is waiting.
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS } from '../src/product.js';
import { filesHash } from '../site/build/files-hash.js';
import type { FirestoreShop } from '../site/build/firestore-shop.js';

export interface Fingerprint {
  hash: string;
  /** "Collection/id" → the hash of that product as it would be published. */
  products: Record<string, string>;
  settingsHash: string;
  /** The hash of the project's own files that make the site. */
  siteHash: string;
}

/** What a publish changes on the site, as the `publishes` records and the messages name it. */
export interface Changes {
  added: string[];
  changed: string[];
  removed: string[];
  /** Added or changed products that are now sold out. */
  soldOut: string[];
  settings: boolean;
}

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** JSON with every object's keys in order, so equal data always gives the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Uint8Array) return JSON.stringify(sha256(value));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The product's key in the records: "Collection/id". */
export const productKey = (collection: string, id: string): string => `${collection}/${id}`;

/**
 * The hashes of what would be published: the products validation keeps (a skipped document is not on the site, so
 * it changes nothing), each with its photo's version (its bytes never change without a new one: site/build/
 * photo-store.ts), the settings, and `siteHash`.
 */
export function fingerprint(
  shop: Pick<FirestoreShop, 'collections' | 'photoVersions'>,
  settings: unknown,
  siteHash: string,
): Fingerprint {
  const products: Record<string, string> = {};
  for (const collection of COLLECTIONS) {
    const { records, skippedIds } = shop.collections[collection];
    for (const record of records as Array<Record<string, unknown>>) {
      const id = String(record.id);
      if (skippedIds.includes(id)) continue;
      const photo = typeof record.photo === 'string' ? shop.photoVersions.get(record.photo) : undefined;
      products[productKey(collection, id)] = sha256(canonical({ record, photo: photo ?? null }));
    }
  }
  const settingsHash = sha256(canonical(settings));
  const hash = sha256(canonical({ products, settingsHash, siteHash }));
  return { hash, products, settingsHash, siteHash };
}

/** What changes from the last publish (`before`, from `publishing/state`) to `now`. */
export function changesSince(
  before: { products?: Record<string, string>; settingsHash?: string } | undefined,
  now: Fingerprint,
  shop: FirestoreShop,
): Changes {
  const old = before?.products ?? {};
  const added = Object.keys(now.products).filter((key) => !(key in old));
  const changed = Object.keys(now.products).filter((key) => key in old && old[key] !== now.products[key]);
  const removed = Object.keys(old).filter((key) => !(key in now.products));
  const soldOut = [...added, ...changed].filter((key) => {
    const [collection, ...id] = key.split('/');
    const records = shop.collections[collection as (typeof COLLECTIONS)[number]].records;
    const record = (records as Array<Record<string, unknown>>).find((r) => r.id === id.join('/'));
    return record?.availability === 'sold out';
  });
  const sort = (list: string[]) => list.sort();
  return {
    added: sort(added),
    changed: sort(changed),
    removed: sort(removed),
    soldOut: sort(soldOut),
    settings: before?.settingsHash !== now.settingsHash,
  };
}

/** The changes in words: "1 added (Saree/red-silk), the shop's settings", or "" when nothing changed. */
export function describeChanges(changes: Changes): string {
  const LISTED = 5;
  const list = (items: string[]) =>
    items.slice(0, LISTED).join(', ') + (items.length > LISTED ? ` and ${items.length - LISTED} more` : '');
  const parts = (
    [
      ['added', changes.added],
      ['changed', changes.changed],
      ['removed', changes.removed],
      ['now sold out', changes.soldOut],
    ] as const
  ).flatMap(([word, items]) => (items.length ? [`${items.length} ${word} (${list(items)})`] : []));
  if (changes.settings) parts.push("the shop's settings");
  return parts.join(', ');
}

/**
 * The hash of the project's files that make the site (`entries`: folders and files), so that new code or a new
 * content file, pulled into the project, is published at the next run even when Firestore has not changed.
 */
export const siteFilesHash = (entries: readonly string[]): Promise<string> => filesHash(entries);
