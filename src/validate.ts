import type { Product } from './product.js';
import { safeImageUrl } from './safe-url.js';

export { safeImageUrl };

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
    });
  });
  return { products, skipped };
}
