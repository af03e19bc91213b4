import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import * as drawings from '../../site/sample/artwork/products.js';
import { SITE_ARTWORK } from '../../site/sample/artwork/site.js';
import { BLAZER_COLOURS, MEN_COLOURS } from '../../site/sample/names/menswear.js';
import { BORDER_COLOURS, SAREE_COLOURS } from '../../site/sample/names/saree.js';

interface Product {
  id: string;
  title: string;
  des: string;
}

// Through the module object, so that the SVG checks below run (and fail) on drawings made before productArtwork.
const productArtwork = (...args: Parameters<typeof drawings.productArtwork>) => drawings.productArtwork(...args);

const COLLECTIONS = ['saree', 'men-punjabi', 'men-tshirt', 'men-blazer'] as const;
const catalogue = (slug: string): Product[] =>
  JSON.parse(readFileSync(`site/data/catalogue/${slug}.json`, 'utf8')) as Product[];

/** Every colour the sample catalogue writes, longest first ("rani pink" before "pink"), and the zari metals. */
const COLOUR_NAMES = [
  ...new Set(
    [...SAREE_COLOURS, ...MEN_COLOURS, ...BLAZER_COLOURS, ...BORDER_COLOURS, 'White', 'Silver', 'Copper'].map((c) =>
      c.toLowerCase(),
    ),
  ),
].sort((a, b) => b.length - a.length);
const colourWords = (text: string): string[] =>
  [...text.toLowerCase().matchAll(new RegExp(`\\b(${COLOUR_NAMES.join('|')})\\b`, 'g'))].map((m) => m[1]!);

/** Where each colour sits on the colour wheel (hue in degrees), or that it is a grey. */
const HUES: Array<[string[], number, number]> = [
  [['red', 'maroon', 'wine', 'magenta', 'pink', 'rani pink'], 320, 370],
  [['orange', 'coral', 'rust', 'peach', 'brown', 'copper'], 0, 35],
  [['mustard', 'gold', 'beige', 'cream', 'ivory', 'khaki', 'lemon yellow', 'turmeric yellow', 'off-white'], 35, 62],
  [['olive', 'mint green', 'bottle green'], 62, 165],
  [['teal', 'peacock blue', 'sky blue', 'royal blue', 'navy'], 170, 235],
  [['lavender', 'purple'], 255, 295],
];
const GREYS = ['grey', 'charcoal', 'black', 'white', 'silver'];

function hueOf(hex: string): { hue: number; spread: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread === 0) return { hue: 0, spread };
  const h = max === r ? ((g - b) / spread) % 6 : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
  return { hue: (h * 60 + 360) % 360, spread };
}

function assertColourOf(word: string, hex: string, where: string): void {
  const { hue, spread } = hueOf(hex);
  if (GREYS.includes(word)) {
    assert.ok(spread < 0.1, `${where}: ${word} is drawn ${hex}, which is not grey enough`);
    return;
  }
  const family = HUES.find(([words]) => words.includes(word));
  assert.ok(family, `${where}: the test has no hue for the colour "${word}"`);
  const [, from, to] = family!;
  const inRange = (h: number) => h >= from && h <= to;
  assert.ok(inRange(hue) || inRange(hue + 360), `${where}: ${word} is drawn ${hex} (hue ${Math.round(hue)})`);
}

/**
 * The words a shopper reads for each pattern. The drawing must show a pattern
 * only if the words name it, and show the one they name when they name one.
 */
