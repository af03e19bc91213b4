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
      ...optionalFields(record as Record<string, unknown>).fields,
    });
  });
  return { products, skipped };
}

/** A field the record has but the site cannot use, in words (the import and the build name the row or document). */
export interface FieldProblem {
  field: 'title_bn' | 'des_bn' | 'price' | 'availability' | 'showrooms';
  problem: string;
}

const SHOWROOM_ID = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The optional fields of a record, checked one by one: what is usable is kept, what is not is left out (the card
 * then looks as it would without it) and named in `problems`. Empty text and null count as absent.
 */
export function optionalFields(record: Record<string, unknown>): {
  fields: Pick<Product, 'title_bn' | 'des_bn' | 'price' | 'availability' | 'showrooms'>;
  problems: FieldProblem[];
} {
  const fields: Pick<Product, 'title_bn' | 'des_bn' | 'price' | 'availability' | 'showrooms'> = {};
  const problems: FieldProblem[] = [];
  const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  for (const [field, limit] of [
    ['title_bn', LIMITS.title],
    ['des_bn', LIMITS.des],
  ] as const) {
    const value = record[field];
    if (absent(value)) continue;
    if (typeof value !== 'string') problems.push({ field, problem: 'should be text' });
    else if (value.length > limit) problems.push({ field, problem: `longer than ${limit} characters` });
    else fields[field] = value;
  }
  const { price, availability, showrooms } = record;
  if (!absent(price)) {
    if (typeof price === 'number' && Number.isInteger(price) && price >= 0 && price <= LIMITS.price)
      fields.price = price;
    else
      problems.push({ field: 'price', problem: `should be whole rupees from 0 to ${LIMITS.price} (for example 2450)` });
  }
  if (!absent(availability)) {
    if ((AVAILABILITIES as readonly unknown[]).includes(availability)) {
      if (availability !== 'in stock') fields.availability = availability as Availability;
    } else problems.push({ field: 'availability', problem: 'should be "in stock" or "sold out"' });
  }
  if (!absent(showrooms)) {
    if (
      Array.isArray(showrooms) &&
      showrooms.length <= LIMITS.showrooms &&
      showrooms.every((s) => typeof s === 'string' && SHOWROOM_ID.test(s))
    ) {
      if (showrooms.length) fields.showrooms = [...new Set(showrooms as string[])];
    } else
      problems.push({
        field: 'showrooms',
        problem: 'should be a list of showroom ids (ranaghat, bethuadahari, karimpur)',
      });
  }
  return { fields, problems };
}
