import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadTest } from '../../bench/pages.js';

const load = suite('the local server under load (loopback, bounded)');

load('answers 10 000 requests, a sixth of them hostile, with no error and every well-formed one 2xx', async () => {
  const r = await loadTest({ amount: 10_000 });
  console.log(
    `    ${r.requests} requests (${r.hostile} hostile): ${r.requestsPerSecond} req/s, p99 ${r.latencyP99} ms`,
  );
  assert.ok(r.requests >= 10_000, `${r.requests} requests`);
  assert.ok(r.hostile >= 1_000, `${r.hostile} hostile requests`);
  assert.is(r.errors, 0, 'errors');
  assert.is(r.timeouts, 0, 'timeouts');
  assert.is(r.failed, 0, 'well-formed requests not answered 2xx');
  assert.is(r.hostile5xx, 0, 'hostile requests answered 5xx');
});

load.run();
