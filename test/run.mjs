// `npm test` after the build: runs each test group in its own Node process
// (happy-dom replaces the globals, so it must not share a process with the
// browser suites) and ends with one pass/fail count.
import { spawn } from 'node:child_process';

const node = [
  '--import',
  './test/_util/register.mjs',
  '--import',
  'tsx',
  'node_modules/uvu/bin.js',
  '.',
  '-i',
  'dist',
  '-i',
  '^bench',
];
const GROUPS = [
  { name: 'unit and widgets (happy-dom)', pattern: '^(test/unit|src|widgets|site)/.*\\.test\\.tsx?$' },
  { name: 'site build', pattern: '^test/site/.*\\.test\\.ts$' },
  { name: 'browser (Chromium)', pattern: '^test/browser/.*\\.test\\.ts$' },
  { name: 'Firestore (emulator)', pattern: '^test/firestore/.*\\.test\\.ts$' },
];

function run(group) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...node, group.pattern], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      // eslint-disable-next-line no-control-regex
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      const count = (label) => Number(plain.match(new RegExp(`${label}:\\s+(\\d+)`))?.[1] ?? 0);
      // uvu prints each failure as "  FAIL  suite  \"test\"", then its message and the expected/actual lines
      // up to the stack; the summary repeats them so the end of a long CI log says what failed and how.
      const lines = plain.split('\n');
      const failures = lines.flatMap((line, i) => {
        if (!/^\s+FAIL\s/.test(line)) return [];
        const end = lines.findIndex((next, j) => j > i && /^\s+at\s/.test(next));
        const detail = lines.slice(i + 1, end === -1 ? i + 2 : Math.min(end, i + 8));
        return [[line.trim(), ...detail.map((d) => `  ${d.trim()}`).filter((d) => d.trim())].join('\n       ')];
      });
      resolve({ ...group, code, failures, total: count('Total'), passed: count('Passed'), skipped: count('Skipped') });
    });
  });
}

const only = process.argv[2];
const results = [];
for (const group of GROUPS.filter((g) => !only || g.name.startsWith(only))) {
  console.log(`\n=== ${group.name}`);
  results.push(await run(group));
}

console.log('\n=== summary');
for (const r of results) {
  const state = r.code === 0 && r.passed + r.skipped === r.total ? 'ok  ' : 'FAIL';
  console.log(`${state} ${r.name.padEnd(30)} ${r.passed}/${r.total} passed, ${r.skipped} skipped`);
  for (const failure of r.failures) console.log(`       ${failure}`);
}
const total = results.reduce((n, r) => n + r.total, 0);
const passed = results.reduce((n, r) => n + r.passed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
// uvu can exit 0 when a hook throws before any test ran: count those as failures too.
const failed = results.filter((r) => r.code !== 0 || r.passed + r.skipped < r.total);
console.log(
  `\n${failed.length ? 'FAILED' : 'PASSED'}: ${passed} passed, ${total - passed - skipped} failed, ${skipped} skipped, ${total} tests`,
);
process.exit(failed.length ? 1 : 0);
