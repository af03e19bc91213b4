import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, cpSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../site/pages/content.js';
import { SiteImages } from '../../site/build/images.js';
import { ROUTES, ROUTE_TABLE, pathFor, pageOf } from '../../site/pages/routes.js';
import { ROOT, built, page, shop } from './helpers.js';

const test = suite('npm run build → every page in English and Bengali');
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
});

const url = (p: string) => new URL(p, shop.siteUrl).href;

test('each page names its counterpart with hreflang both ways, English as x-default', () => {
  for (const route of ROUTE_TABLE) {
    for (const lang of ['en', 'bn'] as const) {
      const doc = page(pathFor(route, lang));
      const alt = (hreflang: string) =>
        doc.querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)?.getAttribute('href');
      assert.is(alt('en'), url(route), `${pathFor(route, lang)}: en`);
      assert.is(alt('bn'), url(pathFor(route, 'bn')), `${pathFor(route, lang)}: bn`);
      assert.is(alt('x-default'), url(route), `${pathFor(route, lang)}: x-default`);
      assert.is(doc.documentElement.lang, lang);
    }
  }
});

test('the header switch is a plain link to the counterpart, named in its own language', () => {
  for (const route of ROUTE_TABLE) {
    const en = page(route).querySelector('header a.lang-switch')!;
    assert.is(en.getAttribute('href'), pathFor(route, 'bn'));
    assert.is(en.getAttribute('hreflang'), 'bn');
    assert.is(en.querySelector('[lang="bn"]')!.textContent, 'বাংলা');
    const bn = page(pathFor(route, 'bn')).querySelector('header a.lang-switch')!;
    assert.is(bn.getAttribute('href'), route);
    assert.is(bn.querySelector('[lang="en"]')!.textContent, 'English');
  }
});

test("a Bengali page's links stay in Bengali, except the switch", () => {
  for (const route of ROUTE_TABLE) {
    const p = pathFor(route, 'bn');
    for (const a of page(p).querySelectorAll('a[href^="/"]')) {
      const href = a.getAttribute('href')!.split(/[?#]/)[0]!;
      const target = pageOf(href);
      if (!target) continue;
      if (a.classList.contains('lang-switch')) assert.is(target.lang, 'en');
      else assert.is(target.lang, 'bn', `${p}: ${href}`);
    }
  }
});

test('Bengali pages ask on WhatsApp in Bengali, with the Bengali page link', () => {
  const link = page('/bn/saree').querySelector('a[href^="https://wa.me/"]')!.getAttribute('href')!;
  const message = new URL(link).searchParams.get('text')!;
  assert.match(message, /^আমি এই শাড়িটি কিনতে চাই, আমার সাথে যোগাযোগ করুন — /);
  assert.match(message, url('/bn/saree/'));
  const english = page('/saree').querySelector('a[href^="https://wa.me/"]')!.getAttribute('href')!;
  assert.match(new URL(english).searchParams.get('text')!, /^I want to buy this saree, contact me — /);
});

test('the sitemap lists both languages, each with its alternates; the Bengali 404 is Bengali', () => {
  const xml = readFileSync(path.join(ROOT, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Product pages are listed too (test/site/products.test.ts checks them).
  const routes = new Set(ROUTES.map(url));
  assert.is(locs.filter((loc) => routes.has(loc!)).length, ROUTE_TABLE.length * 2);
  assert.ok(locs.includes(url('/bn/saree')) && locs.includes(url('/saree')));
  assert.match(xml, `<xhtml:link rel="alternate" hreflang="bn" href="${url('/bn/saree')}"/>`);
  const notFound = page('bn/404.html');
  assert.is(notFound.documentElement.lang, 'bn');
  assert.match(notFound.querySelector('h1')!.textContent!, /[\u0980-\u09ff]/);
});

test('a missing Bengali text fails the build naming the file, the field and the language', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync('site/data/content', dir, { recursive: true });
  const file = path.join(dir, 'listings.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  delete data['/saree'].heading.bn;
  data['/T_shirt'].title = 'Only English';
  writeFileSync(file, JSON.stringify(data));
  try {
    await loadContent(shop, new SiteImages(new Map()).names(), dir);
    assert.unreachable('the build went on');
  } catch (error) {
    const message = String(error);
    assert.match(message, 'listings.json');
    assert.match(message, '/saree.heading.bn: missing the Bengali text ("bn")');
    assert.match(message, '/T_shirt.title: expected the text in both languages');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test.run();
