import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import sharp from 'sharp';
import { pathFor, routeFile } from '../../site/pages/routes.js';
import { LANGS } from '../../src/i18n.js';
import { PRODUCT_ENTRIES, PRODUCT_SAMPLE } from '../_util/products.js';
import { ROOT, built, page, shop } from './helpers.js';

const test = suite('npm run build → one page per product');
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
});

const url = (route: string) => new URL(route, shop.siteUrl).href;

test('every product of the catalogue has its page in English and in Bengali, under its listing', () => {
  assert.ok(PRODUCT_ENTRIES.length > 400, `${PRODUCT_ENTRIES.length} products`);
  const missing = PRODUCT_ENTRIES.flatMap((e) => LANGS.map((lang) => pathFor(e.route, lang))).filter(
    (route) => !existsSync(path.join(ROOT, routeFile(route))),
  );
  assert.equal(missing, []);
  assert.ok(existsSync(path.join(ROOT, 'saree/saree-001/index.html')));
  assert.ok(existsSync(path.join(ROOT, 'bn/MenBlazer/men-blazer-001/index.html')));
});

/**
 * The head and h1 of a built page, read from its text: parsing a thousand pages into DOMs would take minutes, and
 * these are the template's own lines (the sample below is parsed and validated whole).
 */
function head(route: string) {
  const markup = readFileSync(path.join(ROOT, routeFile(route)), 'utf8');
  const attr = (pattern: RegExp) => pattern.exec(markup)?.[1]?.replace(/&amp;/g, '&');
  return {
    markup,
    lang: attr(/<html lang="([^"]+)"/),
    h1: attr(/<h1 class="product__title">(.*?)<\/h1>/)?.replace(/<[^>]+>/g, ''),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternate: (lang: string) => attr(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`)),
    meta: (key: string) => attr(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)),
    jsonLd: [...markup.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}
const unescape = (value: string | undefined) =>
  value
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

test('each page: its title as h1, breadcrumb Home › listing › title, canonical, hreflang both ways, Product JSON-LD', () => {
  for (const entry of PRODUCT_ENTRIES) {
    for (const lang of LANGS) {
      const route = pathFor(entry.route, lang);
      const doc = head(route);
      // A Bengali page names the product in Bengali when the record has a Bengali name.
      const name = (lang === 'bn' && entry.product.title_bn) || entry.product.title;
      assert.is(unescape(doc.h1), name, route);
      assert.is(doc.lang, lang, route);
      assert.ok(
        doc.markup.includes(`<li><a href="${route}" aria-current="page">`) &&
          doc.markup.includes(`<li><a href="${pathFor(entry.listing, lang)}">`),
        `${route}: breadcrumb`,
      );
      assert.is(doc.canonical, url(route), route);
      for (const other of LANGS) assert.is(doc.alternate(other), url(pathFor(entry.route, other)), route);
      // Product markup needs an Offer, so only a product with a price has it (test/site/structured-data.test.ts).
      const product = doc.jsonLd.find((d) => d['@type'] === 'Product');
      assert.is(Boolean(product), entry.product.price !== undefined, `${route}: Product JSON-LD only with a price`);
      if (!product) continue;
      assert.is(product['@context'], 'https://schema.org');
      assert.is(product.name, name);
      assert.is(product.description, (lang === 'bn' && entry.product.des_bn) || entry.product.des);
      assert.is(product.url, url(route));
      assert.equal(product.brand, { '@type': 'Brand', name: shop.name });
      assert.is(product.image, doc.meta('og:image'));
    }
  }
});

test('each page: Open Graph and Twitter tags name a 1200×630 JPEG under 300 KB that the build wrote', async () => {
  const sizes: number[] = [];
  const checked = new Set<string>();
  for (const entry of PRODUCT_ENTRIES) {
    for (const lang of LANGS) {
      const { meta } = head(pathFor(entry.route, lang));
      const image = meta('og:image')!;
      assert.match(image, /^https:\/\/.+\.jpg$/, entry.route);
      assert.is(meta('twitter:image'), image);
      assert.is(meta('twitter:card'), 'summary_large_image');
      assert.is(meta('og:image:width'), '1200');
      assert.is(meta('og:image:height'), '630');
      assert.is(unescape(meta('og:image:alt')), (lang === 'bn' && entry.product.title_bn) || entry.product.title);
      assert.is(meta('og:type'), 'product');
      assert.is(meta('og:url'), url(pathFor(entry.route, lang)));
      const file = path.join(ROOT, new URL(image).pathname);
      if (checked.has(file)) continue;
      checked.add(file);
      sizes.push(statSync(file).size);
    }
  }
  console.log(
    `    ${checked.size} link previews, ${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
  );
  assert.ok(Math.max(...sizes) <= 300 * 1024, `largest preview ${Math.max(...sizes)} bytes`);
  // Decoding all of them would add seconds for nothing: their format and size are checked on every tenth.
  for (const file of [...checked].filter((_, i) => i % 10 === 0)) {
    const { format, width, height } = await sharp(file).metadata();
    assert.equal([format, width, height], ['jpeg', 1200, 630], file);
  }
});

