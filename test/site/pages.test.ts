import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, pageOf } from '../../site/pages/routes.js';
import { COLLECTION_INFO } from '../../src/product.js';
import { ROOT, built, listings, page, shop, text } from './helpers.js';

const test = suite('npm run build → the content of each page');
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
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
  // The pictures of the first view are asked for first (on a phone the first category is the largest); not the logo.
  assert.equal(
    [...doc.querySelectorAll('img[fetchpriority="high"]')].map((img) => img.getAttribute('alt')),
    [slides[0]!.querySelector('img')!.getAttribute('alt'), categories[0]!.querySelector('img')!.getAttribute('alt')],
  );
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

test('cards open their product, and carry a call link and a WhatsApp link that names the product page', () => {
  const card = page('/').querySelector('section[aria-labelledby="trending-heading"] article.card')!;
  assert.is(card.querySelector('a[href^="tel:"]')!.getAttribute('href'), 'tel:+919999900001');
  const chat = card.querySelector('a[href^="https://wa.me/"]')!;
  assert.is(chat.getAttribute('target'), '_blank');
  assert.is(chat.getAttribute('rel'), 'noopener noreferrer');
  const url = new URL(chat.getAttribute('href')!);
  assert.is(url.pathname, '/919999900002');
  assert.is(
    url.searchParams.get('text'),
    `I want to buy this saree, contact me — Red Murshidabad Silk Saree (Red color) — ${shop.siteUrl}/saree/saree-038`,
  );
  // The card opens the product it names, and the message names that page.
  assert.is(card.querySelector('.card__actions a')!.getAttribute('href'), '/saree/saree-038');
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
    assert.is(data.address.streetAddress, s.street.en);
    assert.is(data.telephone, `+${s.phones[0]!.replace(/\D/g, '')}`);
    assert.equal(
      [data.openingHoursSpecification[0].opens, data.openingHoursSpecification[0].closes],
      ['10:00', '22:00'],
    );
    assert.match(data.name, s.name.en);
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

/** The landing pages a listing's Back link names. */
const BACK: Record<string, string> = { '/womens-wear': 'Womens Wear', '/mens-wear': 'Mens Wear' };

test('listing pages: Home / ← the landing page (Back) / category, <shop-catalogue> with its cap, and the first page of products prerendered', () => {
  for (const [route, listing] of Object.entries(listings)) {
    const doc = page(route);
    const info = COLLECTION_INFO[listing.collection];
    const crumbs = [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] a')];
    assert.equal(
      crumbs.map((a) => a.textContent),
      ['Home', `←\u00a0Back: ${BACK[listing.back]}`, (listing.heading as unknown as { en: string }).en],
      route,
    );
    assert.is(crumbs[1]!.getAttribute('href'), listing.back);
    const element = doc.querySelector('shop-catalogue')!;
    assert.is(element.getAttribute('collection'), listing.collection);
    assert.is(element.getAttribute('limit'), String(info.limit));
    // The widget waits for the shopper's first touch (auto.js); the worker keeps its data meanwhile.
    assert.ok(doc.querySelector('script[type="module"][src="/widgets/en/auto.js"]'), `${route}: loads auto.js`);
    assert.is(element.getAttribute('loading'), 'interaction', route);
    assert.is(element.getAttribute('data-keep'), `/catalogue/${info.slug}.json`, route);
    const records = JSON.parse(
      readFileSync(path.join('site/data/catalogue', `${info.slug}.json`), 'utf8'),
    ) as unknown[];
    // The search bar, ready before the widget: a labelled box and the first count.
    const box = element.querySelector<HTMLInputElement>(':scope > [slot="bar"] input[type="search"]')!;
    assert.ok(box, `${route}: a search box`);
    assert.ok(doc.querySelector(`label[for="${box.id}"]`)?.textContent?.startsWith('Search '), `${route}: its label`);
    assert.match(
      element.querySelector(':scope > [slot="bar"] [role="status"]')!.textContent!,
      `Showing ${Math.min(info.limit, records.length)} of ${records.length} `,
    );
    const items = [...element.querySelectorAll(':scope > ul > li')];
    assert.is(items.length, Math.min(info.limit, records.length), `${route}: first page`);
    for (const [i, item] of items.entries()) {
      const img = item.querySelector('img')!;
      assert.ok(img.getAttribute('width') && img.getAttribute('height'));
      // The first row (two on a phone) is in view at once; the rest wait until scrolled near.
      assert.is(img.getAttribute('loading'), i < 2 ? 'eager' : 'lazy', `${route}: product ${i + 1}`);
      // And asked for first: one of them is the page's largest picture.
      assert.is(img.getAttribute('fetchpriority'), i < 2 ? 'high' : null, `${route}: product ${i + 1}`);
      assert.ok(text(item.querySelector('h2')) && text(item.querySelector('p')));
      assert.ok(item.querySelector('a[href^="tel:"]') && item.querySelector('a[href^="https://wa.me/"]'));
    }
  }
  assert.equal(page('/MenBlazer').querySelector('[aria-current="page"]')!.textContent, 'Blazer');
  assert.equal(listings['/saree']!.back, '/womens-wear');
});

test('each page loads one widget loader, auto.js in its language, and the offline support, both at low priority', () => {
  const modules = (route: string) =>
    [...page(route).querySelectorAll('script[type="module"]')].map((s) => [
      s.getAttribute('src'),
      s.getAttribute('fetchpriority'),
    ]);
  // Each page loads the bundle of its language, which carries only that language's strings. No widget entry is
  // named in the page: auto.js loads the widgets of the first screen once the page has painted its own content.
  for (const route of ROUTES) {
    assert.equal(
      modules(route).slice(0, 2),
      [
        [`/widgets/${pageOf(route)!.lang}/auto.js`, 'low'],
        ['/assets/offline.js', 'low'],
      ],
      route,
    );
    // Only a page's own tools follow (the snippet builder's), at low priority too: the form is in the HTML, and the
    // builder only wires it up, so its script has no part in the first paint.
    assert.ok(
      modules(route)
        .slice(2)
        .every(([src, priority]) => src!.startsWith('/assets/') && priority === 'low'),
      route,
    );
  }
});

test("card pages: a phone's first screen (two rows) loads its pictures with the page, the first row first; the rest lazily", () => {
  for (const route of ['/Kidsware', '/mens-wear', '/wedding_page', '/saree_trending', '/bn/Kidsware']) {
    const pictures = [...page(route).querySelectorAll('article.card img')];
    assert.ok(pictures.length >= 4, route);
    for (const [i, img] of pictures.entries()) {
      // A lazy picture in the first screen waits for the layout; on /Kidsware the third, a fraction of a pixel
      // larger than the first row's, then became the page's largest paint, late.
      assert.is(img.getAttribute('loading'), i < 4 ? 'eager' : 'lazy', `${route}: picture ${i + 1}`);
      assert.is(img.getAttribute('fetchpriority'), i < 2 ? 'high' : null, `${route}: picture ${i + 1}`);
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

test.run();
