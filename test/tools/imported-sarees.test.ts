import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startServer } from '../../site/server/serve.js';
import { axeViolations } from '../_util/axe.js';
import { launch, watch } from '../_util/browser.js';
import { closeServer } from '../_util/site.js';
import { catalogue, csv, jpeg, workspace } from '../_util/staff.js';
import { chromiumMissing } from '../_util/suite.js';

const BUILT = process.env.SHOP_DIST ?? 'dist/site';
const skip =
  chromiumMissing() || (existsSync(`${BUILT}/widgets/shop.js`) ? '' : `${BUILT} is not built: npm run build`);
const test = suite<{ browser: Browser; url: string; close(): Promise<void>; work: ReturnType<typeof workspace> }>(
  'three sarees imported from a spreadsheet, built, on /saree in Chromium',
);
const it = skip ? test.skip : test;

const NEW = [
  ['Peacock Blue Kanjivaram Silk Saree', 'Temple border in zari, 6.3 m with blouse piece.', 'Peacock-Blue-1.jpg'],
  ['লাল পাড় সাদা গরদ শাড়ি', 'পুজোর সকালের জন্য খাঁটি গরদ, লাল পাড়।', '/images/products/saree/saree-010.svg'],
  [
    'Mustard Linen Jamdani Saree',
    'Light linen for summer, "office" friendly, 5.5 m.',
    '/images/products/saree/saree-020.svg',
  ],
];

test.before(async (context) => {
  if (skip) return;
  const work = workspace();
  context.work = work;
  await jpeg(path.join(work.photos, 'products', 'Peacock-Blue-1.jpg'), 1200, 1500);
  const env = { SHOP_CATALOGUE: work.catalogue, SHOP_PHOTOS: work.photos };
  // The sheet as the staff would keep it: the current sarees, exported, with three new rows on top.
  const sheet = path.join(work.dir, 'saree.csv');
  const exported = catalogue(['export', '--collection', 'Saree', '--out', sheet], env);
  assert.is(exported.status, 0, exported.stderr);
  const [header, ...current] = readFileSync(sheet, 'utf8').split('\r\n');
  const columns = ['id', 'title', 'des', 'img', 'title_bn', 'des_bn', 'price', 'availability', 'showrooms'];
  assert.is(header, `\ufeff${columns.join(',')}`);
  writeFileSync(sheet, csv([columns, ...NEW.map((row) => ['', ...row, '', '', '', '', ''])]) + current.join('\r\n'));
  const imported = catalogue(['import', sheet, '--collection', 'Saree'], env);
  assert.is(imported.status, 0, imported.stderr);
  assert.match(imported.stdout, 'Saree: 3 added, 0 changed, 0 removed, 132 unchanged');
  // The build's catalogue and page steps (what `npm run dev` reruns when the catalogue changes) over a copy
  // of the built site: the widgets are the same, so bundling them again would only cost time.
  const out = path.join(work.dir, 'site');
  cpSync(BUILT, out, { recursive: true, filter: (f) => !/\.(gz|br)$/.test(f) });
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'site/server/dev.ts', '--steps', 'catalogue,pages'], {
    encoding: 'utf8',
    env: { ...process.env, ...env, SHOP_DIST: out },
  });
  assert.is(built.status, 0, built.stderr);
  assert.match(built.stdout, 'catalogue/saree.json: 135 products');
  assert.match(built.stdout, 'images/photos/products: 1 photos');
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

it('the listing shows the three new sarees first, the Bengali one marked lang="bn", the photo loaded', async ({
  browser,
  url,
}) => {
  const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
  const { errors } = watch(page);
  await page.goto(`${url}/saree`);
  // The listing's cards, prerendered from the imported catalogue; its count says 135.
  const cards = page.locator('shop-catalogue .card:not(.card--skeleton):visible');
  await page.waitForFunction(() =>
    /of 135 sarees/.test(document.querySelector('shop-catalogue [role="status"]')?.textContent ?? ''),
  );
  const titles = await cards.locator('.card__title').allTextContents();
  assert.equal(
    titles.slice(0, 3),
    NEW.map((r) => r[0]),
  );
  assert.is(await cards.nth(1).locator('.card__title [lang="bn"]').textContent(), NEW[1]![0]);
  const photo = cards.first().locator('img');
  assert.is(
    await photo.evaluate((img) => (img as HTMLImageElement).src),
    `${url}/images/photos/products/peacock-blue-1.jpg`,
  );
  await page.waitForFunction((img) => (img as HTMLImageElement).complete, await photo.elementHandle());
  assert.is(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth), 960, 'the 960 px JPEG');

  await page.locator('shop-catalogue input[type="search"]').fill('গরদ');
  // Typing loads the widget (its first touch), which searches what was typed.
  await page.waitForFunction(() => /গরদ/.test(document.querySelector('shop-catalogue [role="status"]')!.textContent!));
  assert.ok((await cards.locator('.card__title').allTextContents()).includes(NEW[1]![0]!), 'found by a Bengali word');
  assert.equal(await axeViolations(page), []);
  assert.equal(errors, []);
  await page.close();
});

it('the product photo is also written as AVIF, WebP and JPEG at 480, 960 and 1200 px', ({ work }) => {
  const folder = path.join(work.dir, 'site/images/photos/products');
  for (const width of [480, 960, 1200])
    for (const ext of ['avif', 'webp', 'jpg'])
      assert.ok(existsSync(path.join(folder, `peacock-blue-1-${width}.${ext}`)), `peacock-blue-1-${width}.${ext}`);
});

it('the page as built, before any script runs, already lists them', async ({ browser, url }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${url}/saree`);
  const text = await page.locator('main').textContent();
  for (const [title] of NEW) assert.ok(text!.includes(title!), title);
  await context.close();
});

test.run();
