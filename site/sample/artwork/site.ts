/**
 * Placeholder artwork for every picture the site's pages name (banners,
 * category and collection cards, showrooms, the Grand Opening gallery, the
 * family advertisement, the logo), until the shop's own photos arrive: a photo
 * dropped into site/data/photos/ under the same name replaces the drawing
 * (site/build/images.ts). Drawings are SVG, a few KB each, seeded by name so every
 * build writes the same files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { productArtwork } from './products.js';
import { accessoriesCard, garmentCard, groupCard, kidsCard } from './garments.js';
import { readLook, type Look } from './look.js';
import { advertisement, banner, front, interior, logo, opening, scene, shareImage } from './scenes.js';
import { PALETTE, seeded } from './shapes.js';

export interface Artwork {
  width: number;
  height: number;
  svg(): string;
  /** What each garment of a card was drawn as, read from the words it was drawn from (see look.ts). */
  looks?: ReadonlyArray<{ garment: string; words: string; look: Look }>;
}

const art = (width: number, height: number, svg: () => string): Artwork => ({ width, height, svg });

/** A product drawing of a card, from the words its picture's alt text says (site/data/content/). */
function product(slug: string, name: string, words: string): Artwork {
  const { svg, look } = productArtwork(slug, name, words);
  return { width: 400, height: 500, svg: () => svg, looks: [{ garment: slug, words, look }] };
}

/** Several product drawings on one card (garments.ts groupCard), each from its own words. */
function group(title: string, tint: string, pieces: Parameters<typeof groupCard>[2]): Artwork {
  return {
    ...art(400, 500, () => groupCard(title, tint, pieces)),
    looks: pieces.map((p, i) => ({ garment: p.slug, words: p.title, look: readLook(p.title, '', `g${i}`) })),
  };
}

/** A churidar, shirt, jacket or lehenga card in the colours its words name. */
function dressed(
  kind: 'churidar' | 'shirt' | 'jacket' | 'lehenga',
  name: string,
  words: string,
  kids = false,
): Artwork {
  const look = readLook(words, '', name);
  const draw = kids ? kidsCard : garmentCard;
  return {
    ...art(400, 500, () => draw(kind, words, look.body.hex, look.border.hex)),
    looks: [{ garment: kind, words, look }],
  };
}

const TRENDING = [
  'Red Silk Saree with Gold Border',
  'Pink Chiffon Saree',
  'Maroon Banarasi Saree with Gold Border',
  'Teal Tant Saree',
];
const WEDDING = [
  'Red Banarasi Bridal Saree with Gold Border',
  'Maroon Silk Saree',
  'Rani Pink Benarasi Saree',
  'Wine Katan Silk Saree',
  'Orange Baluchari Saree with Maroon Border',
  'Bottle Green Silk Saree with Gold Border',
  'Magenta Jamdani Saree',
];

