/**
 * What `npm run publish` would publish, as hashes: one per product (its record as the site uses it:
 * src/product-hash.ts, which the shop manager hashes too, to show what is waiting), one for the shop's settings, one
 * for the project's own files that make the site (pages, widgets, content, photos), and one over them all and the
 * versions of the products' photos. Equal hashes mean an equal site, whatever the documents' timestamps say, so a
 * run with nothing new does nothing.
 */
import { COLLECTIONS } from '../src/product.js';
import { hashOf, productKey } from '../src/product-hash.js';
import { filesHash } from '../site/build/files-hash.js';
import type { FirestoreShop } from '../site/build/firestore-shop.js';

export interface Fingerprint {
  hash: string;
  /** "Collection/id" → the hash of that product's record as it would be published. */
  products: Record<string, string>;
  /** The version of each photo the published products name (null: there is none). */
  photos: Record<string, string | null>;
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

/**
 * The hashes of what would be published: the products validation keeps (a skipped document is not on the site, so
 * it changes nothing), the versions of their photos (a photo's bytes never change without a new one: site/build/
 * photo-store.ts), the settings, and `siteHash`.
 */
export async function fingerprint(
  shop: Pick<FirestoreShop, 'collections' | 'photoVersions'>,
  settings: unknown,
  siteHash: string,
): Promise<Fingerprint> {
  const products: Record<string, string> = {};
  const photos: Record<string, string | null> = {};
  for (const collection of COLLECTIONS) {
    const { records, skippedIds } = shop.collections[collection];
    for (const record of records as Array<Record<string, unknown>>) {
      const id = String(record.id);
      if (skippedIds.includes(id)) continue;
      products[productKey(collection, id)] = await hashOf(record);
      if (typeof record.photo === 'string') photos[record.photo] = shop.photoVersions.get(record.photo) ?? null;
    }
  }
  const settingsHash = await hashOf(settings);
  const hash = await hashOf({ products, photos, settingsHash, siteHash });
  return { hash, products, photos, settingsHash, siteHash };
}

/** What changes from the last publish (`before`, from `publishing/state`) to `now`. */
export function changesSince(
  before:
    { products?: Record<string, string>; photos?: Record<string, string | null>; settingsHash?: string } | undefined,
  now: Fingerprint,
  shop: FirestoreShop,
): Changes {
  const old = before?.products ?? {};
  const recordOf = (key: string) => {
    const [collection, ...id] = key.split('/');
    const records = shop.collections[collection as (typeof COLLECTIONS)[number]].records;
    return (records as Array<Record<string, unknown>>).find((r) => r.id === id.join('/'));
  };
  // A photo whose bytes came or changed under the same id changes its product's page too.
  const newPhoto = (key: string) => {
    const photo = recordOf(key)?.photo;
    return typeof photo === 'string' && before?.photos !== undefined && before.photos[photo] !== now.photos[photo];
  };
  const added = Object.keys(now.products).filter((key) => !(key in old));
  const changed = Object.keys(now.products).filter(
    (key) => key in old && (old[key] !== now.products[key] || newPhoto(key)),
  );
  const removed = Object.keys(old).filter((key) => !(key in now.products));
  const soldOut = [...added, ...changed].filter((key) => recordOf(key)?.availability === 'sold out');
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
