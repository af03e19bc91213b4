import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axeViolations } from '../_util/axe.js';
import { waitForFirstView } from '../_util/first-view.js';
import { measureLayoutShift, VIEWPORTS } from '../_util/layout-shift.js';
import { PRODUCT_ENTRIES, PRODUCT_SAMPLE } from '../_util/products.js';
import { smallTargets } from '../_util/targets.js';
import { ahead, chromiumMissing, eachInPages, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadShopConfig } from '../../site/build/build.js';
import { prepareProductPhotos } from '../../site/build/product-photos.js';
import { renderPages } from '../../site/build/render.js';
import { startServer } from '../../site/server/serve.js';

/*
 * The gates every route passes, on a sample of product pages (two a collection, both languages): 0 axe and 0
 * Content-Security-Policy violations loaded and with the photo zoomed, no tap target under 48 px, CLS ≤ 0.05 on a
 * phone, and the page read without JavaScript.
 */
const skip = chromiumMissing();
const test = suite<BrowserContext>('product pages in Chromium: the gates of every route, on a sample');
withBrowserAndSite(test, skip);
const it = skip ? test.skip : test;
const PHONE = VIEWPORTS.find((v) => v.name === 'mobile')!;

async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}`));
  });
}

it(`${PRODUCT_SAMPLE.length} product pages: 0 axe and 0 CSP violations, loaded and zoomed; every target 48 px`, async ({
  browser,
  site,
}) => {
  const viewport = { width: PHONE.width, height: PHONE.height };
  await eachInPages(browser, PRODUCT_SAMPLE, { viewport, prepare: recordCspViolations }, async (page, route) => {
    await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
    await waitForFirstView(page);
    await page.waitForFunction(() => customElements.get('shop-zoom-gallery') !== undefined);
    // The Share button shows once its script has run (the phone can share or copy).
    await page.locator('.share-button').waitFor();
    assert.equal(await axeViolations(page), [], `${route}: loaded`);
    assert.equal(await smallTargets(page), [], `${route}: targets under 48 px`);
    await page.getByRole('button', { name: /^(Expand image|ছবি বড় করুন)/ }).click();
    const minimize = page.getByRole('button', { name: /^(Minimize image|ছবি ছোট করুন)/ }).first();
    await minimize.waitFor();
    assert.equal(await axeViolations(page), [], `${route}: photo zoomed`);
    await page.keyboard.press('Escape');
    await minimize.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), []);
  });
});

it('product pages on a phone: CLS ≤ 0.05 as loaded and with the zoom upgrading after the first paint', async ({
  browser,
  site,
}) => {
  // Each measurement in its own browser context, four side by side: one is mostly the page's second of settling.
  const runs = PRODUCT_SAMPLE.filter((_, i) => i % 4 === 0).map((route) => ({
    route,
    loaded: { route, late: false },
    late: { route, late: true },
  }));
  const measured = ahead(
    runs.flatMap((run) => [run.loaded, run.late]),
    4,
    ({ route, late }) => measureLayoutShift(browser, `${site.url}${route}`, PHONE, { scriptsAfterPaint: late }),
  );
  for (const run of runs) {
    const { route } = run;
    const [loaded, late] = await Promise.all([measured(run.loaded), measured(run.late)]);
    console.log(`    ${route.padEnd(30)} CLS ${loaded.cls.toFixed(4)} as loaded, ${late.cls.toFixed(4)} late`);
    assert.ok(loaded.cls <= 0.05 && late.cls <= 0.05, `${route}: CLS ${loaded.cls} / ${late.cls}`);
  }
});

it('without JavaScript a product page shows its photo, title, description, Call Book and Whatsapp Book', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const entry = PRODUCT_ENTRIES[0]!;
    await page.goto(`${site.url}${entry.route}`);
    assert.is((await page.locator('h1').textContent())?.trim(), entry.product.title);
    assert.ok(await page.locator('.product__photo img').isVisible());
    assert.ok(await page.locator('.product__des').isVisible());
    assert.ok(await page.getByRole('link', { name: /^Call Book/ }).isVisible());
    assert.ok(await page.getByRole('link', { name: /^Whatsapp Book/ }).isVisible());
    // A button that needs JavaScript is not offered without it.
    assert.not.ok(await page.locator('.share-button').isVisible());
  } finally {
    await context.close();
  }
});

for (const { path, listing, q, text } of [
  { path: '/saree/red-silk-saree-9', listing: '/saree', q: 'red silk saree', text: 'no longer in our catalogue' },
  { path: '/bn/MenBlazer/navy-blazer', listing: '/bn/MenBlazer', q: 'navy blazer', text: 'ক্যাটালগে নেই' },
]) {
  it(`${path} (no such product): the 404 page links its listing and a search for its words`, async ({
    browser,
    site,
  }) => {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${site.url}${path}`);
      assert.is(response?.status(), 404);
      const line = page.locator('.gone-product:visible');
      await line.waitFor();
      assert.match((await line.textContent())!, text);
      const hrefs = await line.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.equal(hrefs, [listing, `${listing}?q=${encodeURIComponent(q)}`]);
      assert.is(await page.locator('.gone-product:visible').count(), 1);
    } finally {
      await page.close();
    }
  });
}

