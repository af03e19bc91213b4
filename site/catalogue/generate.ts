/**
 * Writes the sample catalogue: four JSON files of invented but plausible
 * products, used until the shop's own data is loaded. The generator is seeded,
 * so re-running it rewrites byte-identical files and the committed data only
 * changes when this script does.
 *
 *   npx tsx site/catalogue/generate.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32, pick, type Rng } from './random.js';

interface CatalogueRecord {
  id: string;
  title: string;
  des: string;
  img: string;
}

const chance = (rng: Rng, p: number): boolean => rng() < p;
const lower = (colour: string): string => colour.toLowerCase();
const sentence = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1).toLowerCase()}`;

/** English sentence plus a Bengali one, so shoppers can search in either language. */
interface Occasion {
  en: string;
  bn: string;
}
const WEDDING: Occasion = { en: 'Ideal for weddings.', bn: 'বিয়ের সাজে অনন্য।' };
const RECEPTION: Occasion = { en: 'Made for receptions and evening parties.', bn: 'রিসেপশনের জন্য আদর্শ।' };
const PUJA: Occasion = { en: 'Perfect for Durga Puja evenings.', bn: 'পুজোর জন্য আদর্শ।' };
const ANJALI: Occasion = { en: 'A classic choice for Ashtami anjali.', bn: 'অষ্টমীর অঞ্জলিতে পরার মতো।' };
const DAILY: Occasion = { en: 'Easy to drape for daily wear.', bn: 'রোজকার পরার জন্য আরামদায়ক।' };
const PARTY: Occasion = { en: 'Light and graceful for parties.', bn: 'পার্টির সাজে মানানসই।' };
const EVENING: Occasion = { en: 'Sharp for parties and sangeet nights.', bn: 'পার্টির সাজে মানানসই।' };
const BOISHAKH: Occasion = { en: 'A favourite for Pohela Boishakh.', bn: 'পয়লা বৈশাখের সাজে।' };
const OFFICE: Occasion = { en: 'Smart enough for office days.', bn: 'অফিসে পরার জন্য মানানসই।' };
const JAMAI: Occasion = { en: 'A good gift for Jamai Sasthi.', bn: 'জামাইষষ্ঠীর উপহারের জন্য আদর্শ।' };
const EID: Occasion = { en: 'Festive enough for Eid.', bn: 'ঈদের সাজে।' };
const EVERYDAY: Occasion = { en: 'Comfortable for everyday wear.', bn: 'রোজকার পরার জন্য আরামদায়ক।' };
const CASUAL: Occasion = { en: 'Comfortable for college and weekends.', bn: 'গরমে আরামদায়ক সুতির পোশাক।' };

function occasionText(rng: Rng, occasions: readonly Occasion[]): string {
  const occasion = pick(rng, occasions);
  // Roughly one record in four carries Bengali as well.
  return chance(rng, 0.25) ? `${occasion.en} ${occasion.bn}` : occasion.en;
}

const SAREE_COLOURS = [
  'Red',
  'Maroon',
  'Mustard',
  'Peacock Blue',
  'Bottle Green',
  'Off-white',
  'Pink',
  'Rani Pink',
  'Lavender',
  'Navy',
  'Magenta',
  'Orange',
  'Cream',
  'Teal',
  'Black',
  'Sky Blue',
  'Mint Green',
  'Purple',
  'Wine',
  'Rust',
  'Lemon Yellow',
  'Turmeric Yellow',
  'Coral',
  'Royal Blue',
  'Beige',
  'Grey',
] as const;
const BORDER_COLOURS = ['Red', 'Maroon', 'Gold', 'Black', 'Bottle Green', 'Magenta', 'Navy', 'Orange'] as const;

interface Weave {
  name: string;
  colours?: readonly string[];
  /** [word for the title, phrase for the description], so both describe the same cloth. */
  work: ReadonlyArray<readonly [string, string]>;
  borders: readonly string[];
  lengths: readonly string[];
  occasions: readonly Occasion[];
  notes: readonly string[];
}

const SILK_LENGTHS = [
  '6.3 m with blouse piece',
  '6.3 m with unstitched blouse piece',
  '6.2 m with running blouse piece',
];
const COTTON_LENGTHS = ['5.5 m without blouse piece', '6 m with blouse piece', '5.5 m, no blouse piece'];

