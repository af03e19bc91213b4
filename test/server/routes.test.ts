import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES, REDIRECTS } from '../../site/routes.js';
import { serveSite } from '../_util/site.js';

const test = suite('the local server (site/serve.ts) over the built site');

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
    const english = await missing.text();
    assert.match(english, '<html lang="en">');
    const bengali = await fetch(`${site.url}/bn/no-such-page`);
    assert.is(bengali.status, 404);
    assert.match(await bengali.text(), '<html lang="bn">');
  } finally {
    await site.close();
  }
});

test.run();
