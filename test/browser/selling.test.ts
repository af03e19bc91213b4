import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../site/server/serve.js';
import type { Product } from '../../src/product.js';
import { axeViolations } from '../_util/axe.js';
import { launch, watch } from '../_util/browser.js';
import { closeServer } from '../_util/site.js';
import { workspace } from '../_util/staff.js';
import { chromiumMissing } from '../_util/suite.js';
import { smallTargets } from '../_util/targets.js';

const BUILT = process.env.SHOP_DIST ?? 'dist/site';
const skip =
  chromiumMissing() || (existsSync(`${BUILT}/widgets/shop.js`) ? '' : `${BUILT} is not built: npm run build`);
const test = suite<{ browser: Browser; url: string; close(): Promise<void>; work: ReturnType<typeof workspace> }>(
  'a catalogue with Bengali names, prices, sold sarees and showrooms, built, on a 360 px phone',
);
const it = skip ? test.skip : test;

/** The first four sarees as the shop would fill them in; every saree after them has sold. */
const FILLED: Partial<Product>[] = [
  {
    title_bn: 'লাল কাতান বেনারসি',
    des_bn: 'বিয়ের জন্য খাঁটি কাতান, জরির পাড়।',
    price: 12500,
    availability: 'sold out',
    showrooms: ['ranaghat'],
  },
  {
    title_bn: 'সবুজ তাঁতের শাড়ি',
    des_bn: 'রোজকার পরার নরম সুতি।',
    price: 2450,
    availability: 'in stock',
    showrooms: ['ranaghat', 'karimpur'],
  },
  { title_bn: 'নীল জামদানি', des_bn: 'হালকা, গরমে আরাম।', price: 3800, showrooms: ['bethuadahari'] },
  { title_bn: 'হলুদ গরদ' },
];

test.before(async (context) => {
  if (skip) return;
  const work = workspace();
  context.work = work;
  const file = path.join(work.catalogue, 'saree.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as Product[];
  // The seed's four fields of each sample saree, then what this test fills in.
  const filled = records.map(({ id, title, des, img }, i) => ({
    id,
    title,
    des,
    img,
    ...(FILLED[i] ?? { availability: 'sold out' }),
  }));
  writeFileSync(file, JSON.stringify(filled, null, 2));
  const out = path.join(work.dir, 'site');
  cpSync(BUILT, out, { recursive: true, filter: (f) => !/\.(gz|br)$/.test(f) });
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'site/server/dev.ts', '--steps', 'catalogue,pages'], {
    encoding: 'utf8',
    env: { ...process.env, SHOP_CATALOGUE: work.catalogue, SHOP_PHOTOS: work.photos, SHOP_DIST: out },
  });
  assert.is(built.status, 0, built.stderr);
  const { server, url } = await startServer({ root: out, port: 0 });
  context.url = url;
  context.close = () => closeServer(server);
  context.browser = await launch();
});

test.after(async (context) => {
  await context.browser?.close();
  await context.close?.();
  if (context.work) rmSync(context.work.dir, { recursive: true, force: true });
});

/** What the first four cards say, wherever they are drawn (the page's own, or the widget's after a search). */
const firstCards = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('shop-catalogue')!;
    const own = [...(host.shadowRoot?.querySelectorAll('.card:not(.card--skeleton):not([hidden])') ?? [])];
    const cards = own.length > 0 ? own : [...host.querySelectorAll(':scope > .products > .card')];
    return cards.slice(0, 4).map((card) => ({
      title: card.querySelector('.card__title')!.textContent,
      price: card.querySelector('[part="price"]')!.textContent,
      badge: card.querySelector('[part="sold-out"]')?.textContent ?? null,
      places: [...card.querySelectorAll<HTMLAnchorElement>('[part="showroom"]')].map((a) => [a.textContent, a.href]),
      message: decodeURIComponent(
        new URL(card.querySelector<HTMLAnchorElement>('[part="whatsapp"]')!.href).searchParams.get('text')!,
      ),
    }));
  });

