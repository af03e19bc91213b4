import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { redirectFor } from '../../site/server/redirects.js';
import { routeFile } from '../../site/pages/routes.js';
import { productPageOf } from '../../src/product-pages.js';
import { PRODUCT_SAMPLE } from '../_util/products.js';
import { PAGES, ROOT, built, page, shop, walk } from './helpers.js';

const test = suite('npm run build → valid HTML and links');
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
});

test('the HTML validates (html-validate, .htmlvalidate.json)', async () => {
  const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const problems: string[] = [];
  for (const route of PAGES) {
    const file = route.startsWith('/') ? routeFile(route) : route;
    const report = await validator.validateString(readFileSync(path.join(ROOT, file), 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  assert.equal(problems.slice(0, 20), []);
});

/** Where a site-relative URL of a page points, or null when it is not on this site. */
function target(ref: string, pageFile: string): string | null {
  const pagePath = pageFile.endsWith('/index.html') ? `/${pageFile.slice(0, -'/index.html'.length)}` : `/${pageFile}`;
  const siteOrigin = new URL(shop.siteUrl).origin;
  const url = new URL(ref, `https://site.invalid${pagePath === '/index.html' ? '/' : pagePath}`);
  if (url.origin === siteOrigin) return url.pathname;
  return url.origin === 'https://site.invalid' ? decodeURIComponent(url.pathname) : null;
}

function resolves(pathname: string): boolean {
  const file = path.join(ROOT, pathname);
  if (pathname.endsWith('/')) return existsSync(path.join(file, 'index.html'));
  return (
    (existsSync(file) && !file.endsWith(path.sep)) ||
    existsSync(path.join(file, 'index.html')) ||
    existsSync(`${file}.html`)
  );
}

test('zero broken internal links: every site-relative href, src and srcset resolves to a file', () => {
  const broken: string[] = [];
  let checked = 0;
  // Product pages share one template: the sample stands for the rest (test/site/products.test.ts checks their
  // "More like this" links), since parsing all of them would take minutes.
  const sample = new Set(PRODUCT_SAMPLE.map(routeFile));
  const productPage = (f: string) => productPageOf(`/${f.replace(/\/index\.html$/, '')}`) !== null;
  for (const file of walk(ROOT).filter((f) => f.endsWith('.html') && (!productPage(f) || sample.has(f)))) {
    const doc = page(file);
    const refs = [
      ...[...doc.querySelectorAll('[href]')].map((el) => el.getAttribute('href')!),
      ...[...doc.querySelectorAll('[src]')].map((el) => el.getAttribute('src')!),
      ...[...doc.querySelectorAll('[srcset]')].flatMap((el) =>
        el
          .getAttribute('srcset')!
          .split(',')
          .map((s) => s.trim().split(/\s+/)[0]!),
      ),
      ...[...doc.querySelectorAll('meta[property="og:image"], meta[property="og:url"]')].map((el) =>
        el.getAttribute('content')!,
      ),
    ];
    for (const ref of refs) {
      if (/^(mailto|tel):/.test(ref) || ref.startsWith('#')) continue;
      const pathname = target(ref, file);
      if (pathname === null) continue;
      checked++;
      if (redirectFor(pathname)) broken.push(`${file}: ${ref} is a redirect; link the route itself`);
      else if (!resolves(pathname)) broken.push(`${file}: ${ref}`);
    }
  }
  assert.ok(checked > 500, `${checked} links checked`);
  assert.equal(broken, []);
});

test.run();
