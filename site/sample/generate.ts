/**
 * Writes the sample catalogue: four JSON files of invented but plausible
 * products, used until the shop's own data is loaded. The generator is seeded,
 * so re-running it rewrites byte-identical files and the committed data only
 * changes when this script does.
 *
 * Each product has a Bengali name (and four in five a Bengali description) built from the same word parts as the
 * English (words/bengali.ts), a price for most (whole rupees, in the band its cloth and work sit in), one in twenty
 * sold out, and the showrooms that have it (most in Ranaghat). The words draw from the original seeded stream, so
 * ids, titles and descriptions never move; the shop's fields draw from a second one.
 *
 *   npx tsx site/sample/generate.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32, pick, type Rng } from './random.js';
import {
  BLAZER_COLOURS,
  BLAZER_KINDS,
  MEN_COLOURS,
  PUNJABI_COLLARS,
  PUNJABI_FABRICS,
  PUNJABI_LENGTHS,
  PUNJABI_WORK,
  TEE_FABRICS,
  TEE_KINDS,
  TEE_STYLES,
} from './names/menswear.js';
import {
  BOISHAKH,
  CASUAL,
  EID,
  EVENING,
  EVERYDAY,
  JAMAI,
  OFFICE,
  PUJA,
  RECEPTION,
  WEDDING,
  type Occasion,
} from './names/occasions.js';
import {
  BLAZER_KIND_BN,
  BLAZER_WORDS_BN,
  bn,
  COLOUR_BN,
  MOTIF_BN,
  PUNJABI_COLLAR_BN,
  PUNJABI_FABRIC_BN,
  PUNJABI_LENGTH_BN,
  PUNJABI_SET_BN,
  PUNJABI_WORK_BN,
  SAREE_BORDER_BN,
  SAREE_LENGTH_BN,
  SAREE_WORK_BN,
  TEE_FABRIC_BN,
  TEE_FIT_BN,
  TEE_KIND_BN,
  TEE_STYLE_BN,
  WEAVE_BN,
} from './names/bengali.js';
import { BORDER_COLOURS, SAREE_COLOURS, WEAVES } from './names/saree.js';

/** A record as the JSON files hold it; keys in this order, absent ones left out. */
interface CatalogueRecord {
  id: string;
  title: string;
  title_bn: string;
  des: string;
  des_bn?: string;
  img: string;
  price?: number;
  availability?: 'sold out';
  showrooms: string[];
}

/** What one product's words make: the English and Bengali text, and the price band its cloth and work sit in. */
interface Made {
  id: string;
  title: string;
  des: string;
  title_bn: string;
  des_bn: string;
  /** Whole rupees, lowest and highest for this kind of cloth. */
  band: readonly [number, number];
  /** 0 to 1: how far up the band the work puts it (plain at the bottom, heavy work at the top). */
  lift: number;
}

