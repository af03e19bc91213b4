// The test run: each test group in its own Node process (happy-dom replaces the globals, so it must not share a
// process with the browser suites), a few side by side, and one pass/fail count at the end.
//
//   node test/run.mjs                        every group
//   node test/run.mjs unit browser           groups whose name starts with a word
//   node test/run.mjs test/browser/carousel.test.ts widgets/carousel
//                                            files at or under a path
//   node test/run.mjs carousel 'site/.*data' files whose path matches a pattern
//   node test/run.mjs --build --check=typecheck,format,lint
//                                            every group, after `npm run build` (which the groups that need no
//                                            built site and the type check and lint run beside), and these checks
//
// A selected file always runs in its own group's process, so one command can mix widget and browser files.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summarise } from './_util/summary.mjs';

// Each group's process: uvu, through a small entry that reports what uvu counted (test/_util/uvu.mjs).
const node = ['--import', './test/_util/register.mjs', '--import', 'tsx', 'test/_util/uvu.mjs'];
/*
 * In the order they start in when this machine has not timed them yet, the longest first. `build: false`: needs
 * no built site, so runs beside the build. `parts`: files dealt to that many processes side by side.
 */
const GROUPS = [
  { name: 'browser (Chromium)', pattern: /^test\/browser\/.*\.test\.ts$/, parts: 2 },
  { name: 'Firestore (emulator)', pattern: /^test\/firestore\/.*\.test\.ts$/ },
  { name: 'staff tools', pattern: /^test\/tools\/(?!guide\.test\.ts$).*\.test\.ts$/ },
  // Its own copy of the project, built by its own commands, with the cache the build fills meanwhile.
  { name: 'staff tools: the shop guide', pattern: /^test\/tools\/guide\.test\.ts$/, build: false },
  { name: 'site build', pattern: /^test\/site\/.*\.test\.ts$/ },
  { name: 'unit and widgets (happy-dom)', pattern: /^(test\/unit|src|widgets|site)\/.*\.test\.tsx?$/, build: false },
  { name: 'server (no browser)', pattern: /^test\/server\/.*\.test\.ts$/ },
];
/* Whole-tree checks, asked for with --check=…: each leaves alone what the build writes, so they run beside it. */
const CHECKS = {
  typecheck: { command: ['node_modules/.bin/tsc', '-p', '.'], build: false },
  lint: { command: ['node_modules/.bin/eslint', '--max-warnings', '0', '.'], build: false },
  format: { command: ['node_modules/.bin/prettier', '--check', '.'], build: false },
};
// Not tests, or not ours: the build output, the benchmarks and installed packages.
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'bench']);
// Jobs side by side: two cores keep busy with three (the Firestore, staff tools and site build groups wait on the
// emulators, on commands and on files); a fourth only made them take turns, for more CPU in all.
const SLOTS = process.env.TEST_SERIAL === '1' ? 1 : 3;

/** Every test file of every group, as a path relative to the repository with forward slashes. */
function testFiles(folder = '.') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = folder === '.' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : testFiles(file);
    return GROUPS.some((g) => g.pattern.test(file)) ? [file] : [];
  });
}

/** The files one argument selects: a group name prefix, a path (file or folder), or a pattern. */
function select(arg, files) {
  const groups = GROUPS.filter((g) => g.name.startsWith(arg));
  if (groups.length) return files.filter((f) => groups.some((g) => g.pattern.test(f)));
  if (existsSync(arg)) {
    const wanted = path.relative('.', arg).split(path.sep).join('/');
    return files.filter((f) => f === wanted || f.startsWith(`${wanted}/`));
  }
  const pattern = new RegExp(arg, 'i');
  return files.filter((f) => pattern.test(f));
}

const reports = mkdtempSync(path.join(tmpdir(), 'showroom-tests-'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));

/** Runs a job (a group's files through uvu, or a command); its output goes to `write` as it comes. */
function run(job, write) {
  return new Promise((resolve) => {
    const report = path.join(reports, `${job.name.replace(/\W+/g, '-')}.json`);
    const [command, ...args] = job.command ?? [process.execPath, ...node, ...job.files];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_REPORT: report },
    });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', job.command ? take : write);
    child.on('close', (code) => {
      if (job.command) {
        // A failed command is repeated in the summary by its last lines, which name the file and the problem.
        resolve({ ...job, code, tail: output.trim().split('\n').slice(-12).join('\n') });
      } else {
        resolve({ ...job, code, report: existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null });
      }
    });
  });
}

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const checks = flags
  .flatMap((flag) => (flag.startsWith('--check=') ? flag.slice('--check='.length).split(',') : []))
  .map((name) => {
    if (!CHECKS[name]) throw new Error(`Unknown check ${name}: one of ${Object.keys(CHECKS).join(', ')}`);
    return { name: `check: ${name}`, ...CHECKS[name] };
  });
