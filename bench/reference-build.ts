/**
 * The side-by-side benchmark's reference: the shop's original architecture (a client-rendered React 19 app,
 * react-router with lazy routes, the full Firestore SDK, react-slick, medium-zoom), in bench/reference/ with its own
 * lock file. It is installed there on first use, like firebase-tools, so the root `npm ci` stays fast, and built
 * with Vite in production mode after its shell is taken from our built pages: same header, footer, texts,
 * pictures and stylesheet, so only the architecture differs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const REFERENCE_DIR = 'bench/reference';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const VITE = path.join(REFERENCE_DIR, 'node_modules/vite/bin/vite.js');

/** Installs bench/reference from its lock file unless React is there at the pinned version; seconds, or null. */
export function ensureReference(log: (line: string) => void): { installSeconds: number | null } {
  const pinned = (JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'package.json'), 'utf8')) as Manifest).dependencies
    .react;
  const installed = path.join(REFERENCE_DIR, 'node_modules/react/package.json');
  if (
    existsSync(VITE) &&
    existsSync(installed) &&
    (JSON.parse(readFileSync(installed, 'utf8')) as Manifest).version === pinned
  )
    return { installSeconds: null };
  log(`Installing the reference app's packages into ${REFERENCE_DIR}/ (React, Firebase, Vite; once).`);
  const started = performance.now();
  const args = ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', REFERENCE_DIR];
  const result = spawnSync(npm, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0 || !existsSync(VITE))
    throw new Error(`the reference app could not be installed (npm ci --prefix ${REFERENCE_DIR} failed, see above)`);
  log(`  installed in ${seconds.toFixed(0)} s`);
  return { installSeconds: seconds };
}

interface Manifest {
  version: string;
  dependencies: Record<string, string>;
}

const between = (text: string, start: string, end: string, what: string): string => {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`the built page has no ${what} (looked for ${start} … ${end})`);
  return text.slice(from + start.length, to);
};

const after = (text: string, marker: string): string => {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`the built home page has no ${marker}`);
  return text.slice(at + marker.length);
};

/** Custom elements the reference does not have become plain blocks holding what our page prerenders in them. */
const unwrapWidgets = (markup: string) => markup.replace(/<(\/?)shop-[a-z-]+/g, '<$1div');

/**
 * The reference's shell, from our built `/` and `/saree`: header, footer, the home page's sections, the listing's
 * heading, and our stylesheet with the prerendered card's rules moved from `shop-catalogue` to `.catalogue`.
 */
export async function writeShell(site: string, out: string): Promise<void> {
  const home = await readFile(path.join(site, 'index.html'), 'utf8');
  const saree = await readFile(path.join(site, 'saree/index.html'), 'utf8');
  const main = between(home, '<main id="main" tabindex="-1">', '</main>', 'main');
  const stylesheet = /<link rel="stylesheet" href="\/([^"]+)">/.exec(home)?.[1];
  if (!stylesheet) throw new Error('the built home page names no stylesheet');
  const css = (await readFile(path.join(site, stylesheet), 'utf8'))
    .replaceAll('shop-catalogue:not(:defined)', '.catalogue')
    .replaceAll('shop-catalogue', '.catalogue');
  const shop = JSON.parse(await readFile('site/data/shop.json', 'utf8')) as Record<string, string>;
  const shell = {
    header: unwrapWidgets(`<header${between(home, '<header', '</header>', 'header')}</header>`),
    footer: unwrapWidgets(`<footer${between(home, '<footer', '</footer>', 'footer')}</footer>`),
    home: {
      heading: between(main, '<h1 class="home__title">', '</h1>', 'heading'),
      // Each slide is one prerendered <figure>; the text before the first is the carousel's opening tag.
      slides: between(main, '<shop-carousel', '</shop-carousel>', 'carousel')
        .split(/(?=<figure)/)
        .filter((s) => s.startsWith('<figure')),
      categoriesHeading: between(main, '<h2 id="categories-heading">', '</h2>', 'categories heading'),
      categories: between(main, '<shop-category-slider>', '</shop-category-slider>', 'category slider')
        .split(/(?=<article)/)
        .filter(Boolean),
      rest: unwrapWidgets(after(main, '</shop-category-slider>\n</section>')),
    },
    saree: { before: between(saree, '<main id="main" tabindex="-1">', '<shop-catalogue', 'catalogue') },
    callNumber: shop.callNumber,
    chatNumber: shop.chatNumber,
    pageUrl: new URL('/saree', shop.siteUrl).href,
  };
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'shell.json'), JSON.stringify(shell));
  await writeFile(path.join(out, 'site.css'), css);
}

/** Vite production build into `out`, then brotli and gzip copies of every text file, as a host serves them. */
export async function buildReference(site: string, out: string): Promise<{ buildSeconds: number }> {
  const started = performance.now();
  const shell = path.resolve(`${out}-shell`);
  await writeShell(site, shell);
  const result = spawnSync(process.execPath, [path.resolve(VITE), 'build'], {
    cwd: REFERENCE_DIR,
    env: { ...process.env, NODE_ENV: 'production', REFERENCE_SHELL: shell, REFERENCE_OUT: path.resolve(out) },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the reference's Vite build failed:\n${result.stdout}${result.stderr}`);
  await compressAll(out);
  return { buildSeconds: (performance.now() - started) / 1000 };
}

async function compressAll(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
  for (const file of files) {
    const body = await readFile(path.join(dir, file));
    const br = await promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    await writeFile(path.join(dir, `${file}.br`), br);
    await writeFile(path.join(dir, `${file}.gz`), await promisify(gzip)(body, { level: 9 }));
  }
}
