/**
 * `npm run bench`: builds the site into its own folder, reads Lighthouse's benchmark index of this machine to
 * choose the CPU slowdown that models a mid-tier phone here (bench/throttling.ts), then runs each section and prints
 * its tables: search, size, pages (Lighthouse on every route), offline, the shop manager, upgrade (and keystrokes),
 * side by side, load. CPU-bound figures come at the calibrated slowdown and at Lighthouse's default ×4. A full run
 * writes every figure to bench/results.json. Figures are printed, never asserted; a section that cannot run says
 * why and the others go on. Exits non-zero when no section ran, or the load section found a wrong answer.
 *
 *   npm run bench -- [section …] [route …] [--site <built site> …] [--cpu <slowdown>] [--runs <n>]
 *
 * Naming sections runs only those; routes (`/saree`) limit the pages section; `--site` measures a site already
 * built instead of building one (several: the upgrade section measures them in turns); `--cpu` skips the
 * calibration; `--runs` sets every section's count of runs, loads or rounds. Such runs print only.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { ROUTES } from '../site/pages/routes.js';
import { CHROMIUM } from '../test/_util/browser.js';
import { manageTable, runManage } from './manage.js';
import { offlineTable, runOffline } from './offline.js';
import { calibrate, loadFailed, loadLine, loadTest, pagesTable, runPages } from './pages.js';
import { runSearch, searchTable } from './search.js';
import { runSideBySide, sideBySideTable } from './side-by-side.js';
import { runSize, sizeTable } from './size.js';
import { round } from './table.js';
import { DEFAULT_CPU_SLOWDOWN } from './throttling.js';
import { runUpgrade, upgradeTable } from './upgrade.js';

/** The bench's own build folder, so it never collides with `npm run build` or a test run. */
const SITE = 'dist/bench-site';
const RESULTS = 'bench/results.json';

const progress = (line: string) => console.error(line);
const load = () => os.loadavg().map((value) => round(value, 2));

interface Options {
  sites: string[];
  /** The CPU slowdown for a mid-tier phone on this machine, and Lighthouse's default beside it when it differs. */
  factor: number;
  rates: number[];
  runs: number | undefined;
  routes: readonly string[];
}

interface Section {
  needsSite: boolean;
  needsCpu: boolean;
  run(o: Options): Promise<unknown>;
  print(result: never): string;
}

const section = <T>(needsSite: boolean, needsCpu: boolean, run: (o: Options) => Promise<T>, print: (r: T) => string) =>
  ({ needsSite, needsCpu, run, print }) as Section;

const SECTIONS: Record<string, Section> = {
  search: section(false, false, () => runSearch(), searchTable),
  size: section(false, false, () => runSize(), sizeTable),
  pages: section(true, true, (o) => runPages(o.sites[0]!, { ...o, log: progress }), pagesTable),
  offline: section(true, true, (o) => runOffline(o.sites[0]!, { ...o, log: progress }), offlineTable),
  manage: section(true, true, (o) => runManage(o.sites[0]!, { ...o, log: progress }), manageTable),
  upgrade: section(true, true, (o) => runUpgrade(o.sites, { ...o, loads: o.runs, log: progress }), upgradeTable),
  'side-by-side': section(
    true,
    true,
    (o) => runSideBySide(o.sites[0]!, { ...o, rounds: o.runs, log: progress }),
    sideBySideTable,
  ),
  load: section(
    true,
    false,
    async (o) => {
      const result = await loadTest({ root: o.sites[0]! });
      if (loadFailed(result)) throw new Error(loadLine(result));
      return result;
    },
    loadLine,
  ),
};

function parse(args: string[]) {
  const named: string[] = [];
  const routes: string[] = [];
  const sites: string[] = [];
  let cpu: number | undefined;
  let runs: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const next = args[++i];
      if (next === undefined)
        throw new Error(`${arg} needs a value, e.g. ${arg} ${arg === '--site' ? 'dist/site' : 2}`);
      return next;
    };
    const count = (text: string, what: string) => {
      const n = Number(text);
      if (!(n > 0)) throw new Error(`${arg} needs ${what}, not "${text}"`);
      return n;
    };
    if (arg === '--site') sites.push(value());
    else if (arg === '--cpu') cpu = count(value(), 'a slowdown such as 2 or 4');
    else if (arg === '--runs') runs = Math.round(count(value(), 'a whole number, at least 1'));
    else if (arg.startsWith('/')) routes.push(arg);
    else if (arg in SECTIONS) named.push(arg);
    else
      throw new Error(
        `no section "${arg}": name some of ${Object.keys(SECTIONS).join(', ')}, or a route such as /saree`,
      );
  }
  for (const site of sites)
    if (!existsSync(`${site}/index.html`)) throw new Error(`${site} holds no built site: run npm run build first`);
  return { named, routes, sites, cpu, runs };
}