const build = flags.includes('--build') ? [{ name: 'build', command: ['npm', 'run', 'build'], build: false }] : [];
const all = testFiles();
const chosen = new Set(args.length ? args.flatMap((arg) => select(arg, all)) : all);
if (chosen.size === 0) {
  console.error(`No test file matches ${args.map((a) => JSON.stringify(a)).join(' ')}.`);
  console.error(
    `Groups: ${GROUPS.map((g) => JSON.stringify(g.name)).join(', ')}; or a path or pattern of a *.test.ts(x) file.`,
  );
  process.exit(1);
}

/*
 * The seconds each file and command took in the last run here, kept in a git-ignored file: a group in parts is
 * dealt out longest file first so its parts end together (a file not timed yet counts as the median), and the jobs
 * start longest first, so no long one starts last.
 */
const SECONDS_FILE = 'node_modules/.cache/showroom-tests/seconds.json';
const measured = existsSync(SECONDS_FILE) ? JSON.parse(readFileSync(SECONDS_FILE, 'utf8')) : {};
const known = Object.values(measured).sort((a, b) => a - b);
const seconds = (file) => measured[file] ?? known[Math.floor(known.length / 2)] ?? 1;

/** A group's files in `group.parts` jobs (TEST_BROWSER_LANES=1 keeps the browser group in one). */
function parts(group) {
  const count = group.parts ? Math.min(group.files.length, Number(process.env.TEST_BROWSER_LANES ?? group.parts)) : 1;
  if (count < 2) return [group];
  const lanes = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of group.files.toSorted((a, b) => seconds(b) - seconds(a))) {
    const shortest = lanes.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    shortest.files.push(file);
    shortest.seconds += seconds(file);
  }
  return lanes.map((lane, i) => ({ ...group, name: `${group.name} ${i + 1}/${count}`, files: lane.files.sort() }));
}

const groups = GROUPS.map((group) => ({
  ...group,
  files: all.filter((f) => chosen.has(f) && group.pattern.test(f)).sort(),
}))
  .filter((group) => group.files.length)
  .flatMap(parts);
const jobs = [...build, ...groups, ...checks];
const timed = (job) => (job.command ? measured[job.name] : job.files.every((f) => f in measured));
const length = (job) => (job.command ? measured[job.name] : job.files.reduce((n, f) => n + seconds(f), 0));
// The build first, as the others wait for it; the rest longest first once each has been timed here.
const queue = jobs.every(timed)
  ? [...build, ...[...groups, ...checks].sort((a, b) => length(b) - length(a))]
  : [...jobs];

const header = (job) =>
  job.command
    ? `\n=== ${job.name}: ${job.command.join(' ')}\n`
    : `\n=== ${job.name}${job.files.length < all.filter((f) => job.pattern.test(f)).length ? `: ${job.files.join(' ')}` : ''}\n`;

/*
 * SLOTS jobs at a time, each next one the first in the queue that may start (a job that needs the built site waits
 * for the build). One job alone prints as it goes; side by side, each prints whole when it ends. TEST_SERIAL=1 runs
 * one at a time, to time each alone.
 */
const results = [];
let built = build.length ? 'building' : 'built';
await new Promise((done) => {
  let running = 0;
  const next = () => {
    while (running < SLOTS) {
      const at = queue.findIndex((job) => job.build === false || built !== 'building');
      if (at === -1) break;
      const [job] = queue.splice(at, 1);
      if (job.build !== false && built === 'failed') {
        const reason = 'not run: the build failed';
        results.push({ ...job, seconds: 0, code: null, report: null, reason, tail: reason });
        continue;
      }
      running++;
      const live = SLOTS === 1 || jobs.length === 1;
      let held = header(job);
      if (live) process.stdout.write(held);
      const started = Date.now();
      run(job, live ? (chunk) => process.stdout.write(chunk) : (chunk) => (held += chunk)).then((result) => {
        if (!live) process.stdout.write(held);
        results.push({ ...result, seconds: (Date.now() - started) / 1000 });
        if (job === build[0]) built = result.code === 0 ? 'built' : 'failed';
        running--;
        next();
      });
    }
    if (running === 0 && queue.length === 0) done();
  };
  next();
});

for (const r of results) {
  if (r.command) measured[r.name] = Number(r.seconds.toFixed(1));
  for (const file of r.report ?? []) measured[file.file] = Number(file.seconds.toFixed(1));
}
mkdirSync(path.dirname(SECONDS_FILE), { recursive: true });
writeFileSync(SECONDS_FILE, `${JSON.stringify(measured, null, 2)}\n`);

const { ok, text } = summarise(jobs.map((job) => results.find((r) => r.name === job.name)));
console.log(`\n${text}`);
process.exit(ok ? 0 : 1);