function entries(): Record<string, Artwork> {
  const all: Record<string, Artwork> = {
    logo: art(96, 96, () => logo('Showroom emblem: a gold paisley on maroon')),
    share: art(1200, 630, () => shareImage('Sarees, punjabis and family wear')),
    'banner-festival': art(1200, 500, () =>
      banner('festival', 'Festival offers: sarees under marigold garlands and lamps'),
    ),
    'banner-family': art(1200, 500, () => banner('family', 'A family shopping together in front of full shelves')),
    'banner-wedding': art(1200, 500, () =>
      banner('wedding', 'Wedding collection: a bridal saree and a punjabi under a mandap'),
    ),
    'banner-outing': art(1200, 500, () => banner('outing', 'A family walking to the showroom')),
    'category-womens': product('saree', 'category-womens', 'Rani Pink Silk Saree'),
    'category-mens': product('men-punjabi', 'category-mens', 'Maroon Embroidered Punjabi'),
    'category-kids': dressed('lehenga', 'category-kids', 'Pink Lehenga with Gold Blouse', true),
    'category-accessories': art(400, 500, () => accessoriesCard('Accessories: bangles, earrings and a clutch')),
    'womens-saree': product('saree', 'womens-saree', 'Bottle Green Tant Saree with Red Border'),
    'womens-churidar': dressed('churidar', 'womens-churidar', 'Teal Churidar Kurta with Gold Dupatta'),
    'mens-panjabi': product('men-punjabi', 'mens-panjabi', 'Cream Chikan Punjabi'),
    'mens-tshirt': product('men-tshirt', 'mens-tshirt', 'Navy Printed T-Shirt'),
    'mens-blazer': product('men-blazer', 'mens-blazer', 'Charcoal Blazer'),
    'mens-shirt': dressed('shirt', 'mens-shirt', 'Sky Blue Shirt with White Buttons'),
    'mens-jacket': dressed('jacket', 'mens-jacket', 'Bottle Green Nehru Jacket with Gold Buttons'),
    'kids-churidar': dressed('churidar', 'kids-churidar', 'Pink Churidar with Gold Yoke', true),
    'kids-shirt': dressed('shirt', 'kids-shirt', 'Orange Shirt with White Buttons', true),
    'kids-blazer': group('Kids blazer', '#1f2d55', [
      { slug: 'men-blazer', title: 'Navy Blazer', x: 50, y: 60, scale: 0.75 },
    ]),
    'kids-lehenga': dressed('lehenga', 'kids-lehenga', 'Purple Lehenga with Gold Blouse', true),
    'accessories-jewellery': art(400, 500, () => accessoriesCard('Bangles and earrings')),
    'family-advertisement': art(1200, 600, () => advertisement('A family with shopping bags among garlands and gifts')),
  };
  TRENDING.forEach((title, i) => (all[`trending-${i + 1}`] = product('saree', `trending-${i + 1}`, title)));
  WEDDING.forEach((title, i) => (all[`wedding-${i + 1}`] = product('saree', `wedding-${i + 1}`, title)));
  const family = [
    ['Red Silk Saree', 'Cream Punjabi', 'Mustard T-Shirt'],
    ['Teal Tant Saree', 'Navy Punjabi', 'Red T-Shirt'],
    ['Rani Pink Saree', 'Maroon Punjabi', 'Sky Blue T-Shirt'],
    ['Mustard Saree', 'Bottle Green Punjabi', 'Orange T-Shirt'],
  ] as const;
  family.forEach(([saree, punjabi, tshirt], i) => {
    all[`family-${i + 1}`] = group('Family collection: a saree, a punjabi and a T-shirt', PALETTE.gold, [
      { slug: 'men-punjabi', title: punjabi, x: 170, y: 20, scale: 0.62 },
      { slug: 'saree', title: saree, x: -20, y: 120, scale: 0.74 },
      { slug: 'men-tshirt', title: tshirt, x: 220, y: 250, scale: 0.45 },
    ]);
  });
  const place = (name: string, title: string, drawing: () => string, width = 800, height = 600) =>
    (all[name] = art(width, height, () => scene(width, height, title, drawing())));
  for (let i = 1; i <= 4; i++)
    place(`ranaghat-${i}`, 'Inside the Ranaghat showroom', () => interior(seeded(`ranaghat-${i}`)));
  place('bethuadahari-front', 'The Bethuadahari showroom from the road', () => front(seeded('bethuadahari-front')));
  for (let i = 1; i <= 3; i++)
    place(`bethuadahari-${i}`, 'Inside the Bethuadahari showroom', () => interior(seeded(`bethuadahari-${i}`)));
  place('karimpur-1', 'The Karimpur showroom by the New Bus Stand', () => front(seeded('karimpur-1')), 1200, 600);
  place('karimpur-2', 'Saree shelves in the Karimpur showroom', () => interior(seeded('karimpur-2')), 1200, 600);
  place('karimpur-3', 'The counter of the Karimpur showroom', () => interior(seeded('karimpur-3')), 1200, 600);
  for (let i = 1; i <= 18; i++)
    place(`karimpur-opening-${i}`, 'Grand Opening of the Karimpur showroom', () => opening(i), 600, 450);
  return all;
}

/** Every drawing by name. */
export const SITE_ARTWORK: Readonly<Record<string, Artwork>> = entries();

export const ARTWORK_DIR = 'images/site';

/** Site-relative URL of a drawing. */
export const artworkUrl = (name: string): string => `/${ARTWORK_DIR}/${name}.svg`;

/** Writes the named drawings (default: all) to outDir/images/site/, returning how many. */
export async function writeSiteArtwork(
  outDir: string,
  names: Iterable<string> = Object.keys(SITE_ARTWORK),
): Promise<number> {
  const dir = path.join(outDir, ARTWORK_DIR);
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const name of names) {
    const artwork = SITE_ARTWORK[name];
    if (!artwork) throw new Error(`No artwork named "${name}"`);
    await writeFile(path.join(dir, `${name}.svg`), artwork.svg());
    written++;
  }
  return written;
}
