/**
 * Light SVG stand-ins for product photos: a draped saree, a punjabi, a T-shirt
 * or a blazer on a soft backdrop, drawn from the product's words (look.ts), so
 * "Bottle Green Tant Saree with Red Border … fine stripes" is bottle green,
 * striped, with a red border. Each image is 1.3–2.6 KB, so a whole collection
 * page of them weighs less than a couple of real photos.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { isLight, mix, readLook, type Look, type Pattern } from './look.js';

const COLLECTION_FILES = ['saree', 'men-punjabi', 'men-tshirt', 'men-blazer'] as const;

/** Garment colour, its trim (border, blouse, print), its motifs and a darker tone for seams and outlines. */
interface Colours {
  body: string;
  accent: string;
  motif: string;
  ink: string;
}

function coloursOf(look: Look): Colours {
  const body = look.body.hex;
  return {
    body,
    accent: look.border.hex,
    motif: look.motif.hex,
    ink: mix(body, '#000000', isLight(body) ? 0.35 : 0.45),
  };
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

/** Round dots at the given points, e.g. buttons or petals (zero-length strokes with round caps). */
function dots(colour: string, size: number, points: ReadonlyArray<readonly [number, number]>): string {
  const d = points.map(([x, y]) => `M${x} ${y}v0`).join('');
  return `<path d="${d}" stroke="${colour}" stroke-width="${size}" stroke-linecap="round"/>`;
}

/** A flower of five petals round (x, y). */
function flower(x: number, y: number, r: number, petal: string, eye: string): string {
  const points = [0, 1, 2, 3, 4].map((i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return [Math.round((x + r * Math.cos(a)) * 10) / 10, Math.round((y + r * Math.sin(a)) * 10) / 10] as const;
  });
  return dots(petal, r * 1.3, points) + dots(eye, r * 0.9, [[x, y]]);
}

const KALKA = 'c9 2 14 11 12 20-2 10-10 16-19 14-7-2-10-9-7-13 3-4 9-2 11-6 3-5-3-10 3-15z';

/**
 * The tile of a pattern, as `<pattern id="{id}" class="{kind}">`, drawn in the
 * motif colour over the body. `across` turns stripes across the cloth (a
 * T-shirt's) instead of along it (a saree's). Plain cloth and the T-shirt
 * graphics have no tile.
 */
function tile(id: string, kind: Pattern, c: Colours, across = false, scale: Look['scale'] = 'regular'): string {
  const m = c.motif;
  /** Stripes and checks: "fine" ones narrower and closer, "bold" ones broader. */
  const k = { fine: 0.6, regular: 1, bold: 1.5 }[scale];
  const open = (size: number, extra = '') =>
    `<pattern id="${id}" class="${kind}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${extra}>`;
  const inner: Partial<Record<Pattern, string>> = {
    stripes: `${open(16 * k)}<path d="${across ? `M0 ${4 * k}h${16 * k}` : `M${4 * k} 0v${16 * k}`}" stroke="${m}" stroke-width="${5 * k}"/>`,
    checks: `${open(20 * k)}<path d="M0 ${4 * k}h${20 * k}M${4 * k} 0v${20 * k}" stroke="${m}" stroke-width="${4 * k}" opacity=".8"/><path d="M0 ${13 * k}h${20 * k}M${13 * k} 0v${20 * k}" stroke="${m}" stroke-width="${1.2 * k}"/>`,
    dots: `${open(18)}<circle cx="5" cy="5" r="3.6" fill="${m}"/><circle cx="14" cy="14" r="3.6" fill="${m}"/>`,
    buti: `${open(28)}${dots(m, 3.6, [
      [7, 4],
      [4, 7],
      [10, 7],
      [7, 10],
      [21, 18],
      [18, 21],
      [24, 21],
      [21, 24],
    ])}`,
    jaal: `${open(26)}<path d="M0 13L13 0l13 13-13 13z" fill="none" stroke="${m}" stroke-width="2"/>${dots(m, 5, [[13, 13]])}`,
    meenakari: `${open(30)}<path d="M0 15L15 0l15 15-15 15z" fill="none" stroke="${m}" stroke-width="2"/><path d="M15 8l6 7-6 7-6-7z" fill="${c.accent}" stroke="${m}" stroke-width="1.5"/>${dots(m, 4, [[0, 0]])}`,
    paisley: `${open(30)}<path d="M10 2${KALKA}" fill="${m}"/>${dots(m, 4, [[25, 26]])}`,
    floral: `${open(32)}${flower(9, 9, 4, m, c.accent)}<path d="M22 28q4-8 9-7-3 7-9 7z" fill="${m}"/>`,
    kantha: `${open(32)}<path d="M0 5q8-6 16 0t16 0M10 22a6 6 0 1 0 12 0a6 6 0 1 0-12 0" fill="none" stroke="${m}" stroke-width="2" stroke-dasharray="3 2"/>${dots(m, 4, [[16, 22]])}`,
    sequins: `${open(20)}<path d="M5 1l2 4-2 4-2-4zM15 11l2 4-2 4-2-4z" fill="${m}"/>`,
    bandhani: `${open(20)}${dots(m, 2.8, [
      [10, 5],
      [15, 10],
      [10, 15],
      [5, 10],
      [0, 0],
    ])}`,
    leheriya: `${open(18, ' patternTransform="rotate(35)"')}<path d="M0 3h18" stroke="${m}" stroke-width="4"/><path d="M0 11h18" stroke="${c.accent}" stroke-width="3"/>`,
    print: `${open(26)}<circle cx="7" cy="7" r="4.5" fill="none" stroke="${m}" stroke-width="2.4"/><path d="M17 15h8v8h-8z" fill="${m}"/>`,
    embroidery: `${open(28)}<path d="M4 24q6-10 16-16" fill="none" stroke="${m}" stroke-width="1.6"/>${flower(20, 8, 3, m, c.accent)}${dots(m, 3, [[10, 17]])}`,
    chikankari: `${open(22)}<circle cx="7" cy="7" r="3.5" fill="none" stroke="${m}" stroke-width="1.6"/>${dots(m, 2.4, [
      [18, 16],
      [14, 19],
    ])}`,
    mirror: `${open(24)}<circle cx="8" cy="8" r="4.5" fill="#e8eef4" stroke="${m}" stroke-width="2"/>${dots(m, 3, [[20, 20]])}`,
    jacquard: `${open(22)}<path d="M11 3l8 8-8 8-8-8z" fill="none" stroke="${m}" stroke-width="1.8"/>${dots(m, 3, [[11, 11]])}`,
    tweed: `${open(8)}<path d="M0 0l4 4M4 8l4-4" stroke="${m}" stroke-width="1.6"/>`,
  };
  if (kind === 'ombre')
    return `<linearGradient id="${id}" class="ombre" x2="0" y2="1"><stop stop-color="${m}" stop-opacity="0"/><stop offset="1" stop-color="${m}"/></linearGradient>`;
  const body = inner[kind];
  return body ? `${body}</pattern>` : '';
}

/** True when the pattern is drawn as a tile over the whole cloth. */
const tiled = (kind: Pattern): boolean => tile('t', kind, { body: '', accent: '', motif: '', ink: '' }) !== '';

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

const HANGER =
  '<path d="M200 58v-10a10 10 0 1 0-10-10M200 58l-64 26h128z" fill="none" stroke="#8b8f96" stroke-width="3" stroke-linejoin="round"/>';
const FORM = '#eadfce';

/** Figures under arches on the pallu's end (x 260–340), as a Baluchari pallu weaves scenes of the epics. */
function scenes(c: Colours): string {
  const panel = mix(c.body, '#000000', 0.3);
  const thread = isLight(c.body) ? mix(c.body, '#000000', 0.7) : '#f2c14e';
  const figure = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y - 26}" r="5"/><path d="M${x - 8} ${y}l8-21 8 21zM${x - 9} ${y - 15}h18"/>` +
    `<path d="M${x - 11} ${y + 3}v-29a11 11 0 0 1 22 0v29" fill="none" stroke-width="2.5"/>`;
  return (
    `<g class="scenes" fill="${thread}" stroke="${thread}">` +
    `<path d="M259 272l62-3 21 104-80 14z" fill="${panel}" stroke="none"/>` +
    `<path d="M260 284l64-3M262 378l79-13" fill="none" stroke-width="3"/>` +
    `${figure(274, 344)}<g transform="rotate(-9 300 340)">${figure(298, 342)}${figure(322, 340)}</g>` +
    `</g>`
  );
}