const WEAVES: readonly Weave[] = [
  {
    name: 'Banarasi Katan Silk',
    work: [
      ['Buti', 'gold zari buti'],
      ['Meenakari', 'kadhua meenakari jaal'],
      ['Zari Jaal', 'silver zari floral jaal'],
      ['Paisley', 'antique zari paisleys'],
    ],
    borders: ['temple border', 'broad zari border', 'kadhua border'],
    lengths: SILK_LENGTHS,
    occasions: [WEDDING, RECEPTION, JAMAI],
    notes: ['Handwoven in Varanasi.', 'Rich pallu with zari weaving.'],
  },
  {
    name: 'Shantipuri Tant',
    work: [
      ['Buti', 'woven thread buti'],
      ['Checked', 'small checks'],
      ['Paisley', 'tiny woven paisleys'],
      ['Striped', 'fine stripes'],
    ],
    borders: ['contrast border', 'thin piping border', 'ganga-jamuna border'],
    lengths: COTTON_LENGTHS,
    occasions: [DAILY, PUJA, BOISHAKH],
    notes: ['Crisp handloom cotton from Shantipur.', 'Lightweight and airy for Bengal summers.'],
  },
  {
    name: 'Phulia Tant',
    work: [
      ['Jamdani', 'jamdani-style woven motifs'],
      ['Buti', 'woven thread buti'],
      ['Striped', 'self stripes'],
    ],
    borders: ['contrast border', 'woven temple border'],
    lengths: COTTON_LENGTHS,
    occasions: [DAILY, PUJA, BOISHAKH],
    notes: ['Handloom cotton woven in Phulia.', 'Starched and ready to wear.'],
  },
  {
    name: 'Baluchari Silk',
    work: [
      ['Ramayana', 'Ramayana panels woven on the pallu'],
      ['Mythological', 'mythological scenes on the pallu'],
      ['Floral', 'woven floral butis'],
    ],
    borders: ['woven floral border', 'paisley border'],
    lengths: SILK_LENGTHS,
    occasions: [WEDDING, PUJA],
    notes: ['Woven in Bishnupur.', 'A Bengal heirloom weave.'],
  },
  {
    name: 'Dhakai Jamdani',
    work: [
      ['Buti', 'hand-woven jamdani motifs all over'],
      ['Floral', 'floral jaal in thread work'],
      ['Buti', 'woven buti in contrast thread'],
    ],
    borders: ['contrast border', 'woven floral border'],
    lengths: COTTON_LENGTHS,
    occasions: [PUJA, PARTY, BOISHAKH],
    notes: ['Fine count cotton, feather light.', 'Each motif is woven by hand.'],
  },
  {
    name: 'Kantha Stitch Tussar',
    work: [
      ['Bird', 'hand kantha embroidery of birds and flowers'],
      ['Floral', 'kantha stitched floral vines'],
      ['Paisley', 'running-stitch paisleys'],
    ],
    borders: ['plain tussar border', 'stitched border'],
    lengths: SILK_LENGTHS,
    occasions: [PUJA, PARTY, OFFICE],
    notes: ['Hand-embroidered by artisans of Birbhum.', 'No two pieces are alike.'],
  },
  {
    name: 'Tussar Silk',
    work: [
      ['Ghicha', 'natural tussar sheen and ghicha pallu'],
      ['Hand-painted', 'hand-painted floral motifs'],
      ['Striped', 'woven zari stripes on the pallu'],
    ],
    borders: ['zari border', 'contrast border'],
    lengths: SILK_LENGTHS,
    occasions: [PUJA, OFFICE, RECEPTION],
    notes: ['Tussar silk from Bhagalpur.'],
  },
  {
    name: 'Katan Silk',
    work: [
      ['Buti', 'gold zari buti'],
      ['Striped', 'copper zari stripes'],
      ['Checked', 'self-woven checks'],
    ],
    borders: ['zari border', 'temple border'],
    lengths: SILK_LENGTHS,
    occasions: [WEDDING, PUJA, JAMAI],
    notes: ['Soft katan silk with a gentle fall.'],
  },
  {
    name: 'Chiffon',
    work: [
      ['Floral', 'floral digital print'],
      ['Sequin', 'scattered sequin work'],
      ['Ombre', 'ombre shading'],
    ],
    borders: ['lace border', 'satin piping border'],
    lengths: SILK_LENGTHS,
    occasions: [PARTY, RECEPTION],
    notes: ['Light and flowing, drapes beautifully.'],
  },
  {
    name: 'Georgette',
    work: [
      ['Embroidered', 'thread embroidery and stone work'],
      ['Bandhani', 'bandhani print'],
      ['Leheriya', 'leheriya print'],
    ],
    borders: ['embroidered border', 'sequin border'],
    lengths: SILK_LENGTHS,
    occasions: [PARTY, OFFICE, RECEPTION],
    notes: ['Wrinkle-free and easy to carry.'],
  },
  {
    name: 'Cotton Handloom',
    work: [
      ['Checked', 'bold checks'],
      ['Striped', 'woven stripes'],
      ['Buti', 'small thread butis'],
    ],
    borders: ['contrast border', 'thin piping border'],
    lengths: COTTON_LENGTHS,
    occasions: [DAILY, OFFICE],
    notes: ['Soft cotton that gets better with every wash.'],
  },
  {
    name: 'Bishnupuri Silk',
    work: [
      ['Buti', 'woven golden butis'],
      ['Swarnachari', 'swarnachari motifs on the pallu'],
      ['Checked', 'self-woven checks'],
    ],
    borders: ['temple border', 'zari border'],
    lengths: SILK_LENGTHS,
    occasions: [PUJA, WEDDING, ANJALI],
    notes: ['Woven in Bishnupur, Bankura.'],
  },
  {
    name: 'Garad Silk',
    colours: ['Off-white', 'Cream'],
    work: [
      ['Paisley', 'small paisley butis'],
      ['Buti', 'woven buti'],
      ['Plain', 'a plain body and rich pallu'],
    ],
    borders: ['broad red border'],
    lengths: SILK_LENGTHS,
    occasions: [ANJALI, PUJA, WEDDING],
    notes: ['Traditional Murshidabad garad.', 'Worn for Lakshmi Puja and Sindoor Khela.'],
  },
  {
    name: 'Dhakai Muslin',
    work: [
      ['Sheer', 'sheer body with woven motifs'],
      ['Jamdani', 'fine zari jamdani work'],
    ],
    borders: ['zari border', 'woven floral border'],
    lengths: SILK_LENGTHS,
    occasions: [WEDDING, PARTY],
    notes: ['Feather-light muslin weave.'],
  },
  {
    name: 'Murshidabad Silk',
    work: [
      ['Block Print', 'hand block print'],
      ['Kalamkari', 'kalamkari print'],
      ['Batik', 'batik print'],
    ],
    borders: ['printed border', 'contrast border'],
    lengths: SILK_LENGTHS,
    occasions: [OFFICE, PARTY, PUJA],
    notes: ['Pure silk from Murshidabad.'],
  },
];

