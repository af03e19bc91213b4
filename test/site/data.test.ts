import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadShopConfig } from '../../site/build/build.js';
import { loadContent } from '../../site/pages/content.js';
import { SiteImages } from '../../site/build/images.js';
import { html, jsonForScript, withBengali } from '../../site/pages/html.js';
import { renderPages } from '../../site/build/render.js';

const test = suite('site data: a bad shop config or content file fails the build naming the field');
const shop = await loadShopConfig();
const names = new SiteImages(new Map()).names();

/** A copy of site/data/content with one file changed by `edit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits a content file's JSON freely
function brokenContent(file: string, edit: (data: any) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync('site/data/content', dir, { recursive: true });
  const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  edit(data);
  writeFileSync(path.join(dir, file), JSON.stringify(data));
  return dir;
}

async function rejects(promise: Promise<unknown>, ...patterns: RegExp[]): Promise<void> {
  try {
    await promise;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const pattern of patterns) assert.match(message, pattern);
    return;
  }
  assert.unreachable('expected the load to fail');
}

test('a card that opens a product the catalogue lacks, or a search of a page that is no listing, is named', async () => {
  const listing = brokenContent('collections.json', (d) => (d.family.cards[0].opens.listing = '/womens-wear'));
  await rejects(
    loadContent(shop, names, listing),
    /collections\.json/,
    /family\.cards\[0\]\.opens/,
    /expected a listing page \(\/saree, /,
  );
  rmSync(listing, { recursive: true });
  const dir = brokenContent('collections.json', (d) => (d.wedding.cards[1].opens = { product: 'kanjivaram-001' }));
  const out = mkdtempSync(path.join(tmpdir(), 'site-'));
  await rejects(
    renderPages({
      shop,
      outDir: out,
      widgets: new Set(),
      contentDir: dir,
      photosDir: path.join(out, 'no-photos'),
      productSource: 'files',
    }),
    /collections\.json/,
    /"Maroon Murshidabad Silk Saree" opens\.product "kanjivaram-001": no product of the catalogue has this id/,
  );
  rmSync(dir, { recursive: true });
  rmSync(out, { recursive: true });
});

test('the committed shop config and content load', async () => {
  const content = await loadContent(shop, names);
  assert.is(content.home.slides.length, 4);
  assert.is(content.collections.wedding.cards.length, 7);
});

test('a bad phone number in shop.json names the file and the field', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-'));
  const data = JSON.parse(readFileSync('site/data/shop.json', 'utf8'));
  data.callNumber = 'ring the shop';
  data.showrooms[0].postalCode = '74120';
  writeFileSync(path.join(dir, 'shop.json'), JSON.stringify(data));
  await rejects(
    loadShopConfig(path.join(dir, 'shop.json')),
    /shop\.json/,
    /callNumber: expected an Indian phone number/,
    /showrooms\[0\]\.postalCode/,
  );
  writeFileSync(path.join(dir, 'shop.json'), '{ "name": ');
  await rejects(loadShopConfig(path.join(dir, 'shop.json')), /line 1, column 10: .*a closing \} is missing/);
  rmSync(dir, { recursive: true });
});

test('an empty alt text names the content file, the field and the language', async () => {
  const dir = brokenContent('home.json', (d) => (d.slides[2].alt.bn = ' '));
  await rejects(
    loadContent(shop, names, dir),
    /content file .*home\.json/,
    /slides\[2\]\.alt\.bn: the Bengali text \("bn"\) is empty/,
  );
});

test('a picture that is neither a drawing nor a photo is named', async () => {
  const dir = brokenContent('collections.json', (d) => (d.wedding.cards[6].image = 'wedding-99'));
  await rejects(
    loadContent(shop, names, dir),
    /collections\.json/,
    /wedding\.cards\[6\]\.image: expected the name of a drawing/,
  );
});

test("a card count other than the spec's is named", async () => {
  const dir = brokenContent('collections.json', (d) => d.trending.cards.pop());
  await rejects(loadContent(shop, names, dir), /trending\.cards: expected 4 trending cards/);
});

test('a link to a page the site does not have (the spec\'s "shirt") is named', async () => {
  const dir = brokenContent(
    'landing.json',
    (d) => (d['/mens-wear'].cards[3].link = { href: 'shirt', label: 'Explore' }),
  );
  await rejects(loadContent(shop, names, dir), /landing\.json/, /\/mens-wear\.cards\[3\]\.link/);
});

test('content for a showroom the shop config does not have is named', async () => {
  const dir = brokenContent('showrooms.json', (d) => (d.krishnanagar = { description: { en: 'Soon', bn: 'শিগগিরই' } }));
  await rejects(loadContent(shop, names, dir), /showrooms\.json/, /krishnanagar: no showroom with this id/);
});

test('a content file that is not JSON is named', async () => {
  const dir = brokenContent('contact.json', () => {});
  writeFileSync(path.join(dir, 'contact.json'), '{ "title": ');
  await rejects(loadContent(shop, names, dir), /contact\.json/, /line 1, column/);
});

test('a slip in a content file is named by its line and column, and a byte order mark is no slip', async () => {
  const dir = brokenContent('contact.json', () => {});
  const file = path.join(dir, 'contact.json');
  const text = readFileSync(file, 'utf8');
  // A comma after the last field, as a hand edit leaves it.
  writeFileSync(file, text.trimEnd().replace(/}$/, ',}'));
  await rejects(loadContent(shop, names, dir), /contact\.json/, /line \d+, column \d+/);
  // Notepad's "UTF-8 with BOM".
  writeFileSync(file, `\uFEFF${text}`);
  await loadContent(shop, names, dir);
});

test('html`` escapes every text and attribute from data; JSON-LD cannot close its script', () => {
  const evil = `"><script>alert(1)</script>'&`;
  assert.is(
    html`<a title="${evil}">${evil}</a>`.value,
    '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;&amp;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;&amp;</a>',
  );
  assert.is(html`${['<b>', html`<i>ok</i>`, null, false]}`.value, '&lt;b&gt;<i>ok</i>');
  assert.not.match(jsonForScript({ name: '</script><script>alert(1)</script>' }).value, '</script>');
});

test('Bengali runs in mixed text are marked lang="bn"', () => {
  assert.is(
    withBengali('Soft cotton. রোজকার পরার জন্য আরামদায়ক। <b>').value,
    'Soft cotton. <span lang="bn">রোজকার পরার জন্য আরামদায়ক।</span> &lt;b&gt;',
  );
  assert.is(withBengali('No Bengali here').value, 'No Bengali here');
});

test('a firebase config in shop.json never reaches the listing: shoppers read the catalogue built with the page', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'firebase-site-'));
  const firebase = { apiKey: 'sample-key', projectId: 'sample-project' };
  await renderPages({
    shop: { ...shop, firebase },
    outDir: out,
    widgets: new Set(),
    photosDir: path.join(out, 'no-photos'),
    // The pages only: the products from Firestore have their own test (test/firestore/build-firestore).
    productSource: 'files',
  });
  for (const file of ['saree/index.html', 'bn/saree/index.html']) {
    const markup = readFileSync(path.join(out, file), 'utf8');
    const element = /<shop-catalogue [^>]*>/.exec(markup)?.[0] ?? '';
    assert.not.match(element, 'firebase-config', file);
    assert.not.match(markup, 'sample-project', `${file} names no Firebase project`);
    // The widget waits for the shopper's first touch and reads the catalogue JSON, which the worker keeps meanwhile.
    assert.match(element, 'loading="interaction"', file);
    assert.match(element, 'data-keep="/catalogue/saree.json"', file);
  }
  rmSync(out, { recursive: true });
});

test.run();
