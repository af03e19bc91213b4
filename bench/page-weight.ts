/**
 * Prints what each route costs a shopper on first view: every request Chromium
 * makes while opening the page on a 360 × 740 phone (lazy images below the
 * fold stay unloaded), counted as gzip bytes over the wire (the build's .gz
 * copy of text files; images as they are). What the page fetches for later
 * without running it (the code and data of a listing's catalogue, which loads
 * on the shopper's first touch, kept for offline visits by
 * widgets/auto-first-use.ts) is the last column, `kept`, apart from the kinds.
 *
 *   npm run build && npx tsx bench/page-weight.ts [path …]   (every route when none is named; e.g. /saree/saree-001)
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../site/pages/routes.js';
import { startServer } from '../site/server/serve.js';
import { launch } from '../test/_util/browser.js';

const ROOT = process.env.SHOP_DIST ?? 'dist/site';
const KINDS = ['html', 'css', 'js', 'image', 'data'] as const;
type Kind = (typeof KINDS)[number];

function kindOf(pathname: string): Kind {
  if (/\.css$/.test(pathname)) return 'css';
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.(svg|jpe?g|png|webp|avif|gif)$/.test(pathname)) return 'image';
  if (/\.json$/.test(pathname)) return 'data';
  return 'html';
}

/** Bytes a gzip-capable client receives for a path of the built site. */
function gzipBytes(pathname: string): number {
  let file = path.join(ROOT, decodeURIComponent(pathname));
  if (pathname.endsWith('/')) file = path.join(file, 'index.html');
  else if (!existsSync(file) || statSync(file).isDirectory())
    file = existsSync(`${file}.html`) ? `${file}.html` : path.join(file, 'index.html');
  if (!existsSync(file)) file = path.join(ROOT, '404.html');
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(7);

const { server, url } = await startServer({ root: ROOT, port: 0 });
const browser = await launch();
try {
  console.log(
    `${'route (KB gzip, first view on a phone)'.padEnd(40)}${KINDS.map((k) => k.padStart(7)).join('')}  total  requests   kept`,
  );
  for (const route of process.argv.length > 2 ? process.argv.slice(2) : ROUTES) {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const seen = new Set<string>();
    const fetched = new Set<string>();
    page.on('requestfinished', (request) => {
      const u = new URL(request.url());
      if (u.origin !== url) return;
      // fetch(): the worker client saving the first page's files again (all seen already), or auto-first-use keeping
      // a waiting widget's code and data for later.
      (request.resourceType() === 'fetch' ? fetched : seen).add(u.pathname);
    });
    await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
    // Widgets start their own loads after the page's; give them time to begin, then wait for quiet again.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    await page.close();
    const sums = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
    for (const p of seen) sums[kindOf(p)] += gzipBytes(p);
    const total = KINDS.reduce((n, k) => n + sums[k], 0);
    const kept = [...fetched].filter((p) => !seen.has(p)).reduce((n, p) => n + gzipBytes(p), 0);
    console.log(
      `${route.padEnd(40)}${KINDS.map((k) => kb(sums[k])).join('')}${kb(total)}  ${String(seen.size).padStart(8)}${kb(kept)}`,
    );
    // SHOP_WEIGHT_FILES=1 lists the first view's scripts, to see what a route's JS figure is made of.
    if (process.env.SHOP_WEIGHT_FILES)
      for (const p of [...seen].filter((p) => kindOf(p) === 'js').sort())
        console.log(`  ${p.padEnd(58)}${kb(gzipBytes(p))}`);
  }
} finally {
  await browser.close();
  server.close();
}
