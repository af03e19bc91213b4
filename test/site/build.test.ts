import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, pageOf, pathFor, routeFile } from '../../site/pages/routes.js';
import { productPageOf } from '../../src/product-pages.js';
import { pageStrings } from '../../site/pages/strings.js';
import { PAGES, ROOT, built, page, shop, text } from './helpers.js';

const test = suite('npm run build → dist/site');
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
});

test('writes every route of the route table, the 404 page, sitemap.xml and robots.txt', () => {
  for (const route of ROUTES)
    assert.ok(existsSync(path.join(ROOT, routeFile(route))), `${route} → ${routeFile(route)}`);
  assert.ok(existsSync(path.join(ROOT, '404.html')));
  const sitemap = readFileSync(path.join(ROOT, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The product pages follow each language's routes (test/site/products.test.ts checks them).
  assert.equal(
    locs.filter((loc) => productPageOf(new URL(loc!).pathname) === null),
    ROUTES.map((route) => new URL(route, shop.siteUrl).href),
  );
  assert.match(
    readFileSync(path.join(ROOT, 'robots.txt'), 'utf8'),
    `Sitemap: ${new URL('/sitemap.xml', shop.siteUrl).href}`,
  );
});

test('every page has one h1, the header, the footer, and the breadcrumb (all but home)', () => {
  for (const route of PAGES) {
    const doc = page(route);
    assert.is(doc.querySelectorAll('h1').length, 1, `${route}: one h1`);
    const lang = pageOf(route)?.lang ?? (route.startsWith('bn/') ? 'bn' : 'en');
    const here = (to: string) => pathFor(to, lang);
    assert.is(doc.documentElement.getAttribute('lang'), lang, route);
    const header = doc.querySelector('header.site-header');
    assert.ok(header, `${route}: header`);
    assert.is(
      header!.querySelectorAll('.offers .banner__list:not([aria-hidden]) > li[lang="bn"]').length,
      shop.offers.length,
      `${route}: offers`,
    );
    assert.is(header!.querySelector('a.logo')!.getAttribute('href'), here('/'));
    assert.is(header!.querySelector('a.helpline')!.getAttribute('href'), 'tel:+919999900001');
    const nav = header!.querySelector(`details.site-nav > nav[aria-label="${pageStrings[lang].mainNavigation}"]`);
    assert.ok(nav, `${route}: navigation inside <details>`);
    const links = [...nav!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    assert.equal(
      links,
      [
        '/',
        '/Ranaghat_showroom',
        '/Bethuadahari_showroom',
        '/KarimpurShowroom',
        '/womens-wear',
        '/mens-wear',
        '/Kidsware',
        '/Contactus',
      ].map(here),
    );
    assert.ok(doc.querySelector('footer.site-footer'), `${route}: footer`);
    const crumb = doc.querySelector(`nav[aria-label="${pageStrings[lang].breadcrumb}"]`);
    if (route === '/' || route === '/bn') assert.not.ok(crumb, 'no breadcrumb on the home page');
    else {
      assert.ok(crumb, `${route}: breadcrumb`);
      assert.is(crumb!.querySelector('a')!.getAttribute('href'), here('/'), `${route}: breadcrumb starts at Home`);
      assert.is(crumb!.querySelectorAll('[aria-current="page"]').length, 1, `${route}: current page marked`);
    }
  }
});

test('every page has a title, a description, a canonical URL on the shop site and Open Graph tags', () => {
  for (const route of ROUTES) {
    const doc = page(route);
    const url = new URL(route, shop.siteUrl).href;
    assert.match(doc.title, shop.name, route);
    assert.ok(
      (doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '').length > 30,
      `${route}: description`,
    );
    assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), url, route);
    assert.is(doc.querySelector('meta[property="og:url"]')?.getAttribute('content'), url, route);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:type']) {
      assert.ok(doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content'), `${route}: ${property}`);
    }
  }
  assert.is(page('404.html').querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
});

test('the footer carries the showroom addresses, product, quick and social links, a copyright line and a credit', () => {
  const footer = page('/saree').querySelector('footer')!;
  for (const s of shop.showrooms) assert.match(text(footer), s.postalCode);
  const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  for (const href of [
    '/saree',
    '/MenPunjabi',
    '/T_shirt',
    '/MenBlazer',
    '/saree_trending',
    '/wedding_page',
    shop.social.facebook,
    shop.social.youtube,
  ]) {
    assert.ok(hrefs.includes(href), `footer links to ${href}`);
  }
  assert.match(text(footer), new RegExp(`© \\d{4} ${shop.name}`));
  assert.ok(footer.querySelector('.site-footer__credit a'));
});

test('no inline styles, style attributes, inline scripts or event handlers (ready for a strict CSP)', () => {
  for (const route of PAGES) {
    const doc = page(route);
    assert.is(doc.querySelectorAll('style, [style]').length, 0, `${route}: styles`);
    const inline = [...doc.querySelectorAll('script:not([src])')].filter(
      (s) => s.getAttribute('type') !== 'application/ld+json',
    );
    assert.is(inline.length, 0, `${route}: inline scripts`);
    const handlers = [...doc.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((n) => n.startsWith('on')),
    );
    assert.equal(handlers, [], `${route}: event handlers`);
    const sheets = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    assert.is(sheets.length, 1, `${route}: one stylesheet`);
    assert.match(sheets[0]!, /^\/assets\/site\.[0-9a-f]{10}\.css$/, `${route}: the stylesheet, named by its content`);
  }
});

test('every image has width, height and alt text', () => {
  for (const route of PAGES) {
    for (const img of page(route).querySelectorAll('img')) {
      assert.ok(img.getAttribute('width') && img.getAttribute('height'), `${route}: ${img.getAttribute('src')} size`);
      assert.ok(img.hasAttribute('alt'), `${route}: ${img.getAttribute('src')} alt`);
    }
  }
});

test.run();
