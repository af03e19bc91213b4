import type { EnquiryKind } from './links.js';
import type { Availability } from './validate.js';

export { AVAILABILITIES, LIMITS, type Availability } from './validate.js';

/** One product of the catalogue, after validation. */
export interface Product {
  id: string;
  title: string;
  des: string;
  /**
   * The photo's http(s) URL, or null when the record had none we can show. Validation makes it absolute
   * (site-relative paths resolved against the data's URL); the site build writes the shop's own photos back
   * as site-relative paths.
   */
  img: string | null;
  /** The Bengali name and description; Bengali pages and widgets show them, English ones the English. */
  title_bn?: string;
  des_bn?: string;
  /** Whole rupees; absent: "Ask for price". */
  price?: number;
  /** Absent means in stock. */
  availability?: Availability;
  /** Ids of the showrooms that have it (site/data/shop.json `showrooms[].id`: ranaghat, bethuadahari, karimpur). */
  showrooms?: string[];
}

/** The record's fields beyond the seed's { id, title, des, img }, in the order a spreadsheet shows them. */
export const OPTIONAL_FIELDS = ['title_bn', 'des_bn', 'price', 'availability', 'showrooms'] as const;

/** The Firestore collections that hold the catalogue (names as the shop's database spells them). */
export const COLLECTIONS = ['Saree', 'Men Punjabi', 'Men Tshirt', 'Men Blazer'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export interface CollectionInfo {
  /** File name of the embedded JSON under `catalogue/`. */
  slug: string;
  /** Cards shown before "Show more": the original site's caps, 78 sarees and 178 of each men's collection. */
  limit: number;
  /** The chat message's opening sentence (src/links.ts ENQUIRIES): "this saree" on the saree listing, "this item" on the men's. */
  enquiry: EnquiryKind;
}

export const COLLECTION_INFO: Record<Collection, CollectionInfo> = {
  Saree: { slug: 'saree', limit: 78, enquiry: 'saree' },
  'Men Punjabi': { slug: 'men-punjabi', limit: 178, enquiry: 'item' },
  'Men Tshirt': { slug: 'men-tshirt', limit: 178, enquiry: 'item' },
  'Men Blazer': { slug: 'men-blazer', limit: 178, enquiry: 'item' },
};

export function isCollection(value: unknown): value is Collection {
  return typeof value === 'string' && (COLLECTIONS as readonly string[]).includes(value);
}
