/**
 * A seeded generator of catalogue records for the search benchmark: saree and
 * men's-wear titles and descriptions made of colours × fabrics × styles, with
 * Bengali words in about one record in four. Same seed, same records.
 */

import { mulberry32, pick } from '../site/sample/random.js';

export interface BenchRecord {
  id: string;
  title: string;
  des: string;
  img: string;
}

/** English colour with its Bengali name. */
const COLOURS: readonly [string, string][] = [
  ['Red', 'লাল'],
  ['Maroon', 'মেরুন'],
  ['Wine', 'ওয়াইন'],
  ['Orange', 'কমলা'],
  ['Yellow', 'হলুদ'],
  ['Mustard', 'সরষে'],
  ['Green', 'সবুজ'],
  ['Mint Green', 'হালকা সবুজ'],
  ['Bottle Green', 'গাঢ় সবুজ'],
  ['Sky Blue', 'আকাশি'],
  ['Navy Blue', 'নেভি ব্লু'],
  ['Purple', 'বেগুনি'],
  ['Pink', 'গোলাপি'],
  ['Peach', 'পিচ'],
  ['White', 'সাদা'],
  ['Off White', 'অফ হোয়াইট'],
  ['Black', 'কালো'],
  ['Grey', 'ধূসর'],
  ['Cream', 'ক্রিম'],
  ['Golden', 'সোনালি'],
];

/** English fabric with its Bengali name. */
const FABRICS: readonly [string, string][] = [
  ['Cotton', 'সুতি'],
  ['Tant', 'তাঁত'],
  ['Silk', 'সিল্ক'],
  ['Tussar Silk', 'তসর'],
  ['Murshidabad Silk', 'মুর্শিদাবাদ সিল্ক'],
  ['Banarasi', 'বেনারসি'],
  ['Jamdani', 'জামদানি'],
  ['Baluchari', 'বালুচরি'],
  ['Linen', 'লিনেন'],
  ['Chiffon', 'শিফন'],
  ['Georgette', 'জর্জেট'],
  ['Khadi', 'খাদি'],
  ['Art Silk', 'আর্ট সিল্ক'],
  ['Handloom', 'হ্যান্ডলুম'],
];

const STYLES = [
  'Handloom',
  'Printed',
  'Zari Border',
  'Kantha Stitch',
  'Block Print',
  'Embroidered',
  'Woven Butti',
  'Temple Border',
  'Checked',
  'Striped',
  'Floral',
  'Festive',
  'Designer',
  'Party Wear',
];

/** Garment with its Bengali name and the share of records it gets. */
const GARMENTS: readonly [string, string][] = [
  ['Saree', 'শাড়ি'],
  ['Saree', 'শাড়ি'],
  ['Saree', 'শাড়ি'],
  ['Punjabi', 'পাঞ্জাবি'],
  ['T-Shirt', 'টি-শার্ট'],
  ['Blazer', 'ব্লেজার'],
];

const DETAILS = [
  'with a contrast border and rich pallu',
  'with fine stripes and a plain body',
  'with floral motifs woven all over',
  'with hand kantha stitch on the yoke and cuffs',
  'with zari piping and a woven jacquard pattern',
  'with bold checks and a temple border',
  'with delicate thread work on the collar',
  'with small woven buttis and tassels on the pallu',
];

const OCCASIONS: readonly [string, string][] = [
  ['Ideal for weddings.', 'বিয়ের সাজে অনন্য।'],
  ['Perfect for Durga Puja evenings.', 'পুজোর জন্য আদর্শ।'],
  ['A classic choice for Ashtami anjali.', 'অষ্টমীর অঞ্জলিতে পরার মতো।'],
  ['Easy to drape for daily wear.', 'রোজকার পরার জন্য আরামদায়ক।'],
  ['A favourite for Pohela Boishakh.', 'পয়লা বৈশাখের সাজে।'],
  ['Smart enough for office days.', 'অফিসে পরার জন্য মানানসই।'],
  ['A good gift for Jamai Sasthi.', 'জামাইষষ্ঠীর উপহারের জন্য আদর্শ।'],
  ['Festive enough for Eid.', 'ঈদের সাজে।'],
];

const CARE = ['Dry clean only.', 'Gentle hand wash in cold water.', 'Machine wash on a gentle cycle.'];

/** `count` records, as a source would return them (not yet validated). */
export function generateRecords(count: number, seed = 20_261_122): BenchRecord[] {
  const rng = mulberry32(seed);
  const records: BenchRecord[] = [];
  for (let i = 0; i < count; i++) {
    const [colour, colourBn] = pick(rng, COLOURS);
    const [fabric, fabricBn] = pick(rng, FABRICS);
    const style = pick(rng, STYLES);
    const [garment, garmentBn] = pick(rng, GARMENTS);
    const [occasion, occasionBn] = pick(rng, OCCASIONS);
    const bengali = rng() < 0.25;
    const size = garment === 'Saree' ? `${(5.5 + Math.floor(rng() * 9) / 10).toFixed(1)} m` : 'sizes 38–46';
    const title =
      bengali && rng() < 0.5 ? `${colourBn} ${fabricBn} ${garmentBn}` : `${colour} ${style} ${fabric} ${garment}`;
    const des =
      `${fabric} ${garment.toLowerCase()} in ${colour.toLowerCase()} ${pick(rng, DETAILS)}, ${size}. ` +
      `${occasion} ${pick(rng, CARE)}` +
      (bengali ? ` ${colourBn} ${fabricBn} ${garmentBn}। ${occasionBn}` : '');
    const id = `bench-${String(i + 1).padStart(6, '0')}`;
    records.push({ id, title, des, img: `/images/products/bench/${id}.webp` });
  }
  return records;
}

/**
 * The queries timed: what a shopper types in English, Bengali script and romanised Bengali, with
 * typos, plus one that matches nothing (every fallback runs, every time).
 */
export const QUERIES = [
  { kind: 'one word', query: 'silk' },
  { kind: 'two words', query: 'red banarasi' },
  { kind: 'one word, Bengali', query: 'শাড়ি' },
  { kind: 'two words, Bengali', query: 'লাল শাড়ি' },
  { kind: 'romanised', query: 'lal benarosi' },
  { kind: 'romanised, word form', query: 'tanter shari' },
  { kind: 'typo', query: 'georgete' },
  { kind: 'typo, two words', query: 'chifon sharee' },
  { kind: 'no match', query: 'kanjivaram' },
  { kind: 'nonsense', query: 'xqzvw' },
] as const;