function sareeRecord(rng: Rng, n: number, seen: Set<string>): Omit<CatalogueRecord, 'img'> {
  for (let attempt = 0; ; attempt++) {
    const weave = pick(rng, WEAVES);
    const colour = pick(rng, weave.colours ?? SAREE_COLOURS);
    const borderColour = weave.colours ? pick(rng, ['Red', 'Maroon']) : pick(rng, BORDER_COLOURS);
    const withBorder = weave.colours !== undefined || (borderColour !== colour && chance(rng, 0.3));
    const [motifWord, workText] = pick(rng, weave.work);
    const motif = motifWord !== 'Plain' && chance(rng, 0.35) ? `${motifWord} ` : '';
    const title = withBorder
      ? `${colour} ${weave.name} Saree with ${borderColour} Border`
      : `${colour} ${motif}${weave.name} Saree`;
    if (seen.has(title) && attempt < 40) continue;
    seen.add(title);
    const border = withBorder
      ? `${weave.colours ? 'broad' : 'contrast'} ${lower(borderColour)} border`
      : pick(rng, weave.borders);
    const note = chance(rng, 0.5) ? ` ${pick(rng, weave.notes)}` : '';
    const des = `${colour} with ${workText}, ${border}, ${pick(rng, weave.lengths)}.${note} ${occasionText(rng, weave.occasions)}`;
    return { id: `saree-${pad(n)}`, title, des };
  }
}

