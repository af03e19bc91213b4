/** One product of the catalogue, after validation. */
export interface Product {
  id: string;
  title: string;
  des: string;
  /** Absolute http(s) URL of the photo, or null when the record had none we can show. */
  img: string | null;
}

/** The Firestore collections that hold the catalogue (names as the shop's database spells them). */
export const COLLECTIONS = ['Saree', 'Men Punjabi', 'Men Tshirt', 'Men Blazer'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export interface CollectionInfo {
  /** File name of the embedded JSON under `catalogue/`. */
  slug: string;
  /** Plural shown to shoppers ("Showing 78 of 132 sarees"). */
  noun: string;
  /** Spec §9: 78 sarees, 178 of each men's collection are shown before "Show more". */
  limit: number;
  /** Spec §2: the chat message; DESIGN.md says "this item" on the men's pages. */
  message: string;
}

export const COLLECTION_INFO: Record<Collection, CollectionInfo> = {
  Saree: { slug: 'saree', noun: 'sarees', limit: 78, message: 'I want to buy this saree, contact me' },
  'Men Punjabi': { slug: 'men-punjabi', noun: 'punjabis', limit: 178, message: 'I want to buy this item, contact me' },
  'Men Tshirt': { slug: 'men-tshirt', noun: 'T-shirts', limit: 178, message: 'I want to buy this item, contact me' },
  'Men Blazer': { slug: 'men-blazer', noun: 'blazers', limit: 178, message: 'I want to buy this item, contact me' },
};

export function isCollection(value: unknown): value is Collection {
  return typeof value === 'string' && (COLLECTIONS as readonly string[]).includes(value);
}