const chance = (rng: Rng, p: number): boolean => rng() < p;
const lower = (colour: string): string => colour.toLowerCase();
const sentence = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1).toLowerCase()}`;

/** English sentence plus, for one record in four, a Bengali one, so shoppers can search in either language. */
function occasionText(rng: Rng, occasions: readonly Occasion[]): { text: string; occasion: Occasion } {
  const occasion = pick(rng, occasions);
  return { text: chance(rng, 0.25) ? `${occasion.en} ${occasion.bn}` : occasion.en, occasion };
}

/** Saree prices by weave: tant and cotton 600–1,800, georgette and chiffon 900–3,500, silks 3,500–18,000. */
const SAREE_BANDS: Record<string, readonly [number, number]> = {
  'Banarasi Katan Silk': [7000, 18000],
  'Shantipuri Tant': [600, 1500],
  'Phulia Tant': [700, 1800],
  'Baluchari Silk': [6000, 16000],
  'Dhakai Jamdani': [1200, 1800],
  'Kantha Stitch Tussar': [5000, 14000],
  'Tussar Silk': [4000, 10000],
  'Katan Silk': [4000, 12000],
  Chiffon: [900, 2800],
  Georgette: [1000, 3500],
  'Cotton Handloom': [600, 1200],
  'Bishnupuri Silk': [3500, 9000],
  'Garad Silk': [4000, 10000],
  'Dhakai Muslin': [3500, 9000],
  'Murshidabad Silk': [3500, 8000],
};

function sareeRecord(rng: Rng, n: number, seen: Set<string>): Made {
  for (let attempt = 0; ; attempt++) {
    const weave = pick(rng, WEAVES);
    const colour = pick(rng, weave.colours ?? SAREE_COLOURS);
    const borderColour = weave.colours ? pick(rng, ['Red', 'Maroon']) : pick(rng, BORDER_COLOURS);
    const withBorder = weave.colours !== undefined || (borderColour !== colour && chance(rng, 0.3));
    const [motifWord, workText] = pick(rng, weave.work);
    const hasMotif = motifWord !== 'Plain' && chance(rng, 0.35);
    const motif = hasMotif ? `${motifWord} ` : '';
    const title = withBorder
      ? `${colour} ${weave.name} Saree with ${borderColour} Border`
      : `${colour} ${motif}${weave.name} Saree`;
    if (seen.has(title) && attempt < 40) continue;
    seen.add(title);
    const border = withBorder
      ? `${weave.colours ? 'broad' : 'contrast'} ${lower(borderColour)} border`
      : pick(rng, weave.borders);
    const note = chance(rng, 0.5) ? ` ${pick(rng, weave.notes)}` : '';
    const length = pick(rng, weave.lengths);
    const { text, occasion } = occasionText(rng, weave.occasions);
    const des = `${colour} with ${workText}, ${border}, ${length}.${note} ${text}`;

    const colourBn = bn(COLOUR_BN, colour);
    const weaveBn = bn(WEAVE_BN, weave.name);
    const borderBn = withBorder
      ? `${weave.colours ? 'চওড়া ' : ''}${bn(COLOUR_BN, borderColour)} পাড়`
      : bn(SAREE_BORDER_BN, border);
    const title_bn = withBorder
      ? `${bn(COLOUR_BN, borderColour)} পাড় ${colourBn} ${weaveBn} শাড়ি`
      : `${colourBn} ${hasMotif ? `${bn(MOTIF_BN, motifWord)} ` : ''}${weaveBn} শাড়ি`;
    const des_bn = `${colourBn} জমিতে ${bn(SAREE_WORK_BN, workText)}, ${borderBn}, ${bn(SAREE_LENGTH_BN, length)}। ${occasion.bn}`;
    const lift = (hasMotif ? 0.4 : 0) + (withBorder ? 0.3 : 0);
    return { id: `saree-${pad(n)}`, title, des, title_bn, des_bn, band: bn(SAREE_BANDS, weave.name), lift };
  }
}

/** Punjabi prices by fabric, within 600–3,500. */
const PUNJABI_BANDS: Record<string, readonly [number, number]> = {
  Cotton: [600, 1500],
  Khadi: [800, 1800],
  'Khadi Cotton': [800, 1600],
  Silk: [1800, 3500],
  'Art Silk': [900, 2000],
  'Dupion Silk': [1500, 3000],
  'Tussar Silk': [1800, 3500],
  Linen: [1200, 2800],
  'Cotton Linen': [900, 2000],
  Jacquard: [1200, 2800],
  'Cotton Silk': [1000, 2400],
  'Matka Silk': [1600, 3200],
  'Handloom Cotton': [700, 1600],
};
/** How far up its fabric's band each kind of work puts a punjabi. */
const PUNJABI_WORK_LIFT: Record<string, number> = {
  Plain: 0,
  Printed: 0.1,
  Embroidered: 0.3,
  'Thread Work': 0.3,
  Jamdani: 0.4,
  'Kantha Stitch': 0.5,
  Chikankari: 0.5,
  'Mirror Work': 0.5,
  Festive: 0.5,
  'Kashmiri Embroidery': 0.6,
};

function punjabiRecord(rng: Rng, n: number, seen: Set<string>): Made {
  for (let attempt = 0; ; attempt++) {
    const colour = pick(rng, MEN_COLOURS);
    const fabric = pick(rng, PUNJABI_FABRICS);
    const work = pick(rng, Object.keys(PUNJABI_WORK));
    const set = chance(rng, 0.15) ? pick(rng, [' with Pyjama', ' with Dhoti']) : '';
    const title = `${colour} ${work === 'Plain' ? '' : `${work} `}${fabric} Punjabi${set}`;
    if (seen.has(title) && attempt < 40) continue;
    seen.add(title);
    const setText = set ? ` Comes${set.toLowerCase()}.` : '';
    const collar = pick(rng, PUNJABI_COLLARS);
    const length = pick(rng, PUNJABI_LENGTHS);
    const { text, occasion } = occasionText(rng, [PUJA, WEDDING, EVERYDAY, EID, BOISHAKH, JAMAI]);
    const des =
      `${sentence(fabric)} punjabi in ${lower(colour)} with ${PUNJABI_WORK[work]!}, ${collar} and full sleeves. ` +
      `${length}, sizes 38–46.${setText} ${text}`;

    const colourBn = bn(COLOUR_BN, colour);
    const fabricBn = bn(PUNJABI_FABRIC_BN, fabric);
    const [workBn, workPhraseBn] = bn(PUNJABI_WORK_BN, work);
    const setBn = set ? bn(PUNJABI_SET_BN, set) : '';
    const title_bn = `${colourBn} ${work === 'Plain' ? '' : `${workBn} `}${fabricBn} পাঞ্জাবি${setBn ? `, ${setBn} সহ` : ''}`;
    const des_bn =
      `${colourBn} ${fabricBn} পাঞ্জাবি, ${workPhraseBn}, ${bn(PUNJABI_COLLAR_BN, collar)}, ফুল হাতা। ` +
      `${bn(PUNJABI_LENGTH_BN, length)}, সাইজ ৩৮–৪৬।${setBn ? ` সঙ্গে ${setBn}।` : ''} ${occasion.bn}`;
    const lift = bn(PUNJABI_WORK_LIFT, work) + (set ? 0.3 : 0);
    return { id: `men-punjabi-${pad(n)}`, title, des, title_bn, des_bn, band: bn(PUNJABI_BANDS, fabric), lift };
  }
}

/** T-shirt prices by kind, within 250–900. */
const TEE_BANDS: Record<string, readonly [number, number]> = {
  'Round Neck T-Shirt': [250, 550],
  'V-Neck T-Shirt': [250, 550],
  'Polo T-Shirt': [450, 900],
  'Henley T-Shirt': [350, 750],
  'Oversized T-Shirt': [400, 800],
};

function teeRecord(rng: Rng, n: number, seen: Set<string>): Made {
  for (let attempt = 0; ; attempt++) {
    const colour = pick(rng, MEN_COLOURS);
    const kind = pick(rng, TEE_KINDS);
    const style = pick(rng, Object.keys(TEE_STYLES));
    const title = `${colour} ${style === 'Solid' ? '' : `${style} `}${kind}`;
    if (seen.has(title) && attempt < 40) continue;
    seen.add(title);
    const fabric = kind.startsWith('Polo') ? 'pique cotton' : pick(rng, TEE_FABRICS);
    const fit = kind.startsWith('Oversized') ? 'relaxed drop-shoulder fit' : pick(rng, ['regular fit', 'slim fit']);
    const { text, occasion } = occasionText(rng, [CASUAL, EVERYDAY, BOISHAKH]);
    const des = `${TEE_STYLES[style]!}, ${fabric}, ${fit}. Sizes S–XXL. ${text}`;

    const colourBn = bn(COLOUR_BN, colour);
    const [styleBn, stylePhraseBn] = bn(TEE_STYLE_BN, style);
    const title_bn = `${colourBn} ${style === 'Solid' ? '' : `${styleBn} `}${bn(TEE_KIND_BN, kind)}`;
    const des_bn = `${stylePhraseBn}, ${bn(TEE_FABRIC_BN, fabric)}, ${bn(TEE_FIT_BN, fit)}। সাইজ S–XXL। ${occasion.bn}`;
    const lift = style === 'Solid' ? 0 : 0.3;
    return { id: `men-tshirt-${pad(n)}`, title, des, title_bn, des_bn, band: bn(TEE_BANDS, kind), lift };
  }
}

/** Blazer prices by kind, within 2,500–9,000. */
const BLAZER_BANDS: Record<string, readonly [number, number]> = {
  'Slim Fit Blazer': [3000, 6000],
  'Two-Button Blazer': [2500, 5500],
  'Double-Breasted Blazer': [4000, 7500],
  'Jodhpuri Bandhgala': [4500, 9000],
  'Linen Blazer': [3000, 6500],
  'Wool Blend Blazer': [4000, 8000],
  'Velvet Party Blazer': [4500, 9000],
  'Jacquard Wedding Blazer': [5000, 9000],
  'Tweed Blazer': [3500, 7000],
  'Shawl Lapel Tuxedo Blazer': [5000, 9000],
};

function blazerRecord(rng: Rng, n: number, seen: Set<string>): Made {
  for (let attempt = 0; ; attempt++) {
    const colour = pick(rng, BLAZER_COLOURS);
    const kind = pick(rng, BLAZER_KINDS);
    const title = `${colour} ${kind}`;
    if (seen.has(title) && attempt < 40) continue;
    seen.add(title);
    const bandhgala = kind.includes('Bandhgala');
    const fabric =
      kind.match(/Linen|Wool Blend|Velvet|Jacquard|Tweed/)?.[0].toLowerCase() ??
      pick(rng, ['poly-viscose', 'wool blend', 'terry rayon']);
    const lapel = bandhgala
      ? 'band collar with antique brass buttons'
      : kind.includes('Shawl')
        ? 'satin shawl lapel'
        : pick(rng, ['notch lapel', 'peak lapel']);
    const buttons = bandhgala
      ? ''
      : kind.includes('Double')
        ? 'six buttons'
        : pick(rng, ['two buttons', 'single button']);
    const front = buttons ? `${lapel}, ${buttons}` : lapel;
    const lining = pick(rng, ['fully lined', 'half lined', 'satin lined']);
    const pocket = chance(rng, 0.3);
    const { text, occasion } = occasionText(rng, [WEDDING, RECEPTION, OFFICE, EVENING]);
    const cut = bandhgala ? 'bandhgala' : 'blazer';
    const des =
      `${sentence(fabric)} ${cut} in ${lower(colour)}, ${front}, ` +
      `${lining}${pocket ? ', with pocket square' : ''}. Sizes 36–46. ${text}`;

    const colourBn = bn(COLOUR_BN, colour);
    const frontBn = [lapel, buttons].filter(Boolean).map((part) => bn(BLAZER_WORDS_BN, part));
    const title_bn = `${colourBn} ${bn(BLAZER_KIND_BN, kind)}`;
    const des_bn =
      `${bn(BLAZER_WORDS_BN, fabric)} ${bn(BLAZER_WORDS_BN, cut)}, রং ${colourBn}, ${frontBn.join(', ')}, ` +
      `${bn(BLAZER_WORDS_BN, lining)}${pocket ? `, ${bn(BLAZER_WORDS_BN, 'with pocket square')}` : ''}। সাইজ ৩৬–৪৬। ${occasion.bn}`;
    const lift = (pocket ? 0.2 : 0) + (lining === 'satin lined' ? 0.2 : lining === 'fully lined' ? 0.1 : 0);
    return { id: `men-blazer-${pad(n)}`, title, des, title_bn, des_bn, band: bn(BLAZER_BANDS, kind), lift };
  }
}

function pad(n: number): string {
  return String(n).padStart(3, '0');
}

/**
 * A shop's price inside the band: the work lifts it, the seeded draw spreads it, then it is rounded to 50 or
 * written one rupee under (1,499, 2,849), as shops price.
 */
function shopPrice(rng: Rng, [low, high]: readonly [number, number], lift: number): number {
  const share = Math.min(1, 0.6 * rng() + 0.4 * Math.min(1, lift));
  const rounded = Math.round((low + share * (high - low)) / 50) * 50;
  return rng() < 0.5 && rounded > low ? rounded - 1 : rounded;
}

/** Ranaghat, the biggest showroom, has most things; the smaller two about half and a third. */
function showroomsFor(rng: Rng): string[] {
  const ranaghat = rng() < 0.85;
  const bethuadahari = rng() < 0.5;
  const karimpur = rng() < 0.35;
  const ids = [
    ...(ranaghat ? ['ranaghat'] : []),
    ...(bethuadahari ? ['bethuadahari'] : []),
    ...(karimpur ? ['karimpur'] : []),
  ];
  return ids.length ? ids : ['ranaghat'];
}

type Builder = (rng: Rng, n: number, seen: Set<string>) => Made;

const COLLECTIONS: ReadonlyArray<{ slug: string; count: number; seed: number; build: Builder }> = [
  { slug: 'saree', count: 132, seed: 0x5a2ee, build: sareeRecord },
  { slug: 'men-punjabi', count: 214, seed: 0x9a4ab1, build: punjabiRecord },
  { slug: 'men-tshirt', count: 72, seed: 0x7ee, build: teeRecord },
  { slug: 'men-blazer', count: 64, seed: 0xb1a2e, build: blazerRecord },
];

/** One product in twenty is sold out: one at a seeded place in each run of twenty, so they spread through. */
const SOLD_OUT_EVERY = 20;

function buildCollection(slug: string, count: number, seed: number, build: Builder): CatalogueRecord[] {
  // The words draw from their own generator, as they always have, so ids, titles and descriptions stay put;
  // price, stock and showrooms draw from a second one.
  const rng = mulberry32(seed);
  const shop = mulberry32(seed ^ 0x5a1e5);
  const seen = new Set<string>();
  const soldOut = new Set<number>();
  for (let start = 0; start < count; start += SOLD_OUT_EVERY)
    soldOut.add(start + Math.floor(shop() * Math.min(SOLD_OUT_EVERY, count - start)));
  return Array.from({ length: count }, (_, i) => {
    const made = build(rng, i + 1, seen);
    const withDes = shop() < 0.8;
    const priced = shop() < 0.85;
    const price = shopPrice(shop, made.band, made.lift);
    const showrooms = showroomsFor(shop);
    return {
      id: made.id,
      title: made.title,
      title_bn: made.title_bn,
      des: made.des,
      ...(withDes ? { des_bn: made.des_bn } : {}),
      img: `/images/products/${slug}/${made.id}.svg`,
      ...(priced ? { price } : {}),
      ...(soldOut.has(i) ? { availability: 'sold out' as const } : {}),
      showrooms,
    };
  });
}

/** The four files as the generator writes them: name and text. */
export function catalogueFiles(): Array<{ file: string; text: string }> {
  return COLLECTIONS.map(({ slug, count, seed, build }) => ({
    file: `${slug}.json`,
    text: `${JSON.stringify(buildCollection(slug, count, seed, build), null, 2)}\n`,
  }));
}

function main(): void {
  const dir = dirname(fileURLToPath(import.meta.url));
  for (const { file, text } of catalogueFiles()) {
    writeFileSync(join(dir, '..', 'data', 'catalogue', file), text);
    console.log(`${file}: ${(JSON.parse(text) as unknown[]).length} records`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
