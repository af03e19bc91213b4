/**
 * `npm run load`: a bounded load test of the local server (loopback only):
 * 10 000+ requests spread over every route and the catalogue JSON, with
 * brotli accepted as a browser would. Prints requests per second, latency
 * percentiles and errors; exits non-zero on any error or non-2xx answer.
 */
import autocannon from 'autocannon';
import { COLLECTION_INFO, COLLECTIONS } from '../src/product.js';
import { ROUTES } from '../site/routes.js';
import { startServer } from '../site/serve.js';
import { closeServer } from '../test/_util/site.js';

export interface LoadResult {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
}

export async function loadTest({ amount = 10_000, connections = 16 } = {}): Promise<LoadResult> {
  const { server, url } = await startServer({ root: process.env.SHOP_DIST ?? 'dist/site', port: 0 });
  const paths = [...ROUTES, ...COLLECTIONS.map((c) => `/catalogue/${COLLECTION_INFO[c].slug}.json`)];
  try {
    const result = await autocannon({
      url,
      connections,
      amount,
      timeout: 10,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    return {
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
    };
  } finally {
    await closeServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await loadTest();
  console.log(
    `load: ${r.requests} requests over ${ROUTES.length} routes + ${COLLECTIONS.length} catalogue files: ` +
      `${r.requestsPerSecond} req/s, p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms, ` +
      `${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`,
  );
  if (r.errors || r.timeouts || r.non2xx) process.exit(1);
}
