/**
 * The optional cells of a spreadsheet row as the staff type them: a price with or without commas, the rupee sign
 * or Bengali digits; "in stock" / "sold out" (or the Bengali); the showrooms that have the product. Each reader
 * gives the value to store, nothing for an empty cell, or a problem in words that says what to type.
 */
import { LIMITS, type Availability } from '../src/validate.js';

export type Cell<T> = { value?: T } | { problem: string };

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const asciiDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));

/** `2450`, `2,450`, `₹2,450`, `₹ 2,450.00`, `Rs. 2450`, `২৪৫০` → 2450; an empty cell → no price. */
export function priceCell(cell: string): Cell<number> {
  const text = cell.trim();
  if (text === '') return {};
  const plain = asciiDigits(text)
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*(\/-|-)$/, '');
  const match = plain.match(/^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.0{1,2})?$/);
  const rupees = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
  if (Number.isSafeInteger(rupees) && rupees <= LIMITS.price) return { value: rupees };
  const why = /^\d[\d,]*\.\d+$/.test(plain)
    ? 'has paise; the site shows whole rupees'
    : Number.isSafeInteger(rupees)
      ? `is more than ${LIMITS.price.toLocaleString('en-IN')} rupees`
      : 'is not a price';
  return {
    problem: `"${text}" ${why}. Type the price in whole rupees, for example 2450 or ₹2,450, or leave the cell empty for "Ask for price".`,
  };
}

const AVAILABILITY: Record<string, Availability> = {
  'in stock': 'in stock',
  'sold out': 'sold out',
  'স্টকে আছে': 'in stock',
  'বিক্রি হয়ে গেছে': 'sold out',
};

/**
 * `in stock` / `sold out` in any case (or `স্টকে আছে` / `বিক্রি হয়ে গেছে`). In stock is stored as no value,
 * as the site reads a product without one; an empty cell is in stock too.
 */
export function availabilityCell(cell: string): Cell<'sold out'> {
  const text = cell.trim().replace(/\s+/g, ' ');
  if (text === '') return {};
  const found = AVAILABILITY[text.toLowerCase()];
  if (found === 'sold out') return { value: found };
  if (found) return {};
  return {
    problem: `"${text}" is not an availability. Type in stock or sold out (স্টকে আছে or বিক্রি হয়ে গেছে), or leave the cell empty for in stock.`,
  };
}

/** `ranaghat, karimpur` or `Ranaghat Karimpur` → ['ranaghat', 'karimpur'], checked against the shop's showroom ids. */
export function showroomsCell(cell: string, ids: readonly string[]): Cell<string[]> {
  const names = cell
    .trim()
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (names.length === 0) return {};
  const unknown = names.filter((name) => !ids.includes(name));
  if (unknown.length) {
    const what = unknown.map((n) => `"${n}"`).join(' and ');
    return {
      problem: `${what} ${unknown.length === 1 ? 'is not a showroom' : 'are not showrooms'}. Type the showrooms that have it, separated by commas: ${ids.join(', ')}.`,
    };
  }
  return { value: [...new Set(names)] };
}

/** A Bengali name or description: kept as typed (line breaks as \n), within the length the site allows. */
export function textCell(cell: string, limit: number, example: string): Cell<string> {
  const text = cell.trim().replace(/\r\n?/g, '\n');
  if (text === '') return {};
  if (text.length > limit)
    return {
      problem: `${text.length} characters; the site shows at most ${limit}. Shorten it (${example}).`,
    };
  return { value: text };
}
