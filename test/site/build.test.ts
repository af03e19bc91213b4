import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { ROUTES, REDIRECTS, routeFile } from '../../site/routes.js';
import { HEADER_RULES } from '../../site/headers.js';
import { firebaseConfig } from '../../site/firebase.js';
import { parseShopConfig } from '../../src/config/schema.js';
import { COLLECTION_INFO } from '../../src/product.js';
import { serveSite } from '../_util/site.js';
import { PAGES, ROOT, built, page, text, walk } from './helpers.js';

const shop = parseShopConfig(JSON.parse(readFileSync('site/shop.json', 'utf8')));
const listings = JSON.parse(readFileSync('site/content/listings.json', 'utf8')) as Record<
  string,
  { collection: keyof typeof COLLECTION_INFO; heading: string; back: string }
>;

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
  assert.equal(
    locs,
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
    assert.is(doc.documentElement.getAttribute('lang'), 'en', route);
    const header = doc.querySelector('header.site-header');
    assert.ok(header, `${route}: header`);
    assert.is(
      header!.querySelectorAll('shop-offer-banner > p > span[lang="bn"]').length,
      shop.offers.length,
      `${route}: offers`,
    );
    assert.is(header!.querySelector('a.logo')!.getAttribute('href'), '/');
    assert.is(header!.querySelector('a.helpline')!.getAttribute('href'), 'tel:+919999900001');
    const nav = header!.querySelector('details.site-nav > nav[aria-label="Main"]');
    assert.ok(nav, `${route}: navigation inside <details>`);
    const links = [...nav!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    assert.equal(links, [
      '/',
      '/Ranaghat_showroom',
      '/Bethuadahari_showroom',
      '/KarimpurShowroom',
      '/womens-wear',
      '/mens-wear',
      '/Kidsware',
      '/Contactus',
    ]);
    assert.ok(doc.querySelector('footer.site-footer'), `${route}: footer`);
    const crumb = doc.querySelector('nav[aria-label="Breadcrumb"]');
    if (route === '/') assert.not.ok(crumb, 'no breadcrumb on the home page');
    else {
      assert.ok(crumb, `${route}: breadcrumb`);
      assert.is(crumb!.querySelector('a')!.getAttribute('href'), '/', `${route}: breadcrumb starts at Home`);
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

test('home: 4 slides, 4 category cards, showroom photos, welcome, Bengali banner, social frames and 4/7/4 cards', () => {
  const doc = page('/');
  const slides = doc.querySelectorAll('shop-carousel > figure');
  assert.is(slides.length, 4);
  for (const img of doc.querySelectorAll('shop-carousel > figure img')) {
    assert.ok(img.getAttribute('width') && img.getAttribute('height') && img.getAttribute('alt'));
  }
  const categories = [...doc.querySelectorAll('shop-category-slider > article')];
  assert.is(categories.length, 4);
  assert.equal(
    categories.map((c) => text(c.querySelector('h3'))),
    ['Womens', 'Mens', 'Kids', 'Accessories'],
  );
  assert.equal(
    categories.map((c) => c.querySelector('a')!.getAttribute('href')),
    ['/womens-wear', '/mens-wear', '/Kidsware', '/accessories'],
  );
  assert.ok(doc.querySelectorAll('.showroom-tile img').length >= 3, 'showroom photos');
  assert.ok(doc.querySelector('img[src*="family-advertisement"]'), 'family advertisement');
  assert.not.ok(doc.querySelector('marquee'));
  assert.match(text(doc.querySelector('.welcome')), 'Welcome');
  const banner = doc.querySelector('.showroom-banner')!;
  assert.ok(banner.querySelector('[lang="bn"]'));
  assert.equal(
    [...banner.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    ['/Ranaghat_showroom', '/Bethuadahari_showroom'],
  );
  const embeds = [...doc.querySelectorAll('shop-embed')];
  assert.is(embeds.length, 2);
  assert.is(embeds[0]!.getAttribute('height'), '429');
  for (const embed of embeds) {
    assert.ok(embed.getAttribute('src')?.startsWith('https://') && embed.getAttribute('title'));
    assert.ok(embed.querySelector('a[href^="https://"]'), 'a plain link inside');
  }
  const count = (id: string) => doc.querySelectorAll(`section[aria-labelledby="${id}"] article.card`).length;
  assert.equal([count('trending-heading'), count('wedding-heading'), count('family-heading')], [4, 7, 4]);
});

test('cards carry a call link and a WhatsApp link that names the item and opens in a new tab', () => {
  const card = page('/').querySelector('section[aria-labelledby="trending-heading"] article.card')!;
  assert.is(card.querySelector('a[href^="tel:"]')!.getAttribute('href'), 'tel:+919999900001');
  const chat = card.querySelector('a[href^="https://wa.me/"]')!;
  assert.is(chat.getAttribute('target'), '_blank');
  assert.is(chat.getAttribute('rel'), 'noopener noreferrer');
  const url = new URL(chat.getAttribute('href')!);
  assert.is(url.pathname, '/919999900002');
  assert.is(
    url.searchParams.get('text'),
    `I want to buy this saree, contact me\nRed Silk Saree (Red color)\n${shop.siteUrl}/`,
  );
});

test('showroom pages: card in <shop-showroom>, photos in <shop-zoom-gallery>, no iframe, ClothingStore JSON-LD', () => {
  for (const s of shop.showrooms) {
    const doc = page(s.route);
    assert.is(doc.querySelectorAll('iframe').length, 0, `${s.route}: no iframe`);
    const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    assert.is(scripts.length, 1, s.route);
    const data = JSON.parse(scripts[0]!.textContent!);
    assert.is(data['@type'], 'ClothingStore');
    assert.is(data.address.postalCode, s.postalCode);
    assert.is(data.address.streetAddress, s.street);
    assert.is(data.telephone, `+${s.phones[0]!.replace(/\D/g, '')}`);
    assert.equal(
      [data.openingHoursSpecification[0].opens, data.openingHoursSpecification[0].closes],
      ['10:00', '22:00'],
    );
    assert.match(data.name, s.name);
  }
  const ranaghat = page('/Ranaghat_showroom');
  const card = ranaghat.querySelector('shop-showroom[showroom="ranaghat"]')!;
  assert.match(text(card.querySelector('address')), 'Aistala');
  assert.match(text(card.querySelector('address')), '741201');
  assert.is(card.querySelectorAll('a[href^="tel:"]').length, 2);
  assert.ok(card.querySelector('a[href^="https://www.google.com/maps/dir/"]'), 'directions');
  assert.ok(card.querySelector('a[href^="https://www.google.com/maps/search/"]'), 'map link');
  assert.is(ranaghat.querySelectorAll('shop-zoom-gallery[label] > figure img').length, 4);

  const bethuadahari = page('/Bethuadahari_showroom');
  const bCard = bethuadahari.querySelector('shop-showroom[showroom="bethuadahari"]')!;
  assert.match(text(bCard.querySelector('address')), 'Patuli Ghat Rd');
  assert.match(text(bCard.querySelector('address')), '741126');
  assert.ok(bCard.querySelector(':scope > figure img[src*="front"]'), 'front image');
  assert.is(bCard.querySelectorAll('a[href^="tel:"]').length, 1);
  assert.ok(bethuadahari.querySelectorAll('shop-zoom-gallery > figure').length >= 1);
});

test('Karimpur: 3-image carousel, Home > Karimpur, closed Address and Contact Details, 18 Grand Opening photos', () => {
  const doc = page('/KarimpurShowroom');
  assert.is(doc.querySelectorAll('shop-carousel > figure').length, 3);
  assert.equal([...doc.querySelectorAll('nav[aria-label="Breadcrumb"] a')].map(text), ['Home', 'Karimpur']);
  const details = [...doc.querySelectorAll('details.accordion__item')];
  assert.equal(
    details.map((d) => text(d.querySelector('summary'))),
    ['Address', 'Contact Details'],
  );
  assert.ok(
    details.every((d) => !d.hasAttribute('open')),
    'both collapsed',
  );
  assert.match(text(details[0]), '741152');
  assert.match(text(details[0]), 'New Bus Stand');
  assert.ok(details[1]!.querySelector('a[href^="tel:"]'));
  assert.is(doc.querySelectorAll('shop-zoom-gallery > figure').length, 18);
  assert.is(doc.querySelectorAll('shop-zoom-gallery > figure img[alt]').length, 18);
});

test('contact: Home > Contact Us, four cards and three tabs (Coming soon, Help Line with phone and e-mail)', () => {
  const doc = page('/Contactus');
  assert.equal([...doc.querySelectorAll('nav[aria-label="Breadcrumb"] a')].map(text), ['Home', 'Contact Us']);
  const cards = [...doc.querySelectorAll('.contact-card')];
  assert.is(cards.length, 4);
  assert.ok(cards[0]!.querySelector(`a[href="mailto:${shop.email}"]`));
  assert.match(text(cards[1]), 'Update soon');
  assert.ok(cards[2]!.querySelector(`a[href="${shop.social.facebook}"]`));
  assert.match(text(cards[3]), 'Everyday 10:00AM to 10:00PM');
  assert.ok(cards[3]!.querySelector('a[href^="tel:"]'));
  const tabs = [...doc.querySelectorAll('shop-contact-tabs > section')];
  assert.equal(
    tabs.map((t) => text(t.querySelector('h2'))),
    ['Online experience', 'In-store experience', 'Help Line'],
  );
  assert.match(text(tabs[0]), 'Coming soon');
  assert.match(text(tabs[1]), 'Coming soon');
  assert.ok(tabs[2]!.querySelector('a[href^="tel:"]') && tabs[2]!.querySelector('a[href^="mailto:"]'));
});

test("landing pages: the spec's cards, and no card is a dead link", () => {
  const titles = (route: string) => [...page(route).querySelectorAll('article.card h2')].map(text);
  assert.equal(titles('/womens-wear'), ['Saree', 'Churidar']);
  assert.equal(titles('/mens-wear'), ['Panjabi', 'T-Shirt', 'Blazer', 'Shirt', 'Jacket']);
  assert.equal(titles('/Kidsware'), ['Churidar', 'Shirt', 'Blazer', 'Lehenga']);
  assert.match(text(page('/Kidsware').querySelector('main')), 'Best T-Shirt products');
  for (const route of ['/womens-wear', '/mens-wear', '/Kidsware', '/accessories']) {
    for (const link of page(route).querySelectorAll('article.card a')) {
      const href = link.getAttribute('href') ?? '';
      assert.ok(href.startsWith('/') || href.startsWith('https://wa.me/'), `${route}: ${text(link)} → ${href}`);
    }
  }
  const churidar = page('/womens-wear').querySelectorAll('article.card')[1]!.querySelector('a')!;
  assert.match(new URL(churidar.getAttribute('href')!).searchParams.get('text')!, 'Churidar');
  assert.is(page('/mens-wear').querySelector('article.card a')!.getAttribute('href'), '/MenPunjabi');
});

test('listing pages: Home / Back / category, <shop-catalogue> with its cap, and the first page of products prerendered', () => {
  for (const [route, listing] of Object.entries(listings)) {
    const doc = page(route);
    const info = COLLECTION_INFO[listing.collection];
    const crumbs = [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] a')];
    assert.equal(
      crumbs.map((a) => a.childNodes[0]!.textContent),
      ['Home', 'Back', listing.heading],
      route,
    );
    assert.is(crumbs[1]!.getAttribute('href'), listing.back);
    const element = doc.querySelector('shop-catalogue')!;
    assert.is(element.getAttribute('collection'), listing.collection);
    assert.is(element.getAttribute('limit'), String(info.limit));
    assert.ok(
      doc.querySelector('script[type="module"][src="/widgets/catalogue.js"]'),
      `${route}: loads the catalogue widget`,
    );
    const records = JSON.parse(readFileSync(path.join('site/catalogue', `${info.slug}.json`), 'utf8')) as unknown[];
    const items = [...element.querySelectorAll(':scope > ul > li')];
    assert.is(items.length, Math.min(info.limit, records.length), `${route}: first page`);
    for (const [i, item] of items.entries()) {
      const img = item.querySelector('img')!;
      assert.ok(img.getAttribute('width') && img.getAttribute('height'));
      // The first row (two on a phone) is in view at once; the rest wait until scrolled near.
      assert.is(img.getAttribute('loading'), i < 2 ? 'eager' : 'lazy', `${route}: product ${i + 1}`);
      assert.ok(text(item.querySelector('h2')) && text(item.querySelector('p')));
      assert.ok(item.querySelector('a[href^="tel:"]') && item.querySelector('a[href^="https://wa.me/"]'));
    }
  }
  assert.equal(page('/MenBlazer').querySelector('[aria-current="page"]')!.textContent, 'Blazer');
  assert.equal(listings['/saree']!.back, '/womens-wear');
});

test('each page loads the widgets of its first screen at once and leaves the ones further down to auto.js', () => {
  const modules = (route: string) =>
    [...page(route).querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  assert.equal(modules('/'), [
    '/widgets/carousel.js',
    '/widgets/category-slider.js',
    '/widgets/offer-banner.js',
    '/widgets/auto.js',
  ]);
  for (const route of ROUTES) {
    const lazy = [...page(route).querySelectorAll('[loading="lazy"]')].filter((el) => el.localName.startsWith('shop-'));
    assert.ok(lazy.length > 0 && modules(route).includes('/widgets/auto.js'), `${route}: back-to-top at least`);
    for (const el of lazy) {
      assert.not.ok(modules(route).includes(`/widgets/${el.localName.slice(5)}.js`), `${route}: ${el.localName}`);
    }
  }
});

test('trending and wedding pages: their cards, and Home > Wedding Collection', () => {
  assert.is(page('/saree_trending').querySelectorAll('article.card').length, 4);
  assert.is(page('/wedding_page').querySelectorAll('article.card').length, 7);
  assert.equal([...page('/wedding_page').querySelectorAll('nav[aria-label="Breadcrumb"] a')].map(text), [
    'Home',
    'Wedding Collection',
  ]);
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
    assert.equal(
      [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
      ['/assets/site.css'],
    );
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

test('the HTML validates (html-validate, .htmlvalidate.json)', async () => {
  const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const problems: string[] = [];
  for (const route of PAGES) {
    const file = route.startsWith('/') ? routeFile(route) : route;
    const report = await validator.validateString(readFileSync(path.join(ROOT, file), 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  assert.equal(problems.slice(0, 20), []);
});

/** Where a site-relative URL of a page points, or null when it is not on this site. */
function target(ref: string, pageFile: string): string | null {
  const pagePath = pageFile.endsWith('/index.html') ? `/${pageFile.slice(0, -'/index.html'.length)}` : `/${pageFile}`;
  const siteOrigin = new URL(shop.siteUrl).origin;
  const url = new URL(ref, `https://site.invalid${pagePath === '/index.html' ? '/' : pagePath}`);
  if (url.origin === siteOrigin) return url.pathname;
  return url.origin === 'https://site.invalid' ? decodeURIComponent(url.pathname) : null;
}

function resolves(pathname: string): boolean {
  const file = path.join(ROOT, pathname);
  if (pathname.endsWith('/')) return existsSync(path.join(file, 'index.html'));
  return (
    (existsSync(file) && !file.endsWith(path.sep)) ||
    existsSync(path.join(file, 'index.html')) ||
    existsSync(`${file}.html`)
  );
}

test('zero broken internal links: every site-relative href, src and srcset resolves to a file', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of walk(ROOT).filter((f) => f.endsWith('.html'))) {
    const doc = page(file);
    const refs = [
      ...[...doc.querySelectorAll('[href]')].map((el) => el.getAttribute('href')!),
      ...[...doc.querySelectorAll('[src]')].map((el) => el.getAttribute('src')!),
      ...[...doc.querySelectorAll('[srcset]')].flatMap((el) =>
        el
          .getAttribute('srcset')!
          .split(',')
          .map((s) => s.trim().split(/\s+/)[0]!),
      ),
      ...[...doc.querySelectorAll('meta[property="og:image"], meta[property="og:url"]')].map((el) =>
        el.getAttribute('content')!,
      ),
    ];
    for (const ref of refs) {
      if (/^(mailto|tel):/.test(ref) || ref.startsWith('#')) continue;
      const pathname = target(ref, file);
      if (pathname === null) continue;
      checked++;
      if (Object.hasOwn(REDIRECTS, pathname)) broken.push(`${file}: ${ref} is a redirect; link the route itself`);
      else if (!resolves(pathname)) broken.push(`${file}: ${ref}`);
    }
  }
  assert.ok(checked > 500, `${checked} links checked`);
  assert.equal(broken, []);
});

test('firebase.json agrees with the route table, the redirects and the header rules', () => {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
  assert.equal(config, firebaseConfig(), 'firebase.json is up to date (npm run build writes it)');
  const hosting = config.hosting;
  assert.is(hosting.public, 'dist/site');
  assert.is(hosting.cleanUrls, true);
  assert.is(hosting.trailingSlash, false);
  assert.equal(
    Object.fromEntries(
      hosting.redirects.map((r: { source: string; destination: string; type: number }) => [r.source, r.destination]),
    ),
    REDIRECTS,
  );
  assert.ok(hosting.redirects.every((r: { type: number }) => r.type === 301));
  assert.equal(
    hosting.headers.map((h: { source: string }) => h.source),
    HEADER_RULES.map((r) => r.source),
  );
});

test('the server serves every route, redirects the case variants (301) and answers unknown paths with the 404 page', async () => {
  const site = await serveSite();
  try {
    for (const route of ROUTES) {
      const response = await fetch(`${site.url}${route}`, { redirect: 'manual' });
      assert.is(response.status, 200, route);
      assert.match(response.headers.get('content-type') ?? '', 'text/html');
      await response.arrayBuffer();
    }
    for (const [from, to] of Object.entries(REDIRECTS)) {
      const response = await fetch(`${site.url}${from}`, { redirect: 'manual' });
      assert.is(response.status, 301, from);
      assert.is(response.headers.get('location'), to);
    }
    const missing = await fetch(`${site.url}/no-such-page`);
    assert.is(missing.status, 404);
    assert.match(await missing.text(), '<h1>');
  } finally {
    await site.close();
  }
});

test.run();
