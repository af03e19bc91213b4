// `npm test` after the build: runs each test group in its own Node process (happy-dom replaces the globals, so
// it must not share a process with the browser suites) and ends with one pass/fail count.
//
//   node test/run.mjs                        every group
//   node test/run.mjs unit browser           groups whose name starts with a word
//   node test/run.mjs test/browser/carousel.test.ts widgets/carousel
//                                            files at or under a path
//   node test/run.mjs carousel 'site/.*data' files whose path matches a pattern
//   node test/run.mjs --check=typecheck,format,lint
//                                            every group, and these whole-tree checks
//
// A selected file always runs in its own group's process, so one command can mix widget and browser files.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summarise } from './_util/summary.mjs';

// Each group's process: uvu, through a small entry that reports what uvu counted (test/_util/uvu.mjs).
const node = ['--import', './test/_util/register.mjs', '--import', 'tsx', 'test/_util/uvu.mjs'];
const GROUPS = [
  { name: 'unit and widgets (happy-dom)', pattern: /^(test\/unit|src|widgets|site)\/.*\.test\.tsx?$/ },
  { name: 'site build', pattern: /^test\/site\/.*\.test\.ts$/ },
  { name: 'server (no browser)', pattern: /^test\/server\/.*\.test\.ts$/ },
  { name: 'browser (Chromium)', pattern: /^test\/browser\/.*\.test\.ts$/ },
  { name: 'staff tools', pattern: /^test\/tools\/.*\.test\.ts$/ },
  { name: 'Firestore (emulator)', pattern: /^test\/firestore\/.*\.test\.ts$/ },
];
// Not tests, or not ours: the build output, the benchmarks and installed packages.
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'bench']);

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

/** Runs one group's files in a fresh process; its output goes to `write` as it comes. */
function run(group, write) {
  return new Promise((resolve) => {
    const file = path.join(reports, `${group.name.replace(/\W+/g, '-')}.json`);
    const child = spawn(process.execPath, [...node, ...group.files], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TEST_REPORT: file },
    });
    child.stdout.on('data', write);
    child.on('close', (code) => {
      const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
      resolve({ ...group, code, report });
    });
  });
}

/*
 * Whole-tree checks, asked for with --check=typecheck,format,lint (`npm test` asks for the typecheck, `npm run
 * verify` for all three). They need no browser, so they run beside the browser group like the other groups.
 */
const CHECKS = {
  typecheck: ['node_modules/.bin/tsc', '-p', '.'],
  format: ['node_modules/.bin/prettier', '--check', '.'],
  lint: ['node_modules/.bin/eslint', '--max-warnings', '0', '.'],
};

/** Runs one check; its output goes to `write` as it comes. */
function check(group, write) {
  return new Promise((resolve) => {
    const child = spawn(group.command[0], group.command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      // A failed check is repeated in the summary by its last lines, which name the file and the problem.
      const tail = output.trim().split('\n').slice(-12).join('\n');
      resolve({ ...group, code, tail });
    });
  });
}

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const checks = flags
  .flatMap((flag) => (flag.startsWith('--check=') ? flag.slice('--check='.length).split(',') : []))
  .map((name) => {
    if (!CHECKS[name]) throw new Error(`Unknown check ${name}: one of ${Object.keys(CHECKS).join(', ')}`);
    return { name: `check: ${name}`, command: CHECKS[name], files: [] };
  });
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
 * The browser files run in two processes side by side, each with its own Chromium and server: most of a browser
 * test's time is waiting (a page loading, an animation), so two lanes of waits overlap on two cores. Files are
 * dealt out longest first by the seconds they took in the last run here (kept in a git-ignored file; a file not
 * measured yet counts as the median), so the lanes end together. TEST_BROWSER_LANES=1 runs them in one process.
 */
const BROWSER_LANES = Number(process.env.TEST_BROWSER_LANES ?? 2);
const SECONDS_FILE = 'node_modules/.cache/showroom-tests/seconds.json';
const measured = existsSync(SECONDS_FILE) ? JSON.parse(readFileSync(SECONDS_FILE, 'utf8')) : {};

function shards(group) {
  if (!group.name.startsWith('browser') || BROWSER_LANES < 2 || group.files.length < 2) return [group];
  const known = group.files
    .map((f) => measured[f])
    .filter((s) => s !== undefined)
    .sort((a, b) => a - b);
  const seconds = (file) => measured[file] ?? known[Math.floor(known.length / 2)] ?? 1;
  const lanes = Array.from({ length: BROWSER_LANES }, () => ({ files: [], seconds: 0 }));
  for (const file of group.files.toSorted((a, b) => seconds(b) - seconds(a))) {
    const shortest = lanes.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    shortest.files.push(file);
    shortest.seconds += seconds(file);
  }
  return lanes
    .filter((lane) => lane.files.length)
    .map((lane, i, all) => ({ ...group, name: `${group.name} ${i + 1}/${all.length}`, files: lane.files.sort() }));
}

const selected = GROUPS.map((group) => ({
  ...group,
  files: all.filter((f) => chosen.has(f) && group.pattern.test(f)).sort(),
}))
  .filter((group) => group.files.length)
  .flatMap(shards);
const header = (group) =>
  group.command
    ? `\n=== ${group.name}: ${group.command.join(' ')}\n`
    : `\n=== ${group.name}${group.files.length < all.filter((f) => group.pattern.test(f)).length ? `: ${group.files.join(' ')}` : ''}\n`;

async function lane(groups, live) {
  const done = [];
  for (const group of groups) {
    let held = '';
    const write = live ? (chunk) => process.stdout.write(chunk) : (chunk) => (held += chunk);
    write(header(group));
    const started = Date.now();
    const result = await (group.command ? check : run)(group, write);
    done.push({ ...result, held, seconds: (Date.now() - started) / 1000 });
  }
  return done;
}

// The browser group spends most of its time waiting on pages, so everything else runs beside it, one group at a
// time, with its output held and printed after it: the checks, the groups without a browser, and last the
// Firestore group (its own Chromium and two JVMs start once the lighter groups are done). TEST_SERIAL=1 runs
// one at a time, to time each alone.
const browser = selected.filter((g) => g.name.startsWith('browser'));
const rest = [...checks, ...selected.filter((g) => !g.name.startsWith('browser'))];
const lanes =
  process.env.TEST_SERIAL === '1'
    ? [lane([...checks, ...selected], true)]
    : [...browser.map((group, i) => lane([group], i === 0)), ...(rest.length ? [lane(rest, !browser.length)] : [])];
const finished = (await Promise.all(lanes)).flat();
for (const r of finished) if (r.held) process.stdout.write(r.held);
const results = [...checks, ...selected].map((group) => finished.find((r) => r.name === group.name));

for (const r of results) for (const file of r.report ?? []) measured[file.file] = Number(file.seconds.toFixed(1));
mkdirSync(path.dirname(SECONDS_FILE), { recursive: true });
writeFileSync(SECONDS_FILE, `${JSON.stringify(measured, null, 2)}\n`);

const { ok, text } = summarise(results);
console.log(`\n${text}`);
process.exit(ok ? 0 : 1);