const MEN_COLOURS = [
  'Navy',
  'Black',
  'Charcoal',
  'Grey',
  'Beige',
  'Cream',
  'Off-white',
  'Maroon',
  'Wine',
  'Bottle Green',
  'Olive',
  'Royal Blue',
  'Sky Blue',
  'Mustard',
  'Peach',
  'White',
  'Rust',
  'Teal',
  'Lavender',
  'Ivory',
  'Peacock Blue',
  'Mint Green',
  'Gold',
  'Brown',
  'Khaki',
  'Pink',
  'Red',
  'Lemon Yellow',
  'Orange',
] as const;

const PUNJABI_FABRICS = [
  'Cotton',
  'Khadi',
  'Khadi Cotton',
  'Silk',
  'Art Silk',
  'Dupion Silk',
  'Tussar Silk',
  'Linen',
  'Cotton Linen',
  'Jacquard',
  'Cotton Silk',
  'Matka Silk',
  'Handloom Cotton',
];
const PUNJABI_WORK: Record<string, string> = {
  Embroidered: 'tone-on-tone thread embroidery on the placket',
  Chikankari: 'white chikankari work on the yoke',
  Printed: 'small block-printed motifs',
  Plain: 'a clean self-textured weave',
  'Kantha Stitch': 'hand kantha stitch on the yoke and cuffs',
  'Mirror Work': 'mirror work around the neckline',
  'Thread Work': 'fine thread work on the collar and placket',
  'Kashmiri Embroidery': 'Kashmiri aari embroidery on the front',
  Festive: 'zari piping and a woven jacquard pattern',
  Jamdani: 'woven jamdani motifs down the front',
};
const PUNJABI_COLLARS = [
  'mandarin collar',
  'Chinese collar with concealed placket',
  'band collar with wooden buttons',
  'band collar with metal buttons',
  'round neck with side placket',
];
const PUNJABI_LENGTHS = ['Knee length', 'Mid-thigh short punjabi', 'Long kurta length'];

function punjabiRecord(rng: Rng, n: number, seen: Set<string>): Omit<CatalogueRecord, 'img'> {
  for (let attempt = 0; ; attempt++) {
    const colour = pick(rng, MEN_COLOURS);
    const fabric = pick(rng, PUNJABI_FABRICS);
    const work = pick(rng, Object.keys(PUNJABI_WORK));
    const set = chance(rng, 0.15) ? pick(rng, [' with Pyjama', ' with Dhoti']) : '';
    const title = `${colour} ${work === 'Plain' ? '' : `${work} `}${fabric} Punjabi${set}`;
    if (seen.has(title) && attempt < 40) continue;
    seen.add(title);
    const setText = set ? ` Comes${set.toLowerCase()}.` : '';
    const des =
      `${sentence(fabric)} punjabi in ${lower(colour)} with ${PUNJABI_WORK[work]!}, ${pick(rng, PUNJABI_COLLARS)} and full sleeves. ` +
      `${pick(rng, PUNJABI_LENGTHS)}, sizes 38–46.${setText} ` +
      occasionText(rng, [PUJA, WEDDING, EVERYDAY, EID, BOISHAKH, JAMAI]);
    return { id: `men-punjabi-${pad(n)}`, title, des };
  }
}

const TEE_KINDS = ['Round Neck T-Shirt', 'V-Neck T-Shirt', 'Polo T-Shirt', 'Henley T-Shirt', 'Oversized T-Shirt'];
const TEE_STYLES: Record<string, string> = {
  Solid: 'Solid colour with a ribbed neck',
  Striped: 'Yarn-dyed horizontal stripes',
  Printed: 'Soft-touch screen print on the chest',
  'Graphic Print': 'Bold graphic print on the front',
  'Kolkata Tram Print': 'Hand-drawn Kolkata tram print on the chest',
  'Bengali Alphabet Print': 'Playful Bengali alphabet print (অ আ ক খ)',
  'Colour-block': 'Contrast colour-block panels',
};
const TEE_FABRICS = [
  '100% combed cotton, 180 GSM',
  'bio-washed cotton',
  'cotton-lycra stretch',
  'pre-shrunk cotton jersey',
];

