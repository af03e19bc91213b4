import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { notAskedByPage, withFirebase } from '../../bench/manage.js';

const FIREBASE = { apiKey: 'demo-key', authDomain: 'demo-showroom.firebaseapp.com', projectId: 'demo-showroom' };
const config = (data: unknown) =>
  `<title>x</title>\n<script type="application/json" id="manager-config">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>\n</head>`;
/** The page's one config element, read as the app reads it. */
function read(html: string): Record<string, unknown> {
  const elements = [...html.matchAll(/<script type="application\/json" id="manager-config">([^<]*)<\/script>/g)];
  assert.is(html.split('id="manager-config"').length, 2, 'one config element');
  assert.is(elements.length, 1, 'holding JSON alone');
  return JSON.parse(elements[0]![1]!) as Record<string, unknown>;
}

const page = suite('withFirebase(html, firebase): the manager’s page as a shop with a Firebase project builds it');

page('writes the project into a page built without one, keeping the showrooms and the shop’s details', () => {
  const built = config({ firebase: null, showrooms: [{ id: 'ranaghat' }], shop: { name: 'Showroom' } });
  const data = read(withFirebase(built, FIREBASE));
  assert.equal(data.firebase, FIREBASE);
  assert.equal(data.showrooms, [{ id: 'ranaghat' }]);
  assert.equal(data.shop, { name: 'Showroom' });
});

page('keeps `<` escaped, so a "</script>" in a shop’s text cannot end the element', () => {
  const html = withFirebase(config({ firebase: null, shop: { name: 'A </script><b>' } }), FIREBASE);
  assert.not.match(html, '</script><b>');
  assert.is((read(html).shop as { name: string }).name, 'A </script><b>');
});

page('a `$` in a value is written as it is, not read as a replacement pattern', () => {
  const html = withFirebase(config({ firebase: null, shop: { offer: "$1 off, $& more, $' rest" } }), FIREBASE);
  assert.is((read(html).shop as { offer: string }).offer, "$1 off, $& more, $' rest");
});

page('a page with no config says to build the site again', () => {
  assert.throws(() => withFirebase('<html><body></body></html>', FIREBASE), /manager-config.*npm run build/);
});

page.run();

const worker = suite('notAskedByPage(server paths, page URLs): what the worker fetched for itself');

worker('leaves out one server entry per request of the page, and keeps the rest in order', () => {
  const server = ['/manage?x=1 2200', '/manage/app.js 900', '/manage/sw.js 1400', '/manage/app.js 113', '/manage 2245'];
  const page = ['http://127.0.0.1:1/manage?x=1', 'http://127.0.0.1:1/manage/app.js'];
  assert.equal(notAskedByPage(server, page), ['/manage/sw.js 1400', '/manage/app.js 113', '/manage 2245']);
});

worker('a page request that never reached the server takes nothing away', () => {
  assert.equal(notAskedByPage(['/manage/sw.js 1400'], ['https://apis.google.com/js/api.js']), ['/manage/sw.js 1400']);
});

worker.run();
