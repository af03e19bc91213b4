// The end of a test run: one line per check and per group, the failures again (so the end of a long log says what
// failed and how), and one pass/fail count. Counts are uvu's: a skipped test is not among the tests run.
import path from 'node:path';

/**
 * @typedef {{ file: string, seconds: number, total: number, passed: number, skipped: number, failures: string[] }} FileReport
 * @typedef {{ name: string, seconds: number, code: number | null, files?: string[], report?: FileReport[] | null, reason?: string, command?: string[], tail?: string }} Result
 */

/** @param {Result[]} results checks (with `command`) and test groups (with `report`, null when none came) */
export function summarise(results) {
  const lines = ['=== summary'];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failedNames = [];
  for (const r of results) {
    const time = `(${r.seconds.toFixed(1)} s)`;
    if (r.command) {
      const ok = r.code === 0;
      lines.push(`${ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${time}`);
      if (!ok) {
        failedNames.push(r.name);
        lines.push(`       ${(r.tail ?? '').split('\n').join('\n       ')}`);
      }
      continue;
    }
    const files = r.report ?? [];
    const sum = (key) => files.reduce((n, f) => n + f[key], 0);
    const group = { passed: sum('passed'), failed: sum('total') - sum('passed'), skipped: sum('skipped') };
    const missing = r.report
      ? []
      : [r.reason ?? `the test process ended (exit code ${r.code}) before it reported its counts`];
    // A failure uvu did not count (a file that could not load, a process that crashed) still fails the group.
    const ok = r.code === 0 && r.report !== null && r.report !== undefined && group.failed === 0;
    passed += group.passed;
    failed += group.failed;
    skipped += group.skipped;
    if (!ok) failedNames.push(r.name);
    const counts = `${group.passed}/${group.passed + group.failed} passed${group.skipped ? `, ${group.skipped} skipped` : ''}`;
    lines.push(`${ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${counts} ${time}`);
    const slowest = files.toSorted((a, b) => b.seconds - a.seconds).slice(0, 5);
    if (files.length > 1) {
      lines.push(
        `       slowest: ${slowest.map((f) => `${path.basename(f.file)} ${f.seconds.toFixed(1)} s`).join(', ')}`,
      );
    }
    for (const failure of [...missing, ...files.flatMap((f) => f.failures.map((text) => `${f.file}: ${text}`))]) {
      lines.push(`       ${failure.split('\n').join('\n         ')}`);
    }
  }
  const ok = failedNames.length === 0;
  lines.push(
    '',
    `${ok ? 'PASSED' : 'FAILED'}: ${passed} passed, ${failed} failed, ${skipped} skipped${ok ? '' : `; failed: ${failedNames.join(', ')}`}`,
  );
  return { ok, text: lines.join('\n') };
}
