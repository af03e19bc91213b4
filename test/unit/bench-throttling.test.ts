import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpuSlowdownFor } from '../../bench/throttling.js';

const slowdown = suite('cpuSlowdownFor(benchmarkIndex), from the table of Lighthouse’s throttling docs');

slowdown('a high-end desktop (1 500–2 000, and faster) keeps Lighthouse’s ×4', () => {
  for (const index of [1500, 1750, 2000, 2600]) assert.is(cpuSlowdownFor(index), 4, `index ${index}`);
});

slowdown('a low-end desktop (1 000–1 500), such as this 2-core machine at 1 073–1 401, gets ×2', () => {
  for (const index of [1000, 1073, 1178, 1401, 1499]) assert.is(cpuSlowdownFor(index), 2, `index ${index}`);
});

slowdown('a high-end phone (800–1 200) gets ×2 too', () => {
  for (const index of [800, 950]) assert.is(cpuSlowdownFor(index), 2, `index ${index}`);
});

slowdown('a host already as slow as a mid-tier phone (under 800) is not slowed down', () => {
  for (const index of [799, 400, 125, 60]) assert.is(cpuSlowdownFor(index), 1, `index ${index}`);
});

slowdown('an index Lighthouse did not report is refused, not read as a slow host', () => {
  for (const index of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY])
    assert.throws(() => cpuSlowdownFor(index), /positive number/, `index ${index}`);
});

slowdown.run();
