/**
 * Side by side: our site against the shop's original architecture (bench/reference/, a React 19 single-page app
 * reading the full Firestore SDK), both served compressed and loaded cold in Chromium under the same phone
 * conditions, in interleaved rounds. Our site runs twice: with its embedded catalogue (the default) and with its
 * listing reading the same Firestore emulator as the reference, so the data source is not the difference.
 *
 *   npx tsx bench/side-by-side.ts [--rounds 7]      (after npm ci and npm run build; SHOP_DIST names the site)
 *
 * Prints medians, min–max and ours/reference ratios, and writes them to bench/results.json (`sideBySide`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { CHROMIUM, launch } from '../test/_util/browser.js';
import { emulatorBinary, startEmulator, type Emulator } from '../test/_util/emulator.js';
import { buildReference, ensureReference } from './reference-build.js';
import { CONDITIONS, measureLoad, measureTyping, type Load } from './side-by-side-measure.js';
import { serveOurs, serveOursOnFirestore, serveReference, type Served } from './side-by-side-serve.js';
import { sideBySideTable, summarise, type SideBySideResults, type Variant } from './side-by-side-table.js';
import { round } from './stats.js';
import { isEntry } from '../tools/entry.js';

const ROUTES = ['/', '/saree'] as const;
/** Typed into `/saree`'s search box: about half the sarees have it, so the grid visibly changes. */
const WORD = 'silk';
/** Cards `/saree` shows before a search. */
const SHOWN = 78;
const REFERENCE_BUILD = 'dist/bench-reference';

/** The embedded catalogue, as the site publishes it, into the emulator's Saree collection. */
async function seed(emulator: Emulator, site: string): Promise<number> {
  const products = JSON.parse(await readFile(`${site}/catalogue/saree.json`, 'utf8')) as Array<Record<string, string>>;
  for (const { id, ...fields } of products) await emulator.seed('Saree', id!, fields);
  return products.length;
}

export async function runSideBySide(
  site: string,
  rounds: number,
  log: (line: string) => void = () => {},
): Promise<SideBySideResults> {
  if (!CHROMIUM) throw new Error('chromium is not installed (apt-get install -y chromium, or set CHROME_PATH)');
  const bin = emulatorBinary();
  if (!bin) throw new Error('the Firestore emulator is not installed (google-cloud-cli-firestore-emulator)');
  if (!existsSync(`${site}/saree/index.html`)) throw new Error(`${site} is not built: run \`npm run build\` first`);
  const { installSeconds } = ensureReference(log);
  log('Building the reference with Vite …');
  const { buildSeconds } = await buildReference(site, REFERENCE_BUILD);
  log(`  built in ${buildSeconds.toFixed(1)} s`);

  const emulator = await startEmulator(bin, { rules: 'firestore.rules' });
  const servers: Served[] = [];
  let browser: Browser | undefined;
  try {
    const products = await seed(emulator, site);
    log(`  Firestore emulator at ${emulator.host}, ${products} sarees`);
    const ours = await serveOurs(site);
    const onFirestore = await serveOursOnFirestore(site, emulator.host);
    const reference = await serveReference(REFERENCE_BUILD, site, emulator.host);
    servers.push(ours, onFirestore, reference);
    const variants: Array<{ variant: Variant; url: string; routes: readonly string[] }> = [
      { variant: 'ours', url: ours.url, routes: ROUTES },
      // `/` reads no products, so it is the same page as the row above.
      { variant: 'oursFirestore', url: onFirestore.url, routes: ['/saree'] },
      { variant: 'reference', url: reference.url, routes: ROUTES },
    ];
    browser = await launch();
    const loads: Record<string, Load[]> = {};
    const typing: Record<string, number[]> = {};
    const loadAverage: number[] = [];
    for (let r = 0; r < rounds; r++) {
      loadAverage.push(os.loadavg()[0]!);
      // Interleaved, and each round starts with another site, so a busy spell of the machine hits them alike.
      const order = variants.map((_, i) => variants[(i + r) % variants.length]!);
      for (const route of ROUTES) {
        for (const { variant, url, routes } of order) {
          if (!routes.includes(route)) continue;
          (loads[`${variant} ${route}`] ??= []).push(await measureLoad(browser, `${url}${route}`));
        }
      }
      for (const { variant, url } of order) {
        (typing[variant] ??= []).push(await measureTyping(browser, `${url}/saree`, WORD, SHOWN));
      }
      log(`  round ${r + 1} of ${rounds} (load average ${os.loadavg()[0]!.toFixed(2)})`);
    }
    return summarise({
      chromium: browser.version(),
      conditions: CONDITIONS,
      rounds,
      loadAverage: { min: round(Math.min(...loadAverage), 2), max: round(Math.max(...loadAverage), 2) },
      reference: {
        installSeconds: installSeconds === null ? null : round(installSeconds, 1),
        buildSeconds: round(buildSeconds, 1),
      },
      loads,
      typing,
    });
  } finally {
    await browser?.close();
    for (const server of servers) await server.close();
    await emulator.stop();
  }
}

if (isEntry(import.meta.url)) {
  const at = process.argv.indexOf('--rounds');
  const rounds = at > 0 ? Number(process.argv[at + 1]) : 7;
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a whole number, at least 1');
  const site = process.env.SHOP_DIST ?? 'dist/site';
  console.log(
    `Load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')} (1, 5, 15 min), ${os.cpus().length} CPUs`,
  );
  const results = await runSideBySide(site, rounds, (line) => console.error(line));
  console.log(sideBySideTable(results));
  const file = 'bench/results.json';
  const all = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>) : {};
  await writeFile(file, `${JSON.stringify({ ...all, sideBySide: results }, null, 2)}\n`);
  console.log(`Figures in ${file} (sideBySide).`);
  process.exit(0);
}
