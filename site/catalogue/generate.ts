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
} from './words/menswear.js';
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
} from './words/occasions.js';
import { BORDER_COLOURS, SAREE_COLOURS, WEAVES } from './words/saree.js';

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
function occasionText(rng: Rng, occasions: readonly Occasion[]): string {
  const occasion = pick(rng, occasions);
  // Roughly one record in four carries Bengali as well.
  return chance(rng, 0.25) ? `${occasion.en} ${occasion.bn}` : occasion.en;
}

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
