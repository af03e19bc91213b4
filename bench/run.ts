/**
 * `npm run bench`: builds the site into its own folder, then measures search
 * in Node, bundle size against real React, every page with Lighthouse, the
 * service worker's first and repeat visits, the catalogue's rendering in
 * Chromium, and the site side by side with the shop's original architecture
 * (bench/side-by-side.ts). Prints one table per section and writes every
 * figure to bench/results.json. Figures are printed, never asserted; a
 * section that cannot run says why and the others go on. Exits
 * non-zero only when no section could run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { CHROMIUM } from '../test/_util/browser.js';
import { offlineTable, runOffline } from './offline.js';
import { pagesTable, runPages } from './pages.js';
import { renderTable, runRender } from './render.js';
import { runSearch, searchTable } from './search.js';
import { runSideBySide } from './side-by-side.js';
import { sideBySideTable } from './side-by-side-table.js';
import { runSize, sizeTable } from './size.js';
import { runUpgrade, upgradeTable } from './upgrade.js';
import { round } from './stats.js';

/** The bench's own build folder, so it never collides with `npm run build` or a test run. */
const SITE = 'dist/bench-site';
const RESULTS = 'bench/results.json';

const progress = (line: string) => console.error(line);
const load = () => os.loadavg().map((value) => round(value, 2));

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

interface Section {
  name: string;
  needsSite: boolean;
  measure: () => Promise<{ result: unknown; text: string }>;
}

function section<T>(
  name: string,
  needsSite: boolean,
  run: () => Promise<T> | T,
  print: (result: T) => string,
): Section {
  return {
    name,
    needsSite,
    measure: async () => {
      const result = await run();
      return { result, text: print(result) };
    },
  };
}

async function main(): Promise<number> {
  if (!existsSync('rollup.config.mjs')) throw new Error('run from the repository root: npm run bench');
  const started = performance.now();
  const chromium = chromiumVersion();
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    chromium,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, loadAverageAtStart: load() },
  };
  const skipped: Record<string, string> = {};
  console.log(`Showroom benchmark, ${results.date as string}`);
  console.log(
    `Node ${process.version}, Chromium ${chromium ?? 'not found'}, ${os.cpus().length} CPUs, ` +
      `load average ${load().join(' ')} (1, 5, 15 min)\n`,
  );

  let siteError: string | null = null;
  progress(`Building the site into ${SITE} …`);
  try {
    const seconds = await buildSite();
    results.site = { dir: SITE, buildSeconds: round(seconds, 1) };
    progress(`  built in ${seconds.toFixed(1)} s`);
  } catch (error) {
    siteError = error instanceof Error ? error.message : String(error);
    results.site = { dir: SITE, error: siteError };
    console.log(`Site build failed, so the Pages and Render sections cannot run:\n${siteError}\n`);
  }

  const sections = [
    section('search', false, runSearch, searchTable),
    section('size', false, runSize, sizeTable),
    section('pages', true, () => runPages(SITE, progress), pagesTable),
    section('offline', true, () => runOffline(SITE, progress), offlineTable),
    section('render', true, () => runRender(SITE, progress), renderTable),
    section('upgrade', true, () => runUpgrade([SITE], progress), upgradeTable),
    section('sideBySide', true, () => runSideBySide(SITE, 7, progress), sideBySideTable),
  ];

  let ran = 0;
  for (const section of sections) {
    if (section.needsSite && siteError) {
      skipped[section.name] = 'the site build failed';
      continue;
    }
    const sectionStart = performance.now();
    progress(`Running ${section.name} …`);
    try {
      const { result, text } = await section.measure();
      results[section.name] = result;
      console.log(text);
      ran++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      skipped[section.name] = reason;
      console.log(`${section.name}: could not run: ${reason}\n`);
    }
    progress(`  ${section.name}: ${((performance.now() - sectionStart) / 1000).toFixed(1)} s`);
  }

  const seconds = (performance.now() - started) / 1000;
  Object.assign(results, {
    skipped,
    loadAverageAtEnd: load(),
    durationSeconds: round(seconds, 1),
    runs: runCounts(results),
  });
  await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`${ran} of ${sections.length} sections ran in ${(seconds / 60).toFixed(1)} min; figures in ${RESULTS}.`);
  return ran === 0 ? 1 : 0;
}

/** How many runs each figure is made of, gathered in one place. */
function runCounts(results: Record<string, unknown>): Record<string, unknown> {
  const counts: Record<string, unknown> = {};
  const search = results.search as import('./search.js').SearchResults | undefined;
  if (search) {
    counts.search = {
      queryIterationsMin: Math.min(...search.queries.map((q) => q.iterations)),
      validate10k: search.validate10k.iterations,
      index10k: search.index10k.iterations,
    };
  }
  const size = results.size as import('./size.js').SizeResults | undefined;
  if (size) counts.size = { builds: 2 };
  const pages = results.pages as import('./pages.js').PagesResults | undefined;
  if (pages) counts.pages = Object.fromEntries(pages.pages.map((page) => [page.route, page.runs]));
  const offline = results.offline as import('./offline.js').OfflineResults | undefined;
  if (offline) counts.offline = Object.fromEntries(offline.results.map((r) => [r.route, r.runs]));
  const render = results.render as import('./render.js').RenderResults | undefined;
  if (render) {
    counts.render = render.results.map((r) => ({
      route: r.route,
      cpuSlowdown: r.cpuSlowdown,
      loads: r.runs,
      keystrokes: r.keystrokes,
    }));
  }
  const sideBySide = results.sideBySide as import('./side-by-side-table.js').SideBySideResults | undefined;
  if (sideBySide) counts.sideBySide = { rounds: sideBySide.rounds };
  return counts;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
