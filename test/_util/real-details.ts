import { readFileSync, writeFileSync } from 'node:fs';

/**
 * What the staff type over the sample details of site/data/shop.json before the site goes online (docs/shop-guide.md):
 * each made-up value with a real-looking one in its place, edited as text so the file keeps its layout.
 */
export const REAL_DETAILS: ReadonlyArray<readonly [sample: string, real: string]> = [
  ['https://showroom.example.com', 'https://showroom-nadia.web.app'],
  ['+91 99999 00001', '+91 98300 12345'],
  ['+91 99999 00002', '+91 98300 12346'],
  ['hello@showroom.example.com', 'showroom.nadia@gmail.com'],
  ['https://www.facebook.com/showroom.example', 'https://www.facebook.com/showroomnadia'],
  ['https://www.youtube.com/@showroom.example', 'https://www.youtube.com/@showroomnadia'],
  ['PLsample-playlist-example', 'PLq3x0showroomNadia'],
  ['+91 99999 00011', '+91 94340 11111'],
  ['+91 99999 00012', '+91 94340 11112'],
  ['+91 99999 00021', '+91 94340 22221'],
  ['+91 99999 00031', '+91 94340 33331'],
];

/** Puts the real details into a copy of site/data/shop.json; throws if a sample value is not there to replace. */
export function putRealDetails(file: string): void {
  let text = readFileSync(file, 'utf8');
  for (const [sample, real] of REAL_DETAILS) {
    if (!text.includes(sample)) throw new Error(`${file} has no ${sample} to replace`);
    text = text.replaceAll(sample, real);
  }
  writeFileSync(file, text);
}
