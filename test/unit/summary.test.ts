import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summarise } from '../_util/summary.mjs';

const test = suite('the test run summary counts as uvu does');

/** What test/run.mjs gets from one group's process: uvu's counts per file, read from the report it writes. */
function reportOf(file: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
  try {
    const report = path.join(dir, 'report.json');
    const run = spawnSync(
      process.execPath,
      ['--import', './test/_util/register.mjs', '--import', 'tsx', 'test/_util/uvu.mjs', file],
      { encoding: 'utf8', env: { ...process.env, TEST_REPORT: report } },
    );
    return { code: run.status, report: JSON.parse(readFileSync(report, 'utf8')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a skipped test is not among the tests run: a group with skips and no failure is ok, nothing negative', () => {
  // The staff tools without firebase-tools: uvu counts 21 run, 21 passed, 4 skipped.
  const { ok, text } = summarise([
    {
      name: 'staff tools',
      seconds: 80,
      code: 0,
      report: [{ file: 'test/tools/guide.test.ts', seconds: 1, total: 21, passed: 21, skipped: 4, failures: [] }],
    },
  ]);
  assert.ok(ok);
  assert.match(text, /^ok {3}staff tools +21\/21 passed, 4 skipped \(80\.0 s\)$/m);
  assert.match(text, /^PASSED: 21 passed, 0 failed, 4 skipped$/m);
  assert.not.match(text, /-\d/);
});

test('a file with a pass, a failure and a skip: uvu’s counts, the failure named with its message', () => {
  const { code, report } = reportOf('test/fixtures/uvu-counts.ts');
  assert.is(code, 1);
  assert.equal(
    report.map(({ file, total, passed, skipped }: Record<string, unknown>) => ({ file, total, passed, skipped })),
    [{ file: 'test/fixtures/uvu-counts.ts', total: 2, passed: 1, skipped: 1 }],
  );
  const { ok, text } = summarise([{ name: 'unit', seconds: 1, code, report }]);
  assert.not.ok(ok);
  assert.match(text, /^FAIL unit +1\/2 passed, 1 skipped/m);
  assert.match(text, 'test/fixtures/uvu-counts.ts: FAIL  counts  "fails"\n         one and one make two');
  assert.match(text, /^FAILED: 1 passed, 1 failed, 1 skipped; failed: unit$/m);
});

test('a process that ends before reporting fails its group, and says so', () => {
  const { ok, text } = summarise([{ name: 'browser (Chromium) 1/2', seconds: 3, code: 1, report: null }]);
  assert.not.ok(ok);
  assert.match(text, /^FAIL browser \(Chromium\) 1\/2 +0\/0 passed/m);
  assert.match(text, 'the test process ended (exit code 1) before it reported its counts');
});

test('a failed check fails the run and shows its last lines', () => {
  const { ok, text } = summarise([
    { name: 'check: lint', seconds: 9, code: 1, command: ['eslint'], tail: 'src/a.ts\n  1:1 error no-var' },
  ]);
  assert.not.ok(ok);
  assert.match(text, /^FAIL check: lint +\(9\.0 s\)\n {7}src\/a\.ts\n {9}1:1 error no-var$/m);
  assert.match(text, /^FAILED: 0 passed, 0 failed, 0 skipped; failed: check: lint$/m);
});

test.run();