test('sitemap.xml lists every product page with its counterpart', () => {
  const sitemap = readFileSync(path.join(ROOT, 'sitemap.xml'), 'utf8');
  for (const entry of PRODUCT_ENTRIES) {
    for (const lang of LANGS) assert.ok(sitemap.includes(`<loc>${url(pathFor(entry.route, lang))}</loc>`), entry.route);
  }
});

test('"More like this" on every page links existing pages of the same collection, in the page’s language', () => {
  for (const entry of PRODUCT_ENTRIES) {
    for (const lang of LANGS) {
      const { markup } = head(pathFor(entry.route, lang));
      const hrefs = [...markup.matchAll(/class="related__link" href="([^"]+)"/g)].map((m) => m[1]!);
      assert.ok(hrefs.length <= 4, entry.route);
      for (const href of hrefs) {
        assert.ok(href.startsWith(`${pathFor(entry.listing, lang)}/`), href);
        assert.ok(existsSync(path.join(ROOT, routeFile(href))), href);
      }
    }
  }
});

test('"More like this" links products of the same collection that share a word of the title', () => {
  const entry = PRODUCT_ENTRIES[0]!;
  const doc = page(entry.route);
  const links = [...doc.querySelectorAll('.related a')].map((a) => a.getAttribute('href'));
  assert.ok(links.length > 0 && links.length <= 4, `${links.length} related`);
  for (const href of links) {
    assert.ok(href!.startsWith(`${entry.listing}/`), href!);
    assert.ok(existsSync(path.join(ROOT, routeFile(href!))), href!);
  }
  assert.ok(
    page(pathFor(entry.route, 'bn')).querySelectorAll('.related a')[0]?.getAttribute('href')?.startsWith('/bn/'),
  );
});

test('the sample of product pages validates (html-validate, .htmlvalidate.json)', async () => {
  const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const problems: string[] = [];
  for (const route of PRODUCT_SAMPLE) {
    const file = routeFile(route);
    const report = await validator.validateString(readFileSync(path.join(ROOT, file), 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  assert.equal(problems.slice(0, 20), []);
});

test('the listing cards link to the product pages, and Whatsapp Book names the page’s public address', () => {
  const entry = PRODUCT_ENTRIES[0]!;
  for (const lang of LANGS) {
    const card = page(pathFor(entry.listing, lang)).querySelector('shop-catalogue .card')!;
    const route = pathFor(entry.route, lang);
    assert.is(card.querySelector('.card__title a')?.getAttribute('href'), route);
    assert.is(card.querySelector('.card__picture')?.getAttribute('href'), route);
    const chat = new URL(card.querySelector('a[href^="https://wa.me/"]')!.getAttribute('href')!);
    const text = chat.searchParams.get('text')!;
    assert.match(text, ` — ${(lang === 'bn' && entry.product.title_bn) || entry.product.title} — `, lang);
    assert.ok(text.endsWith(` — ${url(route)}`), lang);
  }
});

test.run();