function chromiumVersion(): string | null {
  if (!CHROMIUM) return null;
  try {
    const text = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /[\d.]+\d/.exec(text)?.[0] ?? text.trim();
  } catch {
    return null;
  }
}

/** `npm run build` into SITE, in a child process so SHOP_DIST applies; its log is shown only on failure. */
function buildSite(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'site/build/build.ts'], {
      env: { ...process.env, SHOP_DIST: SITE },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`site build failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

async function main(): Promise<number> {
  if (!existsSync('rollup.config.mjs')) throw new Error('run from the repository root: npm run bench');
  const args = parse(process.argv.slice(2));
  const full = args.named.length === 0 && args.routes.length === 0 && args.runs === undefined;
  const chosen = Object.entries(SECTIONS).filter(([name]) => full || args.named.includes(name));
  const started = performance.now();
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: chromiumVersion(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, loadAverageAtStart: load() },
  };
  const skipped: Record<string, string> = {};
  console.log(`Showroom benchmark, ${results.date as string}`);
  console.log(
    `Node ${process.version}, Chromium ${(results.chromium as string) ?? 'not found'}, ${os.cpus().length} CPUs, ` +
      `load average ${load().join(' ')} (1, 5, 15 min)\n`,
  );

  let blocked: string | null = null;
  const sites = args.sites.length ? args.sites : [SITE];
  if (!args.sites.length && chosen.some(([, s]) => s.needsSite)) {
    progress(`Building the site into ${SITE} …`);
    try {
      const seconds = await buildSite();
      results.site = { dir: SITE, buildSeconds: round(seconds, 1) };
      progress(`  built in ${seconds.toFixed(1)} s`);
    } catch (error) {
      blocked = error instanceof Error ? error.message : String(error);
      console.log(`${blocked}\n`);
    }
  }

  let factor = args.cpu ?? DEFAULT_CPU_SLOWDOWN;
  let cpuBlocked: string | null = null;
  if (!blocked && args.cpu === undefined && chosen.some(([, s]) => s.needsCpu)) {
    progress('Reading the benchmark index (three Lighthouse runs of /) …');
    try {
      const calibration = await calibrate(sites[0]!);
      factor = calibration.factor;
      results.calibration = calibration;
      console.log(
        `CPU slowdown ×${factor}: Lighthouse's benchmark index of this machine is ${calibration.benchmarkIndex} ` +
          `(median of ${calibration.runs.join(', ')}), for which ` +
          `Lighthouse's throttling docs give ×${factor} to model a mid-tier phone (its default ×${DEFAULT_CPU_SLOWDOWN} ` +
          `assumes a host of 1500–2000).` +
          (factor === DEFAULT_CPU_SLOWDOWN
            ? '\n'
            : ` Figures at ×${DEFAULT_CPU_SLOWDOWN} follow in a second column.\n`),
      );
    } catch (error) {
      cpuBlocked = `the benchmark index could not be read: ${error instanceof Error ? error.message : String(error)}`;
    }
  } else if (args.cpu !== undefined) console.log(`CPU slowdown ×${factor}, as given (--cpu).\n`);
  results.cpuSlowdown = factor;
  const options: Options = {
    sites,
    factor,
    rates: [...new Set([factor, DEFAULT_CPU_SLOWDOWN])],
    runs: args.runs,
    routes: args.routes.length ? args.routes : ROUTES,
  };

  let ran = 0;
  for (const [name, s] of chosen) {
    const reason = (s.needsSite && blocked) || (s.needsCpu && cpuBlocked);
    if (reason) {
      skipped[name] = reason;
      console.log(`${name}: could not run: ${reason}\n`);
      continue;
    }
    const sectionStart = performance.now();
    progress(`Running ${name} …`);
    try {
      const result = await s.run(options);
      results[name] = result;
      console.log((s.print as (r: unknown) => string)(result));
      ran++;
    } catch (error) {
      skipped[name] = error instanceof Error ? error.message : String(error);
      console.log(`${name}: could not run: ${skipped[name]}\n`);
    }
    progress(`  ${name}: ${((performance.now() - sectionStart) / 1000).toFixed(1)} s`);
  }

  const seconds = (performance.now() - started) / 1000;
  Object.assign(results, { skipped, loadAverageAtEnd: load(), durationSeconds: round(seconds, 1) });
  const summary = `${ran} of ${chosen.length} sections ran in ${(seconds / 60).toFixed(1)} min, load average ${load().join(' ')} at the end`;
  if (full) {
    await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`${summary}; figures in ${RESULTS}.`);
  } else console.log(`${summary}; ${RESULTS} keeps the latest full run.`);
  return ran === 0 || 'load' in skipped ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