const PATTERN_WORDS: Record<string, RegExp> = {
  stripes: /\bstripe[sd]?\b/,
  checks: /\bcheck(s|ed)?\b/,
  dots: /\bpolka\b|\bdots?\b/,
  buti: /\bbutis?\b|\bbooti\b|\bjamdani\b|\bmotifs?\b/,
  jaal: /\bjaal\b/,
  meenakari: /\bmeenakari\b/,
  paisley: /\bpaisleys?\b/,
  floral: /\bfloral\b|\bflowers?\b/,
  kantha: /\bkantha\b|\brunning-stitch\b/,
  sequins: /\bsequins?\b/,
  bandhani: /\bbandhani\b/,
  leheriya: /\bleheriya\b/,
  ombre: /\bombre\b/,
  print: /\bprint(s|ed)?\b/,
  embroidery: /\bembroider(y|ed)\b|\bthread work\b/,
  chikankari: /\bchikan(kari)?\b/,
  mirror: /\bmirror\b/,
  jacquard: /\bjacquard\b/,
  tweed: /\btweed\b/,
  tram: /\btram\b/,
  alphabet: /\balphabet\b/,
  'colour-block': /\bcolour-block\b/,
};

/** The text without the phrases about the border and the pallu, which say nothing of the body's pattern. */
function clothWords(p: Product): string {
  return [p.title.replace(/ with [\w -]+ border$/i, ''), ...p.des.split(/[,.]\s*/)]
    .filter((phrase) => !/\b(border|pallu)\b/i.test(phrase))
    .join('. ')
    .toLowerCase();
}

const products = suite('each sample product is drawn from its words');

products('the issue’s sarees: fine stripes are stripes, a Baluchari has scenes on its pallu, not dots', () => {
  const sarees = catalogue('saree');
  const orange = sarees.find((p) => p.title === 'Orange Shantipuri Tant Saree' && /fine stripes/.test(p.des))!;
  const coral = sarees.find((p) => p.title === 'Coral Baluchari Silk Saree' && /mythological scenes/.test(p.des))!;
  const striped = drawings.productSvg('saree', orange.id, orange.title, orange.des);
  assert.match(striped, /<pattern id="m" class="stripes"/);
  assert.not.match(striped, /<circle/, 'no dots');
  const baluchari = drawings.productSvg('saree', coral.id, coral.title, coral.des);
  assert.match(baluchari, /<g class="scenes"/);
  assert.not.match(baluchari, /<pattern/, 'nothing is said of the body, so it is plain');
  assert.is(productArtwork('saree', orange.id, orange.title, orange.des).look.pattern, 'stripes');
  assert.is(productArtwork('saree', coral.id, coral.title, coral.des).look.pallu, 'scenes');
});

