/**
 * Light SVG stand-ins for product photos: a draped saree, a punjabi, a T-shirt
 * or a blazer on a soft backdrop, coloured after the colour words of the title
 * so "Bottle Green Tant Saree" looks bottle green. Each image is 1–2 KB, so a
 * whole collection page of them weighs less than a couple of real photos.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Colour words as the catalogue spells them; longer names come first so "peacock blue" beats "blue". */
const COLOURS: Record<string, string> = {
  'peacock blue': '#0e6f86',
  'bottle green': '#1d5b3c',
  'off-white': '#f1ead8',
  'rani pink': '#d6246e',
  'sky blue': '#74b3dd',
  'royal blue': '#2a4fa8',
  'mint green': '#98d4b4',
  'lemon yellow': '#ecd94a',
  'turmeric yellow': '#e0a91b',
  red: '#c0232c',
  maroon: '#7a1626',
  mustard: '#d09a1c',
  pink: '#eb8fb0',
  lavender: '#b7a3d9',
  navy: '#1f2d55',
  magenta: '#b0226f',
  orange: '#e8772a',
  cream: '#efe2c2',
  teal: '#18807c',
  black: '#26262b',
  purple: '#6a3a8c',
  wine: '#6b1f3a',
  rust: '#b0502a',
  coral: '#ee7a66',
  beige: '#d9c6a5',
  grey: '#8d9096',
  charcoal: '#3c3f45',
  olive: '#6f7436',
  white: '#f7f6f2',
  ivory: '#f3ecd9',
  gold: '#c9a13b',
  brown: '#6e4a2e',
  khaki: '#b9a67a',
  peach: '#f2b89a',
  green: '#2e8b57',
  blue: '#3566b8',
  yellow: '#e9c53a',
};
const COLOUR_PATTERN = new RegExp(
  `\\b(${Object.keys(COLOURS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);
/** Used when a title names no colour: varied, and all pleasant on a light backdrop. */
const FALLBACK = ['#c0232c', '#7a1626', '#0e6f86', '#1d5b3c', '#d09a1c', '#6a3a8c', '#1f2d55', '#d6246e', '#18807c'];
const ZARI = '#c9a13b';

const COLLECTION_FILES = ['saree', 'men-punjabi', 'men-tshirt', 'men-blazer'] as const;

/** Garment colour, its trim (border, blouse, print) and a darker tone for seams and outlines. */
interface Colours {
  body: string;
  accent: string;
  ink: string;
}

/** FNV-1a, so an id always gets the same fallback colour and backdrop. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

/** Blends `hex` towards `to` by `t` (0 keeps hex, 1 gives to). */
function mix(hex: string, to: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(to);
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** True when two colours are too alike for one to show on the other. */
function near(a: string, b: string): boolean {
  const [x, y] = [rgb(a), rgb(b)];
  return x.reduce((sum, v, i) => sum + Math.abs(v - y[i]!), 0) < 120;
}

function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

/** Body from the first colour word; the accent from a second ("… with Red Border") or a sensible contrast. */
function pickColours(title: string, id: string): Colours {
  const named = [...title.toLowerCase().matchAll(COLOUR_PATTERN)].map((m) => COLOURS[m[1]!]!);
  const h = hash(id);
  const body = named[0] ?? FALLBACK[h % FALLBACK.length]!;
  const contrast = isLight(body) || near(body, ZARI) ? ['#b01f2a', '#7a1626', '#1d5b3c', '#1f2d55'][h % 4]! : ZARI;
  const accent = named[1] ?? contrast;
  return { body, accent, ink: mix(body, '#000000', isLight(body) ? 0.35 : 0.45) };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a garment adds to the picture: pattern definitions, the drawing, and how far to lower it. */
interface Drawing {
  defs: string;
  art: string;
  /** Hanging garments are short; this centres them in the frame. */
  drop: number;
}

/** A shop-window backdrop tinted towards the garment, plus the side-light gradient #s used by cloth(). */
function backdrop(body: string): string {
  return (
    `<linearGradient id="b" x2="0" y2="1"><stop stop-color="${mix(body, '#fbf8f3', 0.9)}"/><stop offset="1" stop-color="${mix(body, '#efe7dc', 0.8)}"/></linearGradient>` +
    `<linearGradient id="s"><stop stop-color="#fff" stop-opacity=".2"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".16"/></linearGradient>`
  );
}

/**
 * Fills a shape, lays motifs (pattern #m, when given) and a soft side-light over
 * it so flat colour reads as cloth. The outline is drawn once and reused, as
 * <use> can only restyle a shape that carries no fill of its own.
 */
function cloth(id: string, d: string, c: Colours, motifs = false): string {
  const use = (fill: string): string => `<use href="#${id}" fill="${fill}"/>`;
  return (
    `<g fill="${c.body}" stroke="${c.ink}" stroke-width="1.5"><path id="${id}" d="${d}"/></g>` +
    `<g stroke="none">${motifs ? use('url(#m)') : ''}${use('url(#s)')}</g>`
  );
}

/** Round dots at the given points, e.g. buttons (zero-length strokes with round caps). */
function dots(colour: string, size: number, points: ReadonlyArray<readonly [number, number]>): string {
  const d = points.map(([x, y]) => `M${x} ${y}v0`).join('');
  return `<path d="${d}" stroke="${colour}" stroke-width="${size}" stroke-linecap="round"/>`;
}

const HANGER =
  '<path d="M200 58v-10a10 10 0 1 0-10-10M200 58l-64 26h128z" fill="none" stroke="#8b8f96" stroke-width="3" stroke-linejoin="round"/>';
const FORM = '#eadfce';

function saree(title: string, c: Colours): Drawing {
  const motif = /check|stripe/i.test(title)
    ? `<path d="M0 1h22M1 0v22" stroke="${c.accent}" stroke-width="1.4" opacity=".6"/>`
    : `<circle cx="5" cy="5" r="2" fill="${ZARI}"/><path d="M15 13c4-4 9 0 6 4-2 3-6 2-6-4z" fill="${c.accent}"/>`;
  const pallu = 'M148 206l100-122c14-4 28 0 36 12l22 254-40 8-6-220-96 98z';
  return {
    defs: `<pattern id="m" width="22" height="22" patternUnits="userSpaceOnUse">${motif}</pattern>`,
    drop: 0,
    art:
      `<ellipse cx="200" cy="456" rx="130" ry="12" fill="#000" opacity=".08"/>` +
      // Blouse, then the dress form's neck and bare midriff.
      `<path d="M184 80c-20 4-40 10-48 22-6 12-4 30 2 46 6 18 10 36 14 56h96c4-20 8-38 14-56 6-16 8-34 2-46-8-12-28-18-48-22z" fill="${c.accent}"/>` +
      `<path d="M186 44h28v6h-28zM189 50h22l3 32h-28zM140 156c30 8 90 8 120 0q-4 28-12 48h-96q-8-20-12-48z" fill="${FORM}" stroke="#cdbfa9"/>` +
      // Skirt and pallu (across the chest, over the shoulder, down the back) share one outline.
      cloth('k', `M152 204h96c14 60 34 170 52 250h-200c18-80 38-190 52-250z${pallu}`, c, true) +
      `<path d="${pallu}" fill="none" stroke="${c.accent}" stroke-width="6"/>` +
      `<path d="M106 424h188l6 30h-200z" fill="${c.accent}"/>` +
      `<path d="M198 214l-12 240M210 214v240M222 214l12 240M234 214l24 240" stroke="${c.ink}" opacity=".35"/>` +
      // Zari lines along the hem and across the pallu's end.
      `<path d="M106 429h189M104 449h193M267 316l39-4M267 328l40-4M268 340l40-4" stroke="${ZARI}" stroke-width="2.5"/>`,
  };
}

function punjabi(title: string, c: Colours): Drawing {
  const worked = /embroider|chikan|kantha|mirror|thread|kashmiri|festive|jamdani|print/i.test(title);
  // Chikankari is white-on-colour; on a white punjabi it shows as a shadow tone.
  const thread = /chikan/i.test(title) ? (isLight(c.body) ? c.ink : '#fff') : c.accent;
  return {
    defs: worked
      ? `<pattern id="m" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="1.6" fill="${thread}"/></pattern>`
      : '',
    drop: 10,
    art:
      HANGER +
      cloth(
        'k',
        'M180 76l-40 10c-24 6-32 18-36 40l-24 180 34 6 18-132-4 268h144l-4-268 18 132 34-6-24-180c-4-22-12-34-36-40l-40-10c-8 10-32 10-40 0z',
        c,
      ) +
      (worked
        ? `<path d="M172 80h56v124h-56z" fill="url(#m)"/><path d="M128 436h144" stroke="${thread}" stroke-width="5"/>`
        : '') +
      `<path d="M180 76c10 12 30 12 40 0v-8c-10 10-30 10-40 0zM196 86h8v100h-8z" fill="${c.ink}"/>` +
      dots(worked ? thread : ZARI, 5, [
        [200, 102],
        [200, 126],
        [200, 150],
        [200, 174],
      ]) +
      `<path d="M131 398v50M269 398v50" stroke="${c.ink}" stroke-width="2"/>`,
  };
}

function tshirt(title: string, c: Colours): Drawing {
  const polo = /polo/i.test(title);
  const henley = /henley/i.test(title);
  const neck = /v-neck/i.test(title) ? 'M178 84l22 34 22-34' : polo ? 'M182 86l18 26 18-26' : 'M178 84c8 22 36 22 44 0';
  const striped = /stripe/i.test(title);
  const print = /print/i.test(title)
    ? `<circle cx="200" cy="214" r="32" fill="none" stroke="${c.accent}" stroke-width="6"/><path d="M182 226l12-20 9 12 7-9 11 17z" fill="${c.accent}"/>`
    : /colour-block/i.test(title)
      ? `<path d="M118 236h164v40h-164z" fill="${c.accent}"/>`
      : '';
  return {
    defs: striped
      ? `<pattern id="m" width="8" height="24" patternUnits="userSpaceOnUse"><path d="M0 4h8" stroke="${c.accent}" stroke-width="8" opacity=".7"/></pattern>`
      : '',
    drop: 50,
    art:
      HANGER +
      cloth(
        'k',
        'M178 84l-60 20-56 56 30 36 26-20v164h164v-164l26 20 30-36-56-56-60-20c-6 12-38 12-44 0z',
        c,
        striped,
      ) +
      print +
      `<path d="${neck}" fill="none" stroke="${c.ink}" stroke-width="5" stroke-linecap="round"/>` +
      (polo
        ? `<path d="M178 84l-8 24 28-6zM222 84l8 24-28-6z" fill="${c.body}" stroke="${c.ink}" stroke-width="2"/>${dots(
            c.ink,
            5,
            [
              [200, 122],
              [200, 136],
            ],
          )}`
        : '') +
      (henley
        ? `<path d="M194 100h12v50h-12z" fill="none" stroke="${c.ink}" stroke-width="2"/>${dots(c.ink, 5, [
            [200, 112],
            [200, 126],
            [200, 140],
          ])}`
        : '') +
      `<path d="M70 152l30 36M330 152l-30 36M118 326h164" stroke="${c.ink}" stroke-width="2"/>`,
  };
}

function blazer(title: string, c: Colours): Drawing {
  const front = /bandhgala|jodhpuri/i.test(title)
    ? `<path d="M182 72c8 8 28 8 36 0v14c-8 6-28 6-36 0z" fill="${c.ink}"/><path d="M200 86v284" stroke="${c.ink}" stroke-width="2"/>` +
      dots(ZARI, 7, [
        [200, 110],
        [200, 150],
        [200, 190],
        [200, 230],
        [200, 270],
        [200, 310],
      ])
    : `<path d="M176 74l24 122 24-122z" fill="${isLight(c.body) ? '#3a3f4a' : '#f5f2ea'}"/><path d="M193 94h14l-3 10 5 56-9 12-9-12 5-56z" fill="${c.accent}"/>` +
      `<path d="M176 74l-22 28 10 12-8 8 44 84zM224 74l22 28-10 12 8 8-44 84z" fill="${c.ink}" opacity=".55"/>` +
      `<path d="M200 206v164" stroke="${c.ink}" stroke-width="2"/>${dots(c.ink, 8, [
        [200, 240],
        [200, 276],
      ])}` +
      `<path d="M232 146l22-4 2 8-24 2z" fill="${c.accent}"/>`;
  return {
    defs: '',
    drop: 44,
    art:
      HANGER +
      cloth(
        'k',
        'M176 74l-46 14c-20 8-28 22-30 46l-12 190 34 6 6-130v170h144v-170l6 130 34-6-12-190c-2-24-10-38-30-46l-46-14z',
        c,
      ) +
      front +
      `<path d="M146 312h40M214 312h40M128 200v130M272 200v130" stroke="${c.ink}" stroke-width="3"/>`,
  };
}

const DRAWINGS: Record<string, (title: string, c: Colours) => Drawing> = {
  saree,
  'men-punjabi': punjabi,
  'men-tshirt': tshirt,
  'men-blazer': blazer,
};

/**
 * The artwork of one product as an SVG document. `slug` picks the garment
 * (unknown slugs get the saree, the shop's mainstay); the title picks colours.
 */
export function productSvg(slug: string, id: string, title: string): string {
  const colours = pickColours(title, id);
  const { defs, art, drop } = (DRAWINGS[slug] ?? saree)(title, colours);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">` +
    `<title>${escapeXml(title)}</title><defs>${defs}${backdrop(colours.body)}</defs>` +
    `<rect width="400" height="500" fill="url(#b)"/>${drop ? `<g transform="translate(0 ${drop})">${art}</g>` : art}</svg>`
  );
}

