import type { Product } from './product.js';

export interface ValidationResult {
  products: Product[];
  /** Records dropped because they were not objects or their title/des was not text. */
  skipped: number;
}

/**
 * Keeps an image URL only when it is http(s), resolving site-relative paths
 * against the URL the data came from (so a partner's page still finds them).
 * Anything else (javascript:, data:, vbscript:, garbage) becomes null.
 */
export function safeImageUrl(value: unknown, base: string | URL): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  // Protocol-relative and scheme-bearing strings must be http(s); everything else is a path.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:/i.test(text)) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
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
    });
  });
  return { products, skipped };
}