function saree(look: Look, c: Colours): Drawing {
  const pallu = 'M148 206l100-122c14-4 28 0 36 12l58 276-80 14-4-246-94 96z';
  const palluPattern = look.pallu === 'scenes' ? look.pattern : look.pallu;
  /** The border's top edge, by its width, and where the skirt's side crosses a height. */
  const top = { thin: 440, regular: 418, broad: 398 }[look.borderWidth];
  const edge = (y: number) => Math.round(99 + (454 - y) * 0.2);
  const zari = look.motif.word === 'gold' || look.motif.word === 'silver' || look.border.word === 'zari';
  return {
    defs:
      tile('m', look.pattern, c, false, look.scale) +
      (palluPattern !== look.pattern ? tile('p', palluPattern, c, false, look.scale) : ''),
    drop: 0,
    art:
      `<ellipse cx="200" cy="456" rx="130" ry="12" fill="#000" opacity=".08"/>` +
      // Blouse, in the border's colour, then the dress form's neck and bare midriff.
      `<path d="M184 80c-20 4-40 10-48 22-6 12-4 30 2 46 6 18 10 36 14 56h96c4-20 8-38 14-56 6-16 8-34 2-46-8-12-28-18-48-22z" fill="${c.accent}"/>` +
      `<path d="M186 44h28v6h-28zM189 50h22l3 32h-28zM140 156c30 8 90 8 120 0q-4 28-12 48h-96q-8-20-12-48z" fill="${FORM}" stroke="#cdbfa9"/>` +
      // Skirt, then the pallu across the chest, over the shoulder and down the back.
      cloth('k', 'M152 204h96c14 60 34 170 52 250h-200c18-80 38-190 52-250z', c, tiled(look.pattern)) +
      `<g fill="${c.body}" stroke="${c.ink}" stroke-width="1.5"><path id="q" d="${pallu}"/></g>` +
      `<g stroke="none">${tiled(palluPattern) ? `<use href="#q" fill="url(#${palluPattern === look.pattern ? 'm' : 'p'})"/>` : ''}<use href="#q" fill="url(#s)"/></g>` +
      (look.pallu === 'scenes' ? scenes(c) : '') +
      `<path d="M148 206l100-122M164 236l94-96" fill="none" stroke="${c.accent}" stroke-width="7"/>` +
      `<path d="M198 214l-12 240M210 214v240M222 214l12 240M234 214l24 240" stroke="${c.ink}" opacity=".35"/>` +
      // The border: along the hem, with a line of zari when the words name zari.
      `<path class="border" d="M${edge(top)} ${top}H${400 - edge(top)}L301 454H99z" fill="${c.accent}"/>` +
      (zari
        ? `<path d="M${edge(top + 6)} ${top + 6}H${400 - edge(top + 6)}M102 448h197" stroke="${look.motif.word === 'silver' ? look.motif.hex : '#c9a13b'}" stroke-width="2.5"/>`
        : ''),
  };
}

