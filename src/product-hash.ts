/**
 * A product as `npm run publish` puts it on the site, and its hash: the publish keeps each published product's hash
 * in `publishing/state.products` ("Collection/id" → hash), and the shop manager hashes the products it has with the
 * same code to show what waits for the next publish. Web Crypto's SHA-256 only, so it runs in Node and on a phone.
 */
import { OPTIONAL_FIELDS } from './product.js';
import { validateRecords } from './validate.js';

/** The fields of a product document the site uses; the others (updatedAt, updatedBy, a note) are not published. */
export const PRODUCT_FIELDS = ['title', 'des', 'img', 'photo', ...OPTIONAL_FIELDS] as const;

/** The record of a product document: the fields the site uses, plus its id. */
export function productRecord(id: string, data: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) if (data[field] !== undefined) record[field] = data[field];
  return { ...record, id };
}

/** Whether the site leaves the record out (its title or description is not text), as the build does. */
export const leftOutOfSite = (record: Record<string, unknown>): boolean =>
  validateRecords([record], 'https://example.invalid/').skipped > 0;

/** The product's key in the records: "Collection/id". */
export const productKey = (collection: string, id: string): string => `${collection}/${id}`;

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** JSON with every object's keys in order, so equal data always gives the same text; bytes as their hex. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Uint8Array) return JSON.stringify(hex(value));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The SHA-256 of `text` (UTF-8), in hex. */
export async function sha256(text: string | Uint8Array): Promise<string> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)));
}

/** The hash of a value by its canonical JSON: a product record, the shop's settings. */
export const hashOf = (value: unknown): Promise<string> => sha256(canonical(value));