it('/bn/saree: Bengali names and prices, the sold saree after the others with its badge, showroom links', async ({
  browser,
  url,
}) => {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const { errors } = watch(page);
  await page.goto(`${url}/bn/saree`);
  const cards = await firstCards(page);
  assert.equal(
    cards.map((c) => [c.title, c.price, c.badge]),
    [
      ['সবুজ তাঁতের শাড়ি', '₹২,৪৫০', null],
      ['নীল জামদানি', '₹৩,৮০০', null],
      ['হলুদ গরদ', 'দাম জানতে ফোন করুন', null],
      ['লাল কাতান বেনারসি', '₹১২,৫০০', 'বিক্রি হয়ে গেছে'],
    ],
  );
  assert.equal(cards[0]!.places, [
    ['রানাঘাট', `${url}/bn/Ranaghat_showroom`],
    ['করিমপুর', `${url}/bn/KarimpurShowroom`],
  ]);
  assert.match(cards[0]!.message, /^আমি এই শাড়িটি কিনতে চাই, আমার সাথে যোগাযোগ করুন — সবুজ তাঁতের শাড়ি — ₹২,৪৫০ — https:/);
  assert.match(cards[3]!.message, /^এরকম আর আছে\? — লাল কাতান বেনারসি — https:/);
  const shots = process.env.SHOP_SCREENSHOTS ?? 'dist';
  await page.screenshot({ path: path.join(shots, 'bn-saree-selling-360.png') });
  await page.locator('shop-catalogue .card').nth(3).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'bn-saree-sold-360.png') });
  assert.equal(await axeViolations(page), []);
  assert.equal(await smallTargets(page), []);

  // A search by a Bengali word of a description: the widget draws its own cards, the sold saree still after.
  await page.locator('shop-catalogue input[type="search"]').fill('কাতান');
  await page.waitForFunction(() =>
    /কাতান/.test(document.querySelector('shop-catalogue [role="status"]')!.textContent!),
  );
  const found = await firstCards(page);
  assert.is(found[0]!.title, 'লাল কাতান বেনারসি', 'found by its Bengali name');
  assert.is(found[0]!.badge, 'বিক্রি হয়ে গেছে');
  assert.equal(found[0]!.places, [['রানাঘাট', `${url}/bn/Ranaghat_showroom`]]);
  assert.equal(await axeViolations(page), []);
  assert.equal(errors, []);
  await page.close();
});

it('/saree in English: English names, rupees, "Sold out"', async ({ browser, url }) => {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await page.goto(`${url}/saree`);
  const cards = await firstCards(page);
  assert.equal(
    cards.map((c) => [c.price, c.badge]),
    [
      ['₹2,450', null],
      ['₹3,800', null],
      ['Ask for price', null],
      ['₹12,500', 'Sold out'],
    ],
  );
  assert.equal(cards[0]!.places, [
    ['Ranaghat', `${url}/Ranaghat_showroom`],
    ['Karimpur', `${url}/KarimpurShowroom`],
  ]);
  assert.match(cards[0]!.message, / — ₹2,450 — https:/);
  assert.match(cards[3]!.message, /^Do you have something like this\? — /);
  await page.close();
});

it('the sold saree’s own page in Bengali: its Bengali name in h1, title and og:title, price, badge, showroom', async ({
  browser,
  url,
}) => {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const { errors } = watch(page);
  const link = await (async () => {
    await page.goto(`${url}/bn/saree`);
    return page.locator('shop-catalogue .card').nth(3).locator('.card__link').getAttribute('href');
  })();
  await page.goto(`${url}${link}`);
  assert.is(await page.locator('h1').textContent(), 'লাল কাতান বেনারসি');
  await page.locator('.product__price').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(process.env.SHOP_SCREENSHOTS ?? 'dist', 'bn-product-sold-360.png') });
  assert.match(await page.title(), 'লাল কাতান বেনারসি');
  assert.match((await page.locator('meta[property="og:title"]').getAttribute('content'))!, 'লাল কাতান বেনারসি');
  assert.is(
    await page.locator('meta[property="og:description"]').getAttribute('content'),
    'বিয়ের জন্য খাঁটি কাতান, জরির পাড়।',
  );
  assert.is(await page.locator('.product__price').textContent(), '₹১২,৫০০ বিক্রি হয়ে গেছে');
  assert.is(await page.locator('.product__places a').getAttribute('href'), '/bn/Ranaghat_showroom');
  const chat = await page.locator('.product .button--solid').getAttribute('href');
  assert.match(decodeURIComponent(new URL(chat!).searchParams.get('text')!), /^এরকম আর আছে\? — লাল কাতান বেনারসি — /);
  assert.equal(await axeViolations(page), []);
  assert.equal(await smallTargets(page), []);
  assert.equal(errors, []);
  await page.close();
});

test.run();