/** Where a punjabi's handwork sits: yoke and placket, and a band at the hem. */
const PUNJABI_YOKE = 'M156 84l24-8c10 12 30 12 40 0l24 8 4 116h-96z';

function punjabi(look: Look, c: Colours): Drawing {
  const handwork = ['embroidery', 'chikankari', 'kantha', 'mirror'].includes(look.pattern);
  return {
    defs: tile('m', look.pattern, c, false, look.scale),
    drop: 10,
    art:
      HANGER +
      cloth(
        'k',
        'M180 76l-40 10c-24 6-32 18-36 40l-24 180 34 6 18-132-4 268h144l-4-268 18 132 34-6-24-180c-4-22-12-34-36-40l-40-10c-8 10-32 10-40 0z',
        c,
        tiled(look.pattern) && !handwork,
      ) +
      (handwork
        ? `<path d="${PUNJABI_YOKE}" fill="url(#m)"/><path d="M128 430h144M84 300l30 5M316 300l-30 5" stroke="${c.motif}" stroke-width="5" stroke-dasharray="${look.pattern === 'kantha' ? '6 4' : 'none'}"/>`
        : '') +
      `<path d="M180 76c10 12 30 12 40 0v-8c-10 10-30 10-40 0zM196 86h8v100h-8z" fill="${c.ink}"/>` +
      dots(handwork ? c.motif : '#c9a13b', 5, [
        [200, 102],
        [200, 126],
        [200, 150],
        [200, 174],
      ]) +
      `<path d="M131 398v50M269 398v50" stroke="${c.ink}" stroke-width="2"/>`,
  };
}

