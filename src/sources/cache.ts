import type { Product } from '../product.js';

/**
 * The last good copy of each collection, kept in the shopper's browser so a
 * flaky connection after an earlier success still shows the products (with
 * their date). Storage may be missing, full or blocked: then nothing is kept.
 */
export interface SavedCopy {
  products: Product[];
  skipped: number;
  /** When the copy was loaded (ms since epoch). */
  savedAt: number;
}

const PREFIX = 'shop-catalogue:v1:';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // blocked by the browser's privacy settings
  }
}

export function saveCopy(key: string, copy: SavedCopy): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(copy));
  } catch {
    // quota exceeded or storage disabled: the live data is still shown
  }
}

export function readCopy(key: string): SavedCopy | undefined {
  try {
    const text = storage()?.getItem(PREFIX + key);
    if (!text) return undefined;
    const copy = JSON.parse(text) as Partial<SavedCopy>;
    if (!Array.isArray(copy.products) || typeof copy.savedAt !== 'number') return undefined;
    const products = copy.products.filter(
      (p): p is Product =>
        typeof p === 'object' &&
        p !== null &&
        typeof p.id === 'string' &&
        typeof p.title === 'string' &&
        typeof p.des === 'string',
    );
    return { products, skipped: typeof copy.skipped === 'number' ? copy.skipped : 0, savedAt: copy.savedAt };
  } catch {
    return undefined;
  }
}
