// Runs the test files named on the command line with uvu, as its own CLI does (every file imported, then every
// suite run in order, uvu printing as usual), and writes what uvu counted for each file, and how long its suites
// took, as JSON to the file named by TEST_REPORT: test/run.mjs reads it instead of uvu's printed output.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

// What uvu's CLI sets before it loads uvu: coloured output, and suites queued instead of run on import.
process.env.FORCE_COLOR ??= '1';
globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');

const files = process.argv.slice(2);
/** @type {Array<{ file: string, seconds: number, total: number, passed: number, skipped: number, failures: string[] }>} */
const report = files.map((file) => ({ file, seconds: 0, total: 0, passed: 0, skipped: 0, failures: [] }));

for (const [index, entry] of report.entries()) {
  globalThis.UVU_INDEX = index;
  globalThis.UVU_QUEUE.push([entry.file]);
  try {
    await import(pathToFileURL(path.resolve(entry.file)).href);
  } catch (error) {
    // A file that cannot load fails alone; the others still run.
    process.exitCode = 1;
    entry.failures.push(`could not load: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    console.error(`${entry.file} could not load:`, error);
  }
}

// uvu queues, per file, one function per suite that runs it and returns [errors or true, passed, skipped, run].
const ansi = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
for (const [index, queued] of globalThis.UVU_QUEUE.entries()) {
  const entry = report[index];
  for (let i = 1; i < queued.length; i++) {
    const suite = queued[i];
    queued[i] = async () => {
      const started = performance.now();
      let result;
      try {
        result = await suite();
      } catch (error) {
        // An `after` hook that throws escapes uvu: the suite fails here, and the next ones still run.
        result = [`  FAIL  an after hook failed: ${error instanceof Error ? error.message : error}\n`, 0, 0, 1];
        console.error(error);
      }
      const [errors, passed, skipped, total] = result;
      entry.seconds += (performance.now() - started) / 1000;
      entry.total += total;
      entry.passed += passed;
      entry.skipped += skipped;
      // uvu swallows the error of a `before` hook: its suite's tests count as run and not passed, with no words.
      if (typeof errors !== 'string' && passed < total) {
        entry.failures.push(`${total - passed} of ${total} tests did not run: a before hook of the suite failed`);
      }
      // Each failure as uvu words it, without the colours and the stack.
      if (typeof errors === 'string') {
        for (const failure of errors.replace(ansi, '').split(/\n(?=\s+FAIL\s)/)) {
          const lines = failure.split('\n').filter((line) => line.trim() && !/^\s+at\s/.test(line));
          if (lines.length)
            entry.failures.push(
              lines
                .slice(0, 8)
                .map((line) => line.trim())
                .join('\n'),
            );
        }
      }
      return result;
    };
  }
}

await uvu.exec();
if (process.env.TEST_REPORT) writeFileSync(process.env.TEST_REPORT, JSON.stringify(report));