it('a phone 360 px wide at 3x downloads a product photo as its 960 px AVIF, not the JPEG', async ({ browser }) => {
  // A site of its own: the sample catalogue has no photos, only drawings.
  const work = mkdtempSync(path.join(tmpdir(), 'product-photo-'));
  const photos = path.join(work, 'photos');
  const catalogue = path.join(work, 'catalogue');
  const out = path.join(work, 'site');
  mkdirSync(path.join(photos, 'products'), { recursive: true });
  cpSync('site/data/catalogue', catalogue, { recursive: true });
  const noise = Buffer.from(Array.from({ length: 300 * 400 * 3 }, (_, i) => (i * 7919) % 256));
  await sharp(noise, { raw: { width: 300, height: 400, channels: 3 } })
    .resize({ width: 2400 })
    .jpeg({ quality: 85 })
    .toFile(path.join(photos, 'products', 'red-silk.jpg'));
  // What is checked is one product page: a few products a collection, and those the site's content names, keep
  // the pages written here few.
  const content = readdirSync('site/data/content')
    .map((name) => readFileSync(path.join('site/data/content', name), 'utf8'))
    .join('\n');
  for (const name of readdirSync(catalogue).filter((n) => n.endsWith('.json'))) {
    const file = path.join(catalogue, name);
    const records = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string }>;
    const kept = records.filter((record, i) => i < 4 || content.includes(JSON.stringify(record.id)));
    writeFileSync(file, JSON.stringify(kept));
  }
  const file = path.join(catalogue, 'saree.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string; img: string }>;
  records[0]!.img = '/images/photos/products/red-silk.jpg';
  writeFileSync(file, JSON.stringify(records));
  await prepareProductPhotos(out, path.join(photos, 'products'), catalogue);
  const shop = await loadShopConfig();
  await renderPages({
    shop,
    outDir: out,
    widgets: new Set(),
    photosDir: photos,
    catalogueDir: catalogue,
    productSource: 'files',
  });
  const { server, url } = await startServer({ root: out, port: 0 });
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const at = new URL(request.url()).pathname;
      if (at.startsWith('/images/photos/products/')) fetched.push(at);
    });
    await page.goto(`${url}/saree/${records[0]!.id}`, { waitUntil: 'load' });
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.product__photo img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    const src = await page.locator('.product__photo img').evaluate((img) => (img as HTMLImageElement).currentSrc);
    assert.is(new URL(src).pathname, '/images/photos/products/red-silk-960.avif');
    assert.equal(fetched, ['/images/photos/products/red-silk-960.avif'], 'one file of the photo, the AVIF');
  } finally {
    await context.close();
    server.close();
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