products(
  'fine stripes and small checks are drawn finer than bold ones; a broad border is broader than a thin one',
  () => {
    const sarees = catalogue('saree');
    const tileWidth = (p: Product) =>
      Number(
        /<pattern id="m" class="\w+" width="([\d.]+)"/.exec(drawings.productSvg('saree', p.id, p.title, p.des))![1],
      );
    const borderTop = (p: Product) =>
      Number(/<path class="border" d="M[\d.]+ ([\d.]+)/.exec(drawings.productSvg('saree', p.id, p.title, p.des))![1]);
    const first = (words: RegExp) => sarees.find((p) => words.test(p.des))!;
    assert.ok(tileWidth(first(/fine stripes/)) < tileWidth(first(/woven stripes/)), 'fine stripes');
    assert.ok(tileWidth(first(/small checks/)) < tileWidth(first(/bold checks/)), 'small checks');
    // The border's top edge: higher up the skirt for a broad border.
    assert.ok(borderTop(first(/broad \w+ border/)) < borderTop(first(/contrast border/)), 'broad border');
    assert.ok(borderTop(first(/thin piping border/)) > borderTop(first(/contrast border/)), 'thin border');
  },
);

products('every product shows the pattern its words name, and no pattern they do not', () => {
  const counts: Record<string, number> = {};
  for (const slug of COLLECTIONS) {
    for (const p of catalogue(slug)) {
      const { look, svg } = productArtwork(slug, p.id, p.title, p.des);
      const words = clothWords(p);
      const named = Object.keys(PATTERN_WORDS).filter((kind) => PATTERN_WORDS[kind]!.test(words));
      const where = `${p.id} "${p.title}" (${p.des})`;
      counts[look.pattern] = (counts[look.pattern] ?? 0) + 1;
      if (named.length === 0) assert.is(look.pattern, 'plain', where);
      else assert.ok(named.includes(look.pattern), `${where}: drawn ${look.pattern}, its words name ${named}`);
      if (named.length === 1) assert.is(look.pattern, named[0], where);
      if (look.pattern !== 'dots') assert.not.ok(named.includes('dots'), where);
      const scenes = /\b(baluchari|swarnachari|mythological|ramayana)\b/i.test(`${p.title} ${p.des}`);
      assert.is(look.pallu === 'scenes', scenes, `${where}: pallu ${look.pallu}`);
      assert.is(svg.includes('class="scenes"'), scenes, where);
      // "woven zari stripes on the pallu": the pallu shows what is said of it, the body what is said of the rest.
      const pallu = p.des
        .split(/[,.]\s*/)
        .filter((phrase) => /\bpallu\b/.test(phrase))
        .join('. ')
        .toLowerCase();
      const onPallu = Object.keys(PATTERN_WORDS).filter((kind) => PATTERN_WORDS[kind]!.test(pallu));
      if (!scenes) assert.is(look.pallu, onPallu[0] ?? look.pattern, where);
      for (const kind of [look.pattern, look.pallu]) {
        if (kind === 'plain' || kind === 'scenes') continue;
        assert.match(svg, new RegExp(`class="${kind}"`), `${where}: the picture has no ${kind}`);
      }
      if (look.pattern === 'plain' && (look.pallu === 'plain' || look.pallu === 'scenes'))
        assert.not.match(svg, /<pattern/, where);
    }
  }
  for (const kind of ['stripes', 'checks', 'buti', 'jaal', 'kantha', 'meenakari', 'paisley', 'floral', 'print'])
    assert.ok(counts[kind]! > 0, `some product is drawn with ${kind}: ${JSON.stringify(counts)}`);
  assert.not.ok(counts.dots, 'no sample product says dots, so none shows them');
});

products('the body is the colour the title names, and the border the colour it names', () => {
  for (const slug of COLLECTIONS) {
    for (const p of catalogue(slug)) {
      const { look, svg } = productArtwork(slug, p.id, p.title, p.des);
      const where = `${p.id} "${p.title}"`;
      const body = colourWords(p.title)[0]!;
      assert.is(look.body.word, body, where);
      assertColourOf(body, look.body.hex, where);
      assert.match(svg, `<g fill="${look.body.hex}"`, `${where}: the cloth is not filled ${look.body.hex}`);
      if (slug !== 'saree') continue;
      const titled = / with ([\w -]+) Border$/.exec(p.title)?.[1];
      const described = /\b([\w-]+(?: [\w-]+)?) border\b/i.exec(p.des)?.[1] ?? '';
      const border = titled
        ? colourWords(titled)[0]!
        : (colourWords(described)[0] ?? (/zari/i.test(described) ? 'zari' : 'contrast'));
      assert.is(look.border.word, border, `${where}: ${p.des}`);
      if (border !== 'zari' && border !== 'contrast') assertColourOf(border, look.border.hex, where);
      if (border === 'contrast') assert.is.not(look.border.hex, look.body.hex, where);
      assert.match(svg, new RegExp(`<path class="border" d="[^"]+" fill="${look.border.hex}"`), `${where}: border`);
    }
  }
});

products(
  'zari motifs are gold, silver or copper as the words say; chikankari is white; self stripes are tone on tone',
  () => {
    for (const slug of COLLECTIONS) {
      for (const p of catalogue(slug)) {
        const { look, svg } = productArtwork(slug, p.id, p.title, p.des);
        const words = clothWords(p);
        const where = `${p.id} "${p.title}" (${p.des})`;
        const metal = /\b(gold|golden|silver|copper) zari\b/.exec(words)?.[1];
        if (metal) assert.is(look.motif.word, metal === 'golden' ? 'gold' : metal, where);
        else if (/\bzari\b/.test(words)) assert.is(look.motif.word, 'gold', where);
        else if (/\bwhite chikan/.test(words)) assert.is(look.motif.word, 'white', where);
        else if (/\b(self|tone-on-tone)\b/.test(words)) assert.is(look.motif.word, 'self', where);
        if (look.pattern !== 'plain' && !['tram', 'alphabet', 'colour-block', 'print'].includes(look.pattern))
          assert.ok(svg.includes(look.motif.hex), `${where}: motifs not drawn in ${look.motif.hex}`);
      }
    }
  },
);

products('a drawing stays small and is the same on every build', () => {
  let largest = 0;
  for (const slug of COLLECTIONS) {
    for (const p of catalogue(slug)) {
      const first = productArtwork(slug, p.id, p.title, p.des).svg;
      assert.is(productArtwork(slug, p.id, p.title, p.des).svg, first);
      largest = Math.max(largest, first.length);
    }
  }
  assert.ok(largest < 3000, `the largest drawing is ${largest} bytes`);
});

products.run();

interface Pictured {
  image: string;
  alt: { en: string };
}

/** Every picture the site's content names with an English alt text. */
function contentPictures(): Pictured[] {
  const found: Pictured[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const alt = record.alt as { en?: unknown } | undefined;
      if (typeof record.image === 'string' && typeof alt?.en === 'string')
        found.push({ image: record.image, alt: { en: alt.en } });
      Object.values(record).forEach(walk);
    }
  };
  for (const file of ['home', 'landing', 'collections'])
    walk(JSON.parse(readFileSync(`site/data/content/${file}.json`, 'utf8')));
  return found;
}

