/**
 * The element's attributes as the component uses them: a wrong value is reported once on the console and
 * replaced by the default, so a partner's typo never blanks the listing.
 */
import type { FirebaseOptions } from 'firebase/app';
import { COLLECTIONS, isCollection, type Collection } from '../../src/product.js';
import { telHref } from '../../src/links.js';
import { errorOnce } from '../_runtime/warn.js';

export const TAG = '<shop-catalogue>';
const MAX_LIMIT = 10_000;

export function pickCollection(value: string | undefined): Collection {
  if (value === undefined || isCollection(value)) return value ?? 'Saree';
  errorOnce(`${TAG}: collection "${value}" is not one of ${COLLECTIONS.join(', ')}; showing Saree.`);
  return 'Saree';
}

export function pickLimit(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 1) {
    errorOnce(`${TAG}: limit must be a whole number of 1 or more; using ${fallback}.`);
    return fallback;
  }
  return Math.min(Math.floor(value), MAX_LIMIT);
}

export function pickPhone(value: string | undefined, attribute: string, fallback: string): string {
  if (value === undefined || telHref(value)) return value ?? fallback;
  errorOnce(`${TAG}: ${attribute} "${value}" is not a phone number; using the shop's number.`);
  return fallback;
}

export function parseFirebaseConfig(value: string | undefined): FirebaseOptions | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    const config: unknown = JSON.parse(value);
    if (typeof config === 'object' && config !== null && typeof (config as FirebaseOptions).projectId === 'string') {
      return config as FirebaseOptions;
    }
  } catch {
    // reported below
  }
  errorOnce(`${TAG}: firebase-config is not a JSON Firebase config with a projectId; using the embedded catalogue.`);
  return undefined;
}

/** Milliseconds to wait for the data; anything but a positive number means the default. */
export const pickTimeout = (value: number | undefined): number => (value !== undefined && value > 0 ? value : 10_000);
