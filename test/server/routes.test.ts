import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES, REDIRECTS } from '../../site/pages/routes.js';
import { serveSite } from '../_util/site.js';

const test = suite<{ site: { url: string; close(): Promise<void> } }>(
  'the local server (site/server/serve.ts) over the built site',
);
test.before(async (context) => {
  context.site = await serveSite();
});
test.after(async (context) => {
  await context.site?.close();
});

const get = (url: string) => fetch(url, { redirect: 'manual' });

test('the server serves every route and answers unknown paths with the 404 page', async ({ site }) => {
  for (const route of ROUTES) {
    const response = await get(`${site.url}${route}`);
    assert.is(response.status, 200, route);
    assert.match(response.headers.get('content-type') ?? '', 'text/html');
    await response.arrayBuffer();
  }
  const missing = await fetch(`${site.url}/no-such-page`);
  assert.is(missing.status, 404);
  const english = await missing.text();
  assert.match(english, '<h1>');
  assert.match(english, '<html lang="en">');
  const bengali = await fetch(`${site.url}/bn/no-such-page`);
  assert.is(bengali.status, 404);
  assert.match(await bengali.text(), '<html lang="bn">');
});

test('every other address of a route redirects (301) to it in one hop, keeping the query', async ({ site }) => {
  const others: Array<[string, string]> = [
    ['/saree/', '/saree'],
    ['/saree/index.html', '/saree'],
    ['/index.html', '/'],
    ['/Kidsware/', '/Kidsware'],
    ['/Saree', '/saree'],
    ['/menblazer', '/MenBlazer'],
    ['/KIDSWARE', '/Kidsware'],
    ['/contactUs', '/Contactus'],
    ['/SAREE_TRENDING/', '/saree_trending'],
    ...Object.entries(REDIRECTS),
  ];
  for (const route of ROUTES)
    others.push([route.toUpperCase(), route], [`${route === '/' ? '' : route}/index.html`, route]);
  for (const [from, to] of others) {
    if (from === to) continue;
    const response = await get(`${site.url}${from}?q=silk`);
    assert.is(response.status, 301, from);
    assert.is(response.headers.get('location'), `${to}?q=silk`, from);
  }
});

test('the not-found page has no address of its own: /404 answers 404', async ({ site }) => {
  for (const path of ['/404', '/404.html', '/404/']) {
    const response = await fetch(`${site.url}${path}`);
    assert.is(response.status, 404, path);
    await response.arrayBuffer();
  }
});

test('error answers are never cached, even where the files are', async ({ site }) => {
  for (const path of ['/images/no-such-picture.svg', '/assets/no-such.css', '/widgets/chunks/no-such.js', '/nope']) {
    const response = await get(`${site.url}${path}`);
    assert.is(response.status, 404, path);
    assert.is(response.headers.get('cache-control'), 'no-store', path);
    await response.arrayBuffer();
  }
});

test.run();
