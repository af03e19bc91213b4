/**
 * What a product's words say it looks like: the colour of its body, of its
 * border (or trim), of its motifs, and its pattern, read from its title and
 * description. The drawings (products.ts) are made from this, so "Orange with
 * fine stripes" is drawn orange and striped, and "Saree with Red Border" has a
 * red border.
 */

/** Colour words as the catalogue spells them; longer names are tried first, so "peacock blue" beats "blue". */
export const COLOURS: Readonly<Record<string, string>> = {
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
  golden: '#c9a13b',
  silver: '#b9bec6',
  copper: '#b8733a',
  brown: '#6e4a2e',
  khaki: '#b9a67a',
  peach: '#f2b89a',
  green: '#2e8b57',
  blue: '#3566b8',
  yellow: '#e9c53a',
};

const COLOUR_WORD = new RegExp(
  `\\b(${Object.keys(COLOURS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);

/**
 * Patterns a drawing can show. The first kinds cover cloth all over; the last
 * three are T-shirt graphics.
 */
export type Pattern =
  | 'plain'
  | 'stripes'
  | 'checks'
  | 'dots'
  | 'buti'
  | 'jaal'
  | 'meenakari'
  | 'paisley'
  | 'floral'
  | 'kantha'
  | 'sequins'
  | 'bandhani'
  | 'leheriya'
  | 'ombre'
  | 'print'
  | 'embroidery'
  | 'chikankari'
  | 'mirror'
  | 'jacquard'
  | 'tweed'
  | 'tram'
  | 'alphabet'
  | 'colour-block';

/**
 * Which words make which pattern, in order: the first that the words name wins,
 * so "meenakari jaal" is meenakari, "floral jaal" a jaal and "block-printed
 * motifs" a print.
 */
const PATTERN_WORDS: ReadonlyArray<readonly [Pattern, RegExp]> = [
  ['meenakari', /\bmeenakari\b/],
  ['kantha', /\bkantha\b|\brunning-stitch\b/],
  ['jaal', /\bjaal\b/],
  ['chikankari', /\bchikan(kari)?\b/],
  ['mirror', /\bmirror\b/],
  ['bandhani', /\bbandhani\b/],
  ['leheriya', /\bleheriya\b/],
  ['tram', /\btram\b/],
  ['alphabet', /\balphabet\b/],
  ['colour-block', /\bcolou?r-block\b/],
  ['checks', /\bcheck(s|ed)?\b/],
  ['stripes', /\bstripe[sd]?\b/],
  ['dots', /\bpolka\b|\bdot(s|ted)?\b/],
  ['paisley', /\bpaisleys?\b/],
  ['sequins', /\bsequins?\b/],
  ['ombre', /\bombre\b/],
  ['tweed', /\btweed\b/],
  ['floral', /\bfloral\b|\bflowers?\b/],
  ['embroidery', /\bembroider(y|ed)\b|\bthread work\b|\baari\b/],
  ['print', /\bprint(s|ed)?\b/],
  ['buti', /\b(buti|butis|booti|bootis|butta)\b|\bjamdani\b|\bmotifs?\b/],
  ['jacquard', /\bjacquard\b/],
];

/** Words for a pallu woven with figures: Baluchari and Swarnachari sarees, Ramayana panels. */
const SCENE_WORDS = /\b(baluchari|swarnachari|mythological|ramayana|mahabharata|scenes?)\b/;

/** A colour and the word it came from: a colour word of the text, or what was read instead ("zari", "contrast"). */
export interface Swatch {
  word: string;
  hex: string;
}

export interface Look {
  body: Swatch;
  /** A saree's border, or the trim of other garments (buttons, blocks, print). */
  border: Swatch;
  /** Motifs, stripes and stitches. */
  motif: Swatch;
  pattern: Pattern;
  /** A saree's pallu: woven scenes, or the body's pattern carried on. */
  pallu: Pattern | 'scenes';
  /** "fine stripes", "small checks" or "bold checks". */
  scale: 'fine' | 'regular' | 'bold';
  /** "thin piping border" or "broad red border". */
  borderWidth: 'thin' | 'regular' | 'broad';
}

const ZARI: Readonly<Record<string, string>> = {
  gold: COLOURS.gold!,
  silver: COLOURS.silver!,
  copper: COLOURS.copper!,
};

/** Used when the words name no colour: varied, and all pleasant on a light backdrop. */
const FALLBACK = ['red', 'maroon', 'peacock blue', 'bottle green', 'mustard', 'purple', 'navy', 'rani pink', 'teal'];
/** Colours a "contrast" border is chosen from: the one farthest from the body wins. */
const CONTRASTS = ['maroon', 'bottle green', 'navy', 'red', 'black', 'mustard', 'cream'];

/** FNV-1a, so an id always gets the same fallback colour. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

function distance(a: string, b: string): number {
  const [x, y] = [rgb(a), rgb(b)];
  return x.reduce((sum, v, i) => sum + Math.abs(v - y[i]!), 0);
}

export function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

/** Blends `hex` towards `to` by `t` (0 keeps hex, 1 gives to). */
export function mix(hex: string, to: string, t: number): string {
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

/**
 * A colour too like the body to show on it ("gold zari" on lemon yellow), deepened or lightened, keeping its hue. A
 * border, a broad band with an edge, is kept as named unless it is nearly the body's colour.
 */
function apart(colour: Swatch, body: string, within = 120): Swatch {
  if (distance(colour.hex, body) >= within) return colour;
  return { ...colour, hex: mix(colour.hex, isLight(body) ? '#000000' : '#ffffff', 0.45) };
}

const swatch = (word: string): Swatch => ({ word, hex: COLOURS[word]! });

function colourWords(text: string): string[] {
  return [...text.matchAll(COLOUR_WORD)].map((m) => m[1]!);
}

function patternOf(text: string): Pattern | null {
  return PATTERN_WORDS.find(([, words]) => words.test(text))?.[0] ?? null;
}

/** The text cut at commas and full stops, so "fine stripes, contrast border" is two phrases. */
function phrases(text: string): string[] {
  return text.split(/[,.।]\s*/).filter(Boolean);
}

function contrast(body: string, id: string): Swatch {
  const scored = CONTRASTS.map((word, i) => [word, distance(COLOURS[word]!, body) * 8 + ((hash(id) + i) % 7)] as const);
  return swatch(scored.reduce((best, next) => (next[1] > best[1] ? next : best))[0]);
}

/**
 * Reads the look of a product from its words. `id` only picks among equals: the
 * colour of an unnamed contrast border, or of a product that names no colour.
 */
export function readLook(title: string, des: string, id: string): Look {
  const titleText = title.toLowerCase();
  const desPhrases = phrases(des.toLowerCase());
  const borderText = desPhrases.filter((p) => /\bborder\b/.test(p)).join('. ');
  const palluText = desPhrases.filter((p) => /\bpallu\b/.test(p)).join('. ');
  const clothText = [titleText.replace(/\bwith [\w -]+ border\b/, ''), ...desPhrases]
    .filter((p) => !/\b(border|pallu)\b/.test(p))
    .join('. ');

  const bodyWord = colourWords(titleText)[0] ?? colourWords(clothText)[0];
  const body = bodyWord ? swatch(bodyWord) : swatch(FALLBACK[hash(id) % FALLBACK.length]!);
  if (!bodyWord) body.word = '';

  const titleBorder = /\bwith ([\w -]+?) border\b/.exec(titleText)?.[1];
  // A second colour in the title is the trim: "Teal Churidar with Gold Dupatta".
  const borderWord =
    colourWords(titleBorder ?? '')[0] ??
    colourWords(borderText)[0] ??
    (bodyWord ? colourWords(titleText)[1] : undefined);
  const border: Swatch = borderWord
    ? swatch(borderWord)
    : /\bzari\b/.test(borderText)
      ? { word: 'zari', hex: ZARI.gold! }
      : { ...contrast(body.hex, id), word: 'contrast' };

  const pattern = patternOf(clothText) ?? 'plain';
  const pallu = SCENE_WORDS.test(`${titleText}. ${palluText}`) ? 'scenes' : (patternOf(palluText) ?? pattern);

  const work = `${clothText}. ${palluText}`;
  const zari =
    /\b(gold|golden|silver|copper)\b(?= zari\b)/.exec(work)?.[1] ?? (/\bzari\b|\bgolden\b/.test(work) ? 'gold' : null);
  const motif: Swatch = zari
    ? { word: zari === 'golden' ? 'gold' : zari, hex: ZARI[zari === 'golden' ? 'gold' : zari]! }
    : /\bwhite chikan/.test(work)
      ? { word: 'white', hex: isLight(body.hex) ? mix(body.hex, '#000000', 0.3) : COLOURS.white! }
      : /\b(self|tone-on-tone)\b/.test(work) || pattern === 'jacquard' || pattern === 'tweed'
        ? { word: 'self', hex: mix(body.hex, isLight(body.hex) ? '#000000' : '#ffffff', 0.35) }
        : borderWord || border.word === 'zari'
          ? border
          : { ...contrast(body.hex, id), word: 'contrast' };
  const scale = /\b(fine|small|thin|tiny)\b/.test(clothText)
    ? 'fine'
    : /\b(bold|broad|big)\b/.test(clothText)
      ? 'bold'
      : 'regular';
  const borderWidth = /\b(thin|piping)\b/.test(borderText)
    ? 'thin'
    : /\b(broad|wide)\b/.test(borderText)
      ? 'broad'
      : 'regular';
  return {
    body,
    border: apart(border, body.hex, 70),
    motif: apart(motif, body.hex),
    pattern,
    pallu,
    scale,
    borderWidth,
  };
}
