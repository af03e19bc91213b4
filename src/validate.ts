import type { Product } from './product.js';
import { safeImageUrl } from './safe-url.js';

export { safeImageUrl };

export const AVAILABILITIES = ['in stock', 'sold out'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * The sizes every source and the rules hold a record to (firestore.rules repeats them): a title a phone can show,
 * a description a page can hold, and a price from 0 to ten lakh rupees.
 */
export const LIMITS = { title: 200, des: 5000, price: 1_000_000, showrooms: 10 } as const;

/**
 * A staff photo as the shop manager stores it in Firestore (photos/{id}; firestore.rules repeats these): JPEG or
 * WebP, its longest side at most 1 600 px, at most 900 KB so the document stays under Firestore's 1 MiB.
 */
export const PHOTO_LIMITS = { bytes: 900 * 1024, side: 1600, types: ['image/jpeg', 'image/webp'] } as const;

export interface ValidationResult {
  products: Product[];
  /** Records dropped because they were not objects or their title/des was not text. */
  skipped: number;
}

/**
 * Turns whatever a source returned into products. Never throws: a record that
 * is not an object, or whose title or des is not a string, is skipped and counted.
 */
export function validateRecords(records: unknown, base: string | URL): ValidationResult {
  const products: Product[] = [];
  let skipped = 0;
  if (!Array.isArray(records)) return { products, skipped };
  records.forEach((record: unknown, index) => {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      skipped++;
      return;
    }
    const { id, title, des, img } = record as Record<string, unknown>;
    if (typeof title !== 'string' || typeof des !== 'string') {
      skipped++;
      return;
    }
    products.push({
      id: typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : `item-${index + 1}`,
      title,
      des,
      img: safeImageUrl(img, base),
      ...pickOptional(record as Record<string, unknown>).fields,
    });
  });
  return { products, skipped };
}

/** The record's optional fields (src/product.ts). */
export type OptionalField = 'title_bn' | 'des_bn' | 'price' | 'availability' | 'showrooms';
type OptionalFields = Pick<Product, OptionalField>;

export const SHOWROOM_ID = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The optional fields of a record, checked one by one: what is usable is kept, what is not is left out (the card
 * then looks as it would without it) and its name is in `bad` (src/field-problems.ts says what is wrong, for the
 * import and the build; the widgets need only the names). Empty text and null count as absent.
 */
export function pickOptional(record: Record<string, unknown>): { fields: OptionalFields; bad: OptionalField[] } {
  const fields: OptionalFields = {};
  const bad: OptionalField[] = [];
  const absent = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
  const { title_bn, des_bn, price, availability, showrooms } = record;
  const text = (field: 'title_bn' | 'des_bn', value: unknown, limit: number) => {
    if (absent(value)) return;
    if (typeof value === 'string' && value.length <= limit) fields[field] = value;
    else bad.push(field);
  };
  text('title_bn', title_bn, LIMITS.title);
  text('des_bn', des_bn, LIMITS.des);
  if (!absent(price)) {
    if (Number.isInteger(price) && (price as number) >= 0 && (price as number) <= LIMITS.price)
      fields.price = price as number;
    else bad.push('price');
  }
  if (!absent(availability)) {
    if (availability === 'sold out') fields.availability = availability;
    else if (availability !== 'in stock') bad.push('availability');
  }
  if (!absent(showrooms)) {
    if (
      Array.isArray(showrooms) &&
      showrooms.length <= LIMITS.showrooms &&
      showrooms.every((s) => typeof s === 'string' && SHOWROOM_ID.test(s))
    ) {
      if (showrooms.length) fields.showrooms = [...new Set(showrooms as string[])];
    } else bad.push('showrooms');
  }
  return { fields, bad };
}
