import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../site/server/serve.js';
import { closeServer } from '../_util/site.js';

/*
 * Requests a browser would never send. The server runs in this process, so a request that used to kill it
 * (an inverted Range) fails every later test here too.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One raw request: fetch would refuse or rewrite some of these (bad targets, TRACE). */
function send(base: string, target: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.end();
  });
}

const root = process.env.SHOP_DIST ?? 'dist/site';
const FILE = '/catalogue/saree.json';
const size = statSync(`${root}${FILE}`).size;
/** The bytes of the file as it is on disk: a request without Accept-Encoding gets them as they are. */
const whole = () => readFileSync(`${root}${FILE}`);

const test = suite<{ url: string; close(): Promise<void> }>('the local server under hostile requests');
test.before(async (context) => {
  const { server, url } = await startServer({ root, port: 0 });
  context.url = url;
  context.close = () => closeServer(server);
});
test.after(async (context) => {
  await context.close();
});

const range = (url: string, value: string, extra: Record<string, string> = {}) =>
  send(url, FILE, { headers: { Range: value, ...extra } });

test('a valid byte range answers 206 with exactly those bytes', async ({ url }) => {
  const bytes = whole();
  for (const [value, start, end] of [
    ['bytes=0-99', 0, 99],
    ['bytes=10-19', 10, 19],
    ['bytes=-50', size - 50, size - 1],
    [`bytes=${size - 5}-`, size - 5, size - 1],
    [`bytes=100-${size * 10}`, 100, size - 1],
    ['bytes=0-18446744073709551615', 0, size - 1],
    ['BYTES=5-9', 5, 9],
  ] as const) {
    const answer = await range(url, value);
    assert.is(answer.status, 206, value);
    assert.is(answer.headers['content-range'], `bytes ${start}-${end}/${size}`, value);
    assert.equal([...answer.body], [...bytes.subarray(start, end + 1)], value);
  }
});

test('an unsatisfiable range answers 416 with the size, and is not cached', async ({ url }) => {
  for (const value of [`bytes=${size}-`, `bytes=${size + 1}-${size + 9}`, 'bytes=-0', 'bytes=99999999999999999999-']) {
    const answer = await range(url, value);
    assert.is(answer.status, 416, value);
    assert.is(answer.headers['content-range'], `bytes */${size}`, value);
    assert.is(answer.headers['cache-control'], 'no-store', value);
  }
});

test('an invalid or foreign Range is ignored: the whole file, 200', async ({ url }) => {
  for (const value of ['bytes=50-10', 'bytes=abc', 'items=0-5', 'bytes=', 'bytes=-', 'bytes=1-2-3', 'bytes=0-5,9-12']) {
    const answer = await range(url, value);
    assert.is(answer.status, 200, value);
    assert.is(answer.body.length, size, value);
  }
  const head = await send(url, FILE, { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
  assert.is(head.status, 200, 'HEAD ignores Range');
  const ifRange = await range(url, 'bytes=0-9', { 'If-Range': '"stale"' });
  assert.is(ifRange.status, 200, 'If-Range that does not match');
});

test('answers thousands of random Range values with 200, 206 or 416 and stays up', async ({ url }) => {
  const unit = fc.constantFrom('bytes', 'BYTES', 'items', '', 'bytes ');
  const position = fc.oneof(fc.nat(size * 2), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.constant(''));
  const spec = fc.oneof(
    fc.tuple(position, position).map(([a, b]) => `${a}-${b}`),
    fc.string({ maxLength: 12 }),
    fc
      .array(
        fc.tuple(position, position).map(([a, b]) => `${a}-${b}`),
        { maxLength: 3 },
      )
      .map((a) => a.join(',')),
  );
  const values = fc.sample(
    fc.tuple(unit, spec).map(([u, s]) => `${u}=${s}`),
    { numRuns: 3000, seed: 15 },
  );
  for (const value of values) {
    // Values Node itself refuses to send (control characters) are not requests at all.
    if (/[^\t\x20-\x7e]/.test(value)) continue;
    const answer = await range(url, value);
    assert.ok([200, 206, 416].includes(answer.status), `${value}: ${answer.status}`);
    if (answer.status === 200) assert.is(answer.body.length, size, value);
    if (answer.status === 206) {
      const [, start, end] = /^bytes (\d+)-(\d+)\/\d+$/.exec(String(answer.headers['content-range']))!;
      assert.is(answer.body.length, Number(end) - Number(start) + 1, value);
    }
  }
  assert.is((await send(url, '/')).status, 200, 'still serving');
});

test('only GET and HEAD are served: other methods get 405 with Allow', async ({ url }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']) {
    const answer = await send(url, '/saree', { method });
    assert.is(answer.status, 405, method);
    assert.is(answer.headers.allow, 'GET, HEAD, OPTIONS', method);
  }
  assert.is((await send(url, '/saree', { method: 'HEAD' })).status, 200);
});

test('OPTIONS answers a CORS preflight for the shared files, and only there', async ({ url }) => {
  const preflight = { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' };
  const shared = await send(url, '/widgets/shop.js', { method: 'OPTIONS', headers: preflight });
  assert.is(shared.status, 204);
  assert.is(shared.headers['access-control-allow-origin'], '*');
  assert.match(String(shared.headers['access-control-allow-methods']), /GET/);
  const page = await send(url, '/saree', { method: 'OPTIONS', headers: preflight });
  assert.is(page.status, 204);
  assert.is(page.headers['access-control-allow-origin'], undefined);
  assert.is(page.headers.allow, 'GET, HEAD, OPTIONS');
});

test('an unreadable address answers 400 and the server keeps serving', async ({ url }) => {
  for (const target of ['//[', 'http://[', '/%', '/%E0%A4%A']) {
    const answer = await send(url, target);
    assert.ok([400, 404].includes(answer.status), `${target}: ${answer.status}`);
  }
  assert.is((await send(url, '/saree')).status, 200);
});

test('a trailing slash redirect never leads to another site', async ({ url }) => {
  for (const target of ['/.//evil.example/', '//evil.example//', '/%2F/evil.example/']) {
    const answer = await send(url, target);
    const location = String(answer.headers.location ?? '');
    assert.not.match(location, /^\/\//, `${target} → ${location}`);
  }
});

test('a file that fails while it is sent ends that answer alone; the server keeps serving', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'showroom-serve-'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(folder, 'gone.txt'), 'soon removed');
  const { server, url } = await startServer({ root: folder, port: 0 });
  try {
    // The server lists its files when it starts; a rebuild that removes one leaves it listed.
    rmSync(path.join(folder, 'gone.txt'));
    const failed = await send(url, '/gone.txt').then(
      (answer) => answer.body.length === 0,
      () => true,
    );
    assert.ok(failed, 'the removed file is not sent as if it were there');
    assert.is((await send(url, '/')).status, 200, 'still serving');
  } finally {
    await closeServer(server);
    rmSync(folder, { recursive: true, force: true });
  }
});

test.run();