function teeRecord(rng: Rng, n: number, seen: Set<string>): Omit<CatalogueRecord, 'img'> {
  for (let attempt = 0; ; attempt++) {
    const colour = pick(rng, MEN_COLOURS);
    const kind = pick(rng, TEE_KINDS);
    const style = pick(rng, Object.keys(TEE_STYLES));
    const title = `${colour} ${style === 'Solid' ? '' : `${style} `}${kind}`;
    if (seen.has(title) && attempt < 40) continue;
    seen.add(title);
    const fabric = kind.startsWith('Polo') ? 'pique cotton' : pick(rng, TEE_FABRICS);
    const fit = kind.startsWith('Oversized') ? 'relaxed drop-shoulder fit' : pick(rng, ['regular fit', 'slim fit']);
    const des = `${TEE_STYLES[style]!}, ${fabric}, ${fit}. Sizes S–XXL. ${occasionText(rng, [CASUAL, EVERYDAY, BOISHAKH])}`;
    return { id: `men-tshirt-${pad(n)}`, title, des };
  }
}

const BLAZER_COLOURS = [
  'Navy',
  'Black',
  'Charcoal',
  'Grey',
  'Beige',
  'Cream',
  'Maroon',
  'Wine',
  'Bottle Green',
  'Royal Blue',
  'Olive',
  'Ivory',
  'Brown',
  'Peacock Blue',
  'Gold',
  'Khaki',
];
const BLAZER_KINDS = [
  'Slim Fit Blazer',
  'Two-Button Blazer',
  'Double-Breasted Blazer',
  'Jodhpuri Bandhgala',
  'Linen Blazer',
  'Wool Blend Blazer',
  'Velvet Party Blazer',
  'Jacquard Wedding Blazer',
  'Tweed Blazer',
  'Shawl Lapel Tuxedo Blazer',
];

function blazerRecord(rng: Rng, n: number, seen: Set<string>): Omit<CatalogueRecord, 'img'> {
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
    const front = bandhgala
      ? 'band collar with antique brass buttons'
      : `${kind.includes('Shawl') ? 'satin shawl lapel' : pick(rng, ['notch lapel', 'peak lapel'])}, ${kind.includes('Double') ? 'six buttons' : pick(rng, ['two buttons', 'single button'])}`;
    const des =
      `${sentence(fabric)} ${bandhgala ? 'bandhgala' : 'blazer'} in ${lower(colour)}, ${front}, ` +
      `${pick(rng, ['fully lined', 'half lined', 'satin lined'])}${chance(rng, 0.3) ? ', with pocket square' : ''}. Sizes 36–46. ` +
      occasionText(rng, [WEDDING, RECEPTION, OFFICE, EVENING]);
    return { id: `men-blazer-${pad(n)}`, title, des };
  }
}

function pad(n: number): string {
  return String(n).padStart(3, '0');
}

type Builder = (rng: Rng, n: number, seen: Set<string>) => Omit<CatalogueRecord, 'img'>;

const COLLECTIONS: ReadonlyArray<{ slug: string; count: number; seed: number; build: Builder }> = [
  { slug: 'saree', count: 132, seed: 0x5a2ee, build: sareeRecord },
  { slug: 'men-punjabi', count: 214, seed: 0x9a4ab1, build: punjabiRecord },
  { slug: 'men-tshirt', count: 72, seed: 0x7ee, build: teeRecord },
  { slug: 'men-blazer', count: 64, seed: 0xb1a2e, build: blazerRecord },
];

function buildCollection(slug: string, count: number, seed: number, build: Builder): CatalogueRecord[] {
  const rng = mulberry32(seed);
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const record = build(rng, i + 1, seen);
    return { ...record, img: `/images/products/${slug}/${record.id}.svg` };
  });
}

function main(): void {
  const dir = dirname(fileURLToPath(import.meta.url));
  for (const { slug, count, seed, build } of COLLECTIONS) {
    const records = buildCollection(slug, count, seed, build);
    writeFileSync(join(dir, `${slug}.json`), `${JSON.stringify(records, null, 2)}\n`);
    console.log(`${slug}.json: ${records.length} records`);
  }
}

main();
