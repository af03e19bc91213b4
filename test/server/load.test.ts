import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadTest } from '../../bench/load.js';

const load = suite('the local server under load (loopback, bounded)');

load('answers 10 000 requests over every route and the catalogue JSON with no error', async () => {
  const r = await loadTest({ amount: 10_000 });
  console.log(`    ${r.requests} requests: ${r.requestsPerSecond} req/s, p99 ${r.latencyP99} ms`);
  assert.ok(r.requests >= 10_000, `${r.requests} requests`);
  assert.is(r.errors, 0, 'errors');
  assert.is(r.timeouts, 0, 'timeouts');
  assert.is(r.non2xx, 0, 'non-2xx answers');
});

load.run();
