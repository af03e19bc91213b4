/**
 * `npm run load`: a bounded load test of the local server (loopback only):
 * 10 000+ requests spread over every route and the catalogue JSON, with
 * brotli accepted as a browser would, and about one request in six hostile (a
 * broken or inverted Range, a method the site does not serve, an address that
 * cannot be read, a case variant). Prints requests per second, latency
 * percentiles and errors; exits non-zero on any error, or on any well-formed
 * request that is not answered 2xx, or any hostile one answered 5xx.
 */
import autocannon from 'autocannon';
import { COLLECTION_INFO, COLLECTIONS } from '../src/product.js';
import { ROUTES } from '../site/pages/routes.js';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { isEntry } from '../tools/entry.js';

export interface LoadResult {
  requests: number;
  errors: number;
  timeouts: number;
  /** Well-formed requests answered with anything but 2xx. */
  failed: number;
  /** Hostile requests answered, and those of them answered 5xx. */
  hostile: number;
  hostile5xx: number;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
}

const HOSTILE: autocannon.Request[] = [
  { method: 'GET', path: '/catalogue/saree.json', headers: { range: 'bytes=50-10' } },
  { method: 'GET', path: '/catalogue/saree.json', headers: { range: 'bytes=0-18446744073709551615' } },
  { method: 'GET', path: '/widgets/shop.js', headers: { range: 'items=0-5' } },
  { method: 'POST', path: '/saree', body: 'x=1' },
  { method: 'TRACE', path: '/' },
  { method: 'GET', path: '//[' },
  { method: 'GET', path: '/SAREE/index.html' },
];

export async function loadTest({ amount = 10_000, connections = 16 } = {}): Promise<LoadResult> {
  const { server, url } = await startServer({ root: process.env.SHOP_DIST ?? 'dist/site', port: 0 });
  const paths = [...ROUTES, ...COLLECTIONS.map((c) => `/catalogue/${COLLECTION_INFO[c].slug}.json`)];
  const counts = { failed: 0, hostile: 0, hostile5xx: 0 };
  const wellFormed = paths.map((path): autocannon.Request => ({
    method: 'GET',
    path,
    onResponse: (status: number) => {
      if (status < 200 || status > 299) counts.failed++;
    },
  }));
  const hostile = HOSTILE.map((request): autocannon.Request => ({
    ...request,
    onResponse: (status: number) => {
      counts.hostile++;
      if (status >= 500) counts.hostile5xx++;
    },
  }));
  // One hostile request after every fourth well-formed one.
  const requests = wellFormed.flatMap((request, i) =>
    i % 4 === 3 ? [request, hostile[i % hostile.length]!] : [request],
  );
  try {
    const result = await autocannon({
      url,
      connections,
      amount,
      timeout: 10,
      headers: { 'accept-encoding': 'br, gzip' },
      requests,
    });
    return {
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      ...counts,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
    };
  } finally {
    await closeServer(server);
  }
}

if (isEntry(import.meta.url)) {
  const r = await loadTest();
  console.log(
    `load: ${r.requests} requests over ${ROUTES.length} routes + ${COLLECTIONS.length} catalogue files, ` +
      `${r.hostile} of them hostile: ${r.requestsPerSecond} req/s, p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms, ` +
      `${r.errors} errors, ${r.timeouts} timeouts, ${r.failed} well-formed not 2xx, ${r.hostile5xx} hostile 5xx`,
  );
  if (r.errors || r.timeouts || r.failed || r.hostile5xx) process.exit(1);
}
