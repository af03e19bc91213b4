import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { OPTIONAL_FIELDS, type Product } from '../../src/product.js';
import { optionalFields } from '../../src/field-problems.js';
import { validateRecords } from '../../src/validate.js';
import { catalogueFiles } from '../../site/sample/generate.js';
import * as bengali from '../../site/sample/names/bengali.js';
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
} from '../../site/sample/names/menswear.js';
import { BORDER_COLOURS, SAREE_COLOURS, WEAVES } from '../../site/sample/names/saree.js';

const test = suite('sample catalogue');

type SampleRecord = Omit<Product, 'img'> & { img: string };
const COLLECTIONS = ['saree', 'men-punjabi', 'men-tshirt', 'men-blazer'] as const;
const catalogue = (slug: string): SampleRecord[] =>
  JSON.parse(readFileSync(`site/data/catalogue/${slug}.json`, 'utf8')) as SampleRecord[];
const everything = (): SampleRecord[] => COLLECTIONS.flatMap(catalogue);

/** Bengali letters and signs, digits of either script, spaces and the punctuation a title uses. */
const BENGALI_TITLE = /^[\u0980-\u09FF0-9 ,\-–.%()]+$/u;
const LATIN_WORD = /[A-Za-z]+/g;

test('ids, titles, descriptions, photos and order are those the other suites were written against', () => {
  // sha256 of "id<TAB>title<TAB>des<TAB>img" lines, taken from the files before the Bengali and prices came.
  const expected: Record<string, string> = {
    saree: '0ffaa5f181ac3ee39f7a4d2bf2b9ed2ae556ceddfffcca53d5f95c8cce802278',
    'men-punjabi': '46a114282f2596139103c4afe31297c1b3fba1702a8647f016c0d5f6129e566c',
    'men-tshirt': 'de3c8967dc0a67d827fffe8adf959a399e6a5b036629290da1426a46d5b150f1',
    'men-blazer': '84205ef95d390b2a61ed9916f6f2f2d0a167758f16207b6d89ffcf5357482311',
  };
  for (const slug of COLLECTIONS) {
    const lines = catalogue(slug).map((p) => [p.id, p.title, p.des, p.img].join('\t'));
    assert.is(createHash('sha256').update(lines.join('\n')).digest('hex'), expected[slug], slug);
  }
});

test('the generator writes the committed files byte for byte, and the same again on a second run', () => {
  const first = catalogueFiles();
  assert.equal(catalogueFiles(), first);
  for (const { file, text } of first) assert.ok(readFileSync(`site/data/catalogue/${file}`, 'utf8') === text, file);
});

test('keys come in the spreadsheet order, absent ones left out', () => {
  const order = ['id', 'title', 'title_bn', 'des', 'des_bn', 'img', 'price', 'availability', 'showrooms'];
  for (const p of everything()) {
    const keys = Object.keys(p);
    assert.equal(
      keys,
      order.filter((k) => keys.includes(k)),
      p.id,
    );
  }
});

test('every product has a Bengali name in Bengali letters, and most a Bengali description', () => {
  for (const slug of COLLECTIONS) {
    const products = catalogue(slug);
    for (const p of products) {
      assert.type(p.title_bn, 'string', p.id);
      assert.match(p.title_bn!, BENGALI_TITLE, `${p.id}: ${p.title_bn}`);
      if (p.des_bn === undefined) continue;
      assert.ok(/[\u0980-\u09FF]{3}/u.test(p.des_bn), `${p.id}: ${p.des_bn}`);
      // Only the T-shirt sizes stay in Latin letters, as they are printed on the label.
      const latin = p.des_bn.match(LATIN_WORD) ?? [];
      assert.ok(
        latin.every((w) => w === 'S' || w === 'XXL'),
        `${p.id}: ${p.des_bn}`,
      );
    }
    const share = products.filter((p) => p.des_bn).length / products.length;
    assert.ok(share > 0.7 && share < 0.9, `${slug}: ${share} with a Bengali description`);
  }
});