interface ArtworkRecord {
  id: string;
  title: string;
  img: string;
}

function isArtworkRecord(value: unknown): value is ArtworkRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, title, img } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof title === 'string' && typeof img === 'string';
}

/** The file for `img` under outDir, or null when the path would land outside the product images. */
function targetFile(outDir: string, img: string): string | null {
  if (!img.startsWith('/images/products/')) return null;
  const root = resolve(outDir, 'images', 'products');
  const file = resolve(outDir, `.${img}`);
  return file.startsWith(root + sep) ? file : null;
}

/**
 * Writes the artwork of every catalogue record whose img points under
 * /images/products/ to `outDir` + img, and returns how many files it wrote.
 * Records that are not objects with string id, title and img are skipped, and
 * so is a file whose content is not a JSON array.
 */
export async function writeProductArtwork(catalogueDir: string, outDir: string): Promise<number> {
  let written = 0;
  for (const slug of COLLECTION_FILES) {
    const records: unknown = JSON.parse(await readFile(join(catalogueDir, `${slug}.json`), 'utf8'));
    if (!Array.isArray(records)) continue;
    for (const record of records) {
      if (!isArtworkRecord(record)) continue;
      const file = targetFile(outDir, record.img);
      if (file === null) continue;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, productSvg(slug, record.id, record.title));
      written++;
    }
  }
  return written;
}
