/**
 * `npm run dev`: builds the site once into dist/dev (SHOP_DIST to change it), serves it, and rebuilds only
 * what a saved file touches: rollup in watch mode for the widgets, the pages when site/, src/ or a widget's code
 * changes, the catalogue data (and its product pictures) when site/data/catalogue/ changes, the stylesheet and the
 * copied files when site/styles/, a widget's placeholder or shared CSS, site/assets/ or demo/ changes. No precompressed copies are written, so the server always sends the fresh file.
 *
 * Page steps run in a fresh child process each time: Node caches imported modules, so an edited page module
 * or content file is only read anew by a new process.
 */
import { spawn } from 'node:child_process';
import { watch as watchFiles } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { stylesheetSources } from '../build/stylesheet.js';

process.env.SHOP_DIST ??= 'dist/dev';
const OUT = process.env.SHOP_DIST;
const STEPS = ['catalogue', 'static', 'pages'] as const;
type Step = (typeof STEPS)[number];

/** Runs the named build steps in this process (the child side). */
async function runSteps(steps: Step[]): Promise<void> {
  const { copyStatic, loadShopConfig, publishCatalogue } = await import('../build/build.js');
  const { renderPages } = await import('../build/render.js');
  const { WIDGETS } = await import('../../widgets/entries.mjs');
  const shop = await loadShopConfig();
  await mkdir(OUT, { recursive: true });
  if (steps.includes('catalogue')) await publishCatalogue();
  if (steps.includes('static')) await copyStatic(shop);
  if (steps.includes('pages')) await renderPages({ shop, outDir: OUT, widgets: new Set(WIDGETS) });
}

/** Which steps a changed file needs; rollup watches the widgets' own sources (src/ included) by itself. */
/** The sources of /assets/site.css: page styles and, in the widgets' folders, placeholders and shared styles. */
const styles = new Set(stylesheetSources());

function stepsFor(file: string): Step[] {
  if (/\.test\.tsx?$/.test(file) || file === 'site/server/dev.ts') return [];
  // Product photos are encoded with the catalogue (site/build/product-photos.ts).
  if (file.startsWith('site/data/catalogue/') || file.startsWith('site/data/photos/products/'))
    return ['catalogue', 'pages'];
  if (file.startsWith('site/assets/') || file.startsWith('demo/') || styles.has(file)) return ['static'];
  // The offers are in every page, and their length sets the banner's lap in the stylesheet.
  if (file === 'site/data/shop.json') return ['static', 'pages'];
  // Pages render the catalogue's card and take widgets' words (strings.ts): a widget's code may change them too.
  if (file.startsWith('widgets/') && !/\.tsx?$/.test(file)) return [];
  return ['pages'];
}

const stamp = () => new Date().toTimeString().slice(0, 8);

function childSteps(steps: Step[]): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'site/server/dev.ts', '--steps', steps.join(',')], {
      stdio: 'inherit',
      env: process.env,
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${stamp()} ${code === 0 ? 'rebuilt' : 'FAILED'}: ${steps.join(', ')} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

async function main(): Promise<void> {
  const { watch } = await import('rollup');
  const { widgetBuild } = await import('../../rollup.config.mjs');
  const { startServer } = await import('./serve.js');
  const port = Number(process.env.PORT ?? 8080);

  await rm(OUT, { recursive: true, force: true });
  console.log(`${stamp()} building ${OUT} …`);
  // The server lists the files it serves when it starts (sirv outside its dev mode): restarting it after each
  // rebuild picks up new chunk names, and costs a few milliseconds.
  let server: Server | undefined;
  let restarting = Promise.resolve('');
  // One restart at a time: a widget rebuild and a page rebuild may end together.
  const restart = () =>
    (restarting = restarting.then(async () => {
      if (server) {
        server.closeAllConnections();
        await new Promise((resolve) => server!.close(resolve));
      }
      const started = await startServer({ root: OUT, port });
      server = started.server;
      return started.url;
    }));
  const options = widgetBuild({ outDir: OUT });
  const widgets = watch({
    ...options,
    // Unminified: a rebuild takes a fraction of the time, and the sizes that matter are the build's.
    plugins: (options.plugins as Array<{ name: string }>).filter((plugin) => plugin.name !== 'terser'),
    watch: { clearScreen: false },
    onwarn(warning, warn) {
      // In watch mode the TypeScript plugin also lists the widgets' CSS, which the css-text plugin imports.
      if (warning.pluginCode !== 'TS6054') warn(warning);
    },
  });
  let firstBuilt!: () => void;
  const built = new Promise<void>((resolve) => (firstBuilt = resolve));
  let serving = false;
  widgets.on('event', async (event) => {
    if (event.code === 'BUNDLE_END') await event.result.close();
    if (event.code === 'ERROR') console.error(`${stamp()} widgets FAILED: ${event.error.message}`);
    if (event.code !== 'END') return;
    if (!serving) return firstBuilt();
    console.log(`${stamp()} rebuilt: widgets`);
    await restart();
  });
  await built;
  if (!(await childSteps([...STEPS]))) process.exit(1);

  console.log(`Showroom (dev) is running at ${await restart()}/  (Ctrl+C to stop)`);
  serving = true;

  let pending = new Set<Step>();
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    while (pending.size) {
      const steps = STEPS.filter((step) => pending.has(step));
      pending = new Set();
      await childSteps(steps);
      await restart();
    }
    running = undefined;
  };
  const changed = (file: string) => {
    for (const step of stepsFor(file)) pending.add(step);
    if (!pending.size) return;
    clearTimeout(timer);
    // An editor's save is several events; one rebuild follows the last of them.
    timer = setTimeout(() => (running ??= flush()), 150);
  };
  for (const folder of ['site', 'src', 'demo', 'widgets']) {
    watchFiles(folder, { recursive: true }, (_event, name) => {
      if (name) changed(path.posix.join(folder, name.split(path.sep).join('/')));
    });
  }
}

const stepsArg = process.argv.indexOf('--steps');
if (stepsArg !== -1) {
  runSteps(process.argv[stepsArg + 1]!.split(',') as Step[]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  await main();
}