function tshirt(look: Look, title: string, c: Colours): Drawing {
  const polo = /polo/i.test(title);
  const henley = /henley/i.test(title);
  const neck = /v-neck/i.test(title) ? 'M178 84l22 34 22-34' : polo ? 'M182 86l18 26 18-26' : 'M178 84c8 22 36 22 44 0';
  const graphic: Partial<Record<Pattern, string>> = {
    print: `<circle cx="200" cy="214" r="32" fill="none" stroke="${c.accent}" stroke-width="6"/><path d="M182 226l12-20 9 12 7-9 11 17z" fill="${c.accent}"/>`,
    tram:
      `<path d="M156 196h88v44h-88z" fill="${c.accent}"/><path d="M164 204h16v14h-16zM186 204h16v14h-16zM208 204h16v14h-16zM230 204h8v14h-8z" fill="${c.body}"/>` +
      `<path d="M200 196l-14-22h28M150 246h100" fill="none" stroke="${c.accent}" stroke-width="3"/>${dots(c.accent, 9, [
        [172, 242],
        [228, 242],
      ])}`,
    alphabet: `<text x="200" y="232" font-family="sans-serif" font-size="54" font-weight="700" text-anchor="middle" fill="${c.accent}" lang="bn">অ আ</text>`,
    'colour-block': `<path d="M118 236h164v48h-164z" fill="${c.accent}"/>`,
  };
  const art = graphic[look.pattern];
  return {
    defs: art ? '' : tile('m', look.pattern, c, true, look.scale),
    drop: 50,
    art:
      HANGER +
      cloth(
        'k',
        'M178 84l-60 20-56 56 30 36 26-20v164h164v-164l26 20 30-36-56-56-60-20c-6 12-38 12-44 0z',
        c,
        !art && tiled(look.pattern),
      ) +
      (art ? `<g class="${look.pattern}">${art}</g>` : '') +
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

function blazer(look: Look, title: string, c: Colours): Drawing {
  const front = /bandhgala|jodhpuri/i.test(title)
    ? `<path d="M182 72c8 8 28 8 36 0v14c-8 6-28 6-36 0z" fill="${c.ink}"/><path d="M200 86v284" stroke="${c.ink}" stroke-width="2"/>` +
      dots('#c9a13b', 7, [
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
    defs: tile('m', look.pattern, c, false, look.scale),
    drop: 44,
    art:
      HANGER +
      cloth(
        'k',
        'M176 74l-46 14c-20 8-28 22-30 46l-12 190 34 6 6-130v170h144v-170l6 130 34-6-12-190c-2-24-10-38-30-46l-46-14z',
        c,
        tiled(look.pattern),
      ) +
      front +
      `<path d="M146 312h40M214 312h40M128 200v130M272 200v130" stroke="${c.ink}" stroke-width="3"/>`,
  };
}

/** A product's picture and the look it was drawn from. */
export interface ProductArtwork {
  svg: string;
  look: Look;
}

/**
 * The artwork of one product, drawn from its words: `slug` picks the garment
 * (unknown slugs get the saree, the shop's mainstay); the title and description
 * give its colours, border and pattern (see look.ts).
 */
export function productArtwork(slug: string, id: string, title: string, des = ''): ProductArtwork {
  const look = readLook(title, des, id);
  const colours = coloursOf(look);
  const { defs, art, drop } =
    slug === 'men-punjabi'
      ? punjabi(look, colours)
      : slug === 'men-tshirt'
        ? tshirt(look, title, colours)
        : slug === 'men-blazer'
          ? blazer(look, title, colours)
          : saree(look, colours);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">` +
    `<title>${escapeXml(title)}</title><defs>${defs}${backdrop(colours.body)}</defs>` +
    `<rect width="400" height="500" fill="url(#b)"/>${drop ? `<g transform="translate(0 ${drop})">${art}</g>` : art}</svg>`;
  return { svg, look };
}

/** The artwork of one product as an SVG document (see productArtwork). */
export function productSvg(slug: string, id: string, title: string, des = ''): string {
  return productArtwork(slug, id, title, des).svg;
}

interface ArtworkRecord {
  id: string;
  title: string;
  des?: string;
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
      await writeFile(
        file,
        productSvg(slug, record.id, record.title, typeof record.des === 'string' ? record.des : ''),
      );
      written++;
    }
  }
  return written;
}
