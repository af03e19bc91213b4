/**
 * The service worker's cap on the pictures it keeps, in bytes (site/build/sw-plugins.ts), run in Chromium on a real
 * Cache Storage: the same function text that the build writes into /sw.js, given a cap of 1000 bytes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { capPictureBytes } from '../../site/build/sw-plugins.js';
import { launch } from '../_util/browser.js';
import { chromiumMissing } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ browser: Browser }>('the picture cache, capped in bytes, in Chromium');
const it = skip ? test.skip : test;

test.before(async (context) => {
  if (!skip) context.browser = await launch();
});
test.after(async (context) => {
  await context.browser?.close();
});

/** Saves pictures of these sizes one after the other as the worker would, and lists what the cache keeps. */
const script = (sizes: number[], cap: number) => `(async () => {
  const plugin = {
    cacheWillUpdate: ${capPictureBytes.cacheWillUpdate.toString()},
    cacheDidUpdate: ${capPictureBytes.cacheDidUpdate.toString()},
  };
  const cache = await caches.open('pictures');
  for (const [i, size] of ${JSON.stringify(sizes)}.entries()) {
    const picture = new Response(new Uint8Array(size), { headers: { 'Content-Type': 'image/png' } });
    await cache.put('/p' + i + '.png', await plugin.cacheWillUpdate({ response: picture }));
    await plugin.cacheDidUpdate({ cacheName: 'pictures' }, ${cap});
  }
  const kept = await cache.keys();
  const bytes = await Promise.all(kept.map(async (key) => (await (await cache.match(key)).arrayBuffer()).byteLength));
  return { kept: kept.map((key) => new URL(key.url).pathname), bytes };
})()`;

it('deletes the oldest pictures once the total passes the cap, and keeps each picture whole', async ({ browser }) => {
  const context = await browser.newContext();
  // Cache Storage needs a secure origin; a loopback address is one, and this page needs no server.
  await context.route('http://127.0.0.1:9/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>cache</title>' }),
  );
  const page = await context.newPage();
  try {
    await page.goto('http://127.0.0.1:9/');
    const first = await page.evaluate(script([400, 300, 500, 200], 1000));
    // 400 + 300 + 500 is over 1000: the oldest (p0) goes; 300 + 500 + 200 is exactly the cap and stays.
    assert.equal(first, { kept: ['/p1.png', '/p2.png', '/p3.png'], bytes: [300, 500, 200] });
    await page.evaluate(() => caches.delete('pictures'));
    // A picture over the cap on its own stays (it is the one on screen); everything older goes.
    const big = await page.evaluate(script([100, 200, 5000], 1000));
    assert.equal(big, { kept: ['/p2.png'], bytes: [5000] });
  } finally {
    await context.close();
  }
});

it('is in the built worker, with its 20 MB cap', async () => {
  const sw = await readFile(path.join(process.env.SHOP_DIST ?? 'dist/site', 'sw.js'), 'utf8');
  assert.ok(sw.includes('X-Shop-Bytes'), 'the plugin is written into sw.js');
  assert.ok(/20971520|20\s*\*\s*1024\s*\*\s*1024/.test(sw), 'its cap is 20 MB');
});

test.run();