test('the Bengali says what the English says: the colour and the cloth of the title', () => {
  const samples: Array<[string, string, string]> = [];
  for (const p of everything()) {
    const colour = Object.keys(bengali.COLOUR_BN)
      .filter((c) => p.title.startsWith(`${c} `))
      .sort((a, b) => b.length - a.length)[0]!;
    assert.ok(colour, p.title);
    // A saree with a contrast border leads with the border colour, as shops write "লাল পাড় সাদা শাড়ি".
    const border = / with (.+) Border$/.exec(p.title)?.[1];
    if (border) assert.ok(p.title_bn!.startsWith(`${bengali.COLOUR_BN[border]!} পাড় `), p.title_bn);
    assert.ok(p.title_bn!.includes(bengali.COLOUR_BN[colour]!), `${p.title} / ${p.title_bn}`);
    samples.push([p.id, p.title, p.title_bn!]);
  }
  const weaves = Object.keys(bengali.WEAVE_BN);
  for (const [id, title, titleBn] of samples.filter(([id]) => id.startsWith('saree'))) {
    const weave = weaves.filter((w) => title.includes(` ${w} Saree`))[0]!;
    assert.ok(titleBn.endsWith(`${bengali.WEAVE_BN[weave]!} শাড়ি`), `${id}: ${title} / ${titleBn}`);
  }
  for (const [id, title, titleBn] of samples.filter(([id]) => id.startsWith('men-punjabi'))) {
    assert.ok(titleBn.includes('পাঞ্জাবি'), id);
    assert.is(titleBn.endsWith('পাজামা সহ'), title.endsWith('with Pyjama'), id);
    assert.is(titleBn.endsWith('ধুতি সহ'), title.endsWith('with Dhoti'), id);
  }
});

test('every word part has its Bengali, written in Bengali letters', () => {
  const parts: Array<[Record<string, unknown>, readonly string[]]> = [
    [bengali.COLOUR_BN, [...SAREE_COLOURS, ...BORDER_COLOURS, ...MEN_COLOURS, ...BLAZER_COLOURS]],
    [bengali.WEAVE_BN, WEAVES.map((w) => w.name)],
    [bengali.MOTIF_BN, WEAVES.flatMap((w) => w.work.map(([word]) => word))],
    [bengali.SAREE_WORK_BN, WEAVES.flatMap((w) => w.work.map(([, phrase]) => phrase))],
    [bengali.SAREE_BORDER_BN, WEAVES.flatMap((w) => w.borders)],
    [bengali.SAREE_LENGTH_BN, WEAVES.flatMap((w) => w.lengths)],
    [bengali.PUNJABI_FABRIC_BN, PUNJABI_FABRICS],
    [bengali.PUNJABI_WORK_BN, Object.keys(PUNJABI_WORK)],
    [bengali.PUNJABI_COLLAR_BN, PUNJABI_COLLARS],
    [bengali.PUNJABI_LENGTH_BN, PUNJABI_LENGTHS],
    [bengali.TEE_KIND_BN, TEE_KINDS],
    [bengali.TEE_STYLE_BN, Object.keys(TEE_STYLES)],
    [bengali.TEE_FABRIC_BN, TEE_FABRICS],
    [bengali.BLAZER_KIND_BN, BLAZER_KINDS],
  ];
  for (const [table, words] of parts) for (const word of words) assert.ok(table[word] !== undefined, word);
  const tables = Object.values(bengali).filter((v) => typeof v === 'object') as Array<
    Record<string, string | readonly [string, string]>
  >;
  for (const table of tables)
    for (const [english, value] of Object.entries(table))
      for (const text of [value].flat()) {
        assert.ok(/[\u0980-\u09FF]/u.test(text), `${english}: ${text}`);
        assert.not.match(text, /[A-Za-z]/, `${english}: ${text}`);
      }
  assert.throws(() => bengali.bn(bengali.COLOUR_BN, 'Fuchsia'), /No Bengali for "Fuchsia"/);
});