const GARMENT_WORDS: Record<string, RegExp> = {
  saree: /\bsaree\b/i,
  'men-punjabi': /\bpunjabi\b/i,
  'men-tshirt': /\bt-shirt\b/i,
  'men-blazer': /\bblazer\b/i,
  churidar: /\bchuridar\b/i,
  shirt: /(?<!t-)\bshirt\b/i,
  jacket: /\bjacket\b/i,
  lehenga: /\blehenga\b/i,
};

const cards = suite('the cards of the home and collection pages are drawn from their alt text');

cards('each garment a card’s alt text names is drawn, in the colour it names, with the border it names', () => {
  let checked = 0;
  for (const { image, alt } of contentPictures()) {
    const looks = SITE_ARTWORK[image]?.looks;
    if (!looks) continue;
    checked++;
    // "A red saree, a cream punjabi and a mustard T-shirt": one garment per phrase.
    const phrases = alt.en.split(/, | and (?=an? )/);
    for (const phrase of phrases) {
      const garment = Object.keys(GARMENT_WORDS).find((g) => GARMENT_WORDS[g]!.test(phrase));
      if (!garment) continue;
      const drawn = looks.find((l) => l.garment === garment);
      assert.ok(drawn, `${image}: "${alt.en}" names a ${garment}, the picture draws ${looks.map((l) => l.garment)}`);
      const [body, ...others] = colourWords(phrase.replace(/\bwith .*$/, ''));
      const where = `${image}: "${alt.en}"`;
      if (body) {
        assert.is(drawn!.look.body.word, body, where);
        assertColourOf(body, drawn!.look.body.hex, where);
      }
      assert.equal(others, [], `${where}: one colour per garment`);
      const border = /\bwith an? ([\w -]+?) (border|dupatta)\b/.exec(phrase)?.[1];
      if (border) assert.is(drawn!.look.border.word, colourWords(border)[0], where);
      const named = Object.keys(PATTERN_WORDS).filter((kind) => PATTERN_WORDS[kind]!.test(phrase.toLowerCase()));
      if (named.length) assert.ok(named.includes(drawn!.look.pattern), `${where}: drawn ${drawn!.look.pattern}`);
      if (/\bbaluchari\b/i.test(phrase)) assert.is(drawn!.look.pallu, 'scenes', where);
    }
  }
  assert.ok(checked >= 20, `${checked} cards checked`);
});

cards.run();
