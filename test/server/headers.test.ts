import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { serveSite } from '../_util/site.js';

const test = suite<{ site: { url: string; close(): Promise<void> } }>('headers from the running server');
test.before(async (context) => {
  context.site = await serveSite();
});
test.after(async (context) => {
  await context.site?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });

test('pages carry a strict CSP and the security headers, and revalidate with an ETag', async ({ site }) => {
  const page = await get(`${site.url}/demo/catalogue.html`);
  assert.is(page.status, 200);
  const csp = page.headers.get('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "style-src 'self'",
  ]) {
    assert.ok(csp.includes(directive), `${directive} in ${csp}`);
  }
  assert.not.match(csp, /unsafe-inline|unsafe-eval/);
  assert.is(page.headers.get('x-content-type-options'), 'nosniff');
  assert.is(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.match(page.headers.get('permissions-policy') ?? '', /camera=\(\).*microphone=\(\)/);
  assert.is(page.headers.get('cache-control'), 'no-cache');
  const etag = page.headers.get('etag');
  assert.ok(etag, 'an ETag');
  const again = await get(`${site.url}/demo/catalogue.html`, { 'If-None-Match': etag! });
  assert.is(again.status, 304);
});

test('the catalogue JSON and the stable widget entries revalidate and allow other origins', async ({ site }) => {
  for (const path of ['/catalogue/saree.json', '/widgets/shop.js', '/widgets/catalogue.js']) {
    const response = await get(`${site.url}${path}`, { Origin: 'https://partner.example' });
    assert.is(response.status, 200, path);
    assert.is(response.headers.get('cache-control'), 'no-cache', path);
    assert.ok(response.headers.get('etag'), path);
    assert.is(response.headers.get('access-control-allow-origin'), '*', path);
  }
});

test('hashed chunks are cached for a year as immutable', async ({ site }) => {
  const root = process.env.SHOP_DIST ?? 'dist/site';
  const chunk = readdirSync(`${root}/widgets/chunks`).find((name) => name.endsWith('.js'))!;
  const response = await get(`${site.url}/widgets/chunks/${chunk}`);
  assert.is(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is(response.headers.get('access-control-allow-origin'), '*');
});

test('partners’ tooling files are served: the declarations as text, the elements manifest as JSON', async ({
  site,
}) => {
  for (const file of ['shop.d.ts', 'shop-react.d.ts', 'shop-vue.d.ts']) {
    const response = await get(`${site.url}/widgets/${file}`);
    assert.is(response.status, 200, file);
    assert.is(response.headers.get('content-type'), 'text/plain; charset=utf-8', file);
    assert.is(response.headers.get('access-control-allow-origin'), '*', file);
    assert.match(await response.text(), 'shop-catalogue', file);
  }
  const manifest = await get(`${site.url}/custom-elements.json`);
  assert.is(manifest.status, 200);
  assert.is(((await manifest.json()) as { schemaVersion: string }).schemaVersion, '1.0.0');
});

test('the stylesheet a page names is cached for a year as immutable; its unhashed name revalidates', async ({
  site,
}) => {
  const html = await (await get(`${site.url}/saree`)).text();
  const css = /href="(\/assets\/site\.[0-9a-f]{10}\.css)"/.exec(html)?.[1];
  assert.ok(css, 'the page names a hashed stylesheet');
  const hashed = await get(`${site.url}${css}`);
  assert.is(hashed.status, 200);
  assert.is(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is((await get(`${site.url}/assets/site.css`)).headers.get('cache-control'), 'no-cache');
});

test('text is sent brotli- or gzip-compressed as the browser asks', async ({ site }) => {
  const br = await get(`${site.url}/widgets/catalogue.js`, { 'Accept-Encoding': 'br, gzip' });
  assert.is(br.headers.get('content-encoding'), 'br');
  assert.match(br.headers.get('content-type') ?? '', /javascript/);
  const gz = await get(`${site.url}/catalogue/saree.json`, { 'Accept-Encoding': 'gzip' });
  assert.is(gz.headers.get('content-encoding'), 'gzip');
  const data = (await gz.json()) as unknown[];
  assert.ok(data.length > 78);
});

test('spellings of the spec’s links redirect permanently; unknown paths answer 404 with the headers', async ({
  site,
}) => {
  const redirect = await get(`${site.url}/kids-wear?from=footer`);
  assert.is(redirect.status, 301);
  assert.is(redirect.headers.get('location'), '/Kidsware?from=footer');
  const missing = await get(`${site.url}/no-such-page`);
  assert.is(missing.status, 404);
  assert.match(missing.headers.get('content-type') ?? '', /text\/html/);
  assert.is(missing.headers.get('x-content-type-options'), 'nosniff');
});

test.run();