test('prices are whole rupees a Nadia shop asks for that kind of cloth, most products have one', () => {
  const sareeBand = (title: string): [number, number] =>
    /Tant|Cotton Handloom|Dhakai Jamdani/.test(title)
      ? [600, 1800]
      : /Georgette|Chiffon/.test(title)
        ? [900, 3500]
        : [3500, 18000];
  const bands: Record<string, (title: string) => [number, number]> = {
    saree: sareeBand,
    'men-punjabi': () => [600, 3500],
    'men-tshirt': () => [250, 900],
    'men-blazer': () => [2500, 9000],
  };
  for (const slug of COLLECTIONS) {
    const products = catalogue(slug);
    for (const p of products) {
      if (p.price === undefined) continue;
      const [low, high] = bands[slug]!(p.title);
      assert.ok(Number.isInteger(p.price) && p.price >= low && p.price <= high, `${p.title}: ₹${p.price}`);
      assert.ok([0, 50, 49, 99].includes(p.price % 100), `${p.title}: ₹${p.price} is not how a shop prices`);
    }
    const share = products.filter((p) => p.price !== undefined).length / products.length;
    assert.ok(share > 0.78 && share < 0.92, `${slug}: ${share} priced`);
  }
  // Silk costs more than tant: the words set the price, not only chance.
  const mean = (re: RegExp) => {
    const prices = catalogue('saree').flatMap((p) => (re.test(p.title) && p.price ? [p.price] : []));
    return prices.reduce((a, b) => a + b, 0) / prices.length;
  };
  assert.ok(mean(/Banarasi/) > mean(/Bishnupuri|Murshidabad/), 'Banarasi above the lighter silks');
  assert.ok(mean(/Bishnupuri|Murshidabad/) > 3 * mean(/Tant/), 'silk well above tant');
});

test('about one product in twenty is sold out, spread through each collection', () => {
  for (const slug of COLLECTIONS) {
    const products = catalogue(slug);
    const at = products.flatMap((p, i) => (p.availability === 'sold out' ? [i] : []));
    assert.ok(at.length / products.length >= 0.04 && at.length / products.length <= 0.07, `${slug}: ${at.length}`);
    const half = products.length / 2;
    assert.ok(at.some((i) => i < half) && at.some((i) => i >= half), `${slug}: sold out at ${at.join(', ')}`);
    for (const p of products) assert.ok(p.availability === undefined || p.availability === 'sold out', p.id);
  }
});

test('each product is in one to three of the shop’s showrooms, most in Ranaghat', () => {
  const shop = JSON.parse(readFileSync('site/data/shop.json', 'utf8')) as { showrooms: Array<{ id: string }> };
  const ids = shop.showrooms.map((s) => s.id);
  const products = everything();
  for (const p of products) {
    assert.ok(p.showrooms!.length >= 1 && p.showrooms!.length <= 3, p.id);
    assert.ok(
      p.showrooms!.every((s) => ids.includes(s)),
      `${p.id}: ${p.showrooms!.join(', ')}`,
    );
    assert.equal(p.showrooms, [...new Set(p.showrooms)], p.id);
  }
  const count = (id: string) => products.filter((p) => p.showrooms!.includes(id)).length;
  assert.ok(count('ranaghat') > count('bethuadahari') && count('ranaghat') > count('karimpur'));
  assert.ok(count('ranaghat') / products.length > 0.8);
  assert.ok(count('karimpur') > 0 && count('bethuadahari') > 0);
});

test('validation keeps every optional field of every sample record', () => {
  for (const slug of COLLECTIONS) {
    const records = catalogue(slug);
    for (const record of records)
      assert.equal(optionalFields(record as unknown as Record<string, unknown>).problems, [], record.id);
    const { products, skipped } = validateRecords(records, 'https://example.com/catalogue/');
    assert.is(skipped, 0);
    products.forEach((product, i) => {
      for (const field of OPTIONAL_FIELDS) assert.equal(product[field], records[i]![field], `${product.id} ${field}`);
    });
  }
});

test.run();
