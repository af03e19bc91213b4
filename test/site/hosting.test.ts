import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { headersFor } from '../../site/server/headers.js';
import { NOT_FOUND_ADDRESS, REDIRECTS, ROUTES } from '../../site/pages/routes.js';
import { ROOT, built, walk } from './helpers.js';

/*
 * firebase.json read as Firebase Hosting would read it, by a matcher written here rather than by the code that
 * wrote the file, so a wrong glob, a missing redirect or a header rule out of order fails.
 */
interface Hosting {
  public: string;
  ignore: string[];
  cleanUrls: boolean;
  trailingSlash: boolean;
  redirects: Array<{ source?: string; regex?: string; destination: string; type: number }>;
  headers: Array<{ source?: string; regex?: string; headers: Array<{ key: string; value: string }> }>;
}

/**
 * A Hosting `source` glob as a regular expression: `**` crosses folders, `*` and `?` stay inside one,
 * `@(a|b)` is one of the names. Case-sensitive, as Hosting (and its emulator, superstatic, with minimatch's
 * defaults) matches. Any other glob syntax throws, so a rule this matcher cannot read fails the test loudly.
 */
function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (glob.startsWith('**/', i)) {
      re += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      re += '.*';
      i += 1;
    } else if (glob.startsWith('@(', i)) {
      const end = glob.indexOf(')', i);
      re += `(?:${glob
        .slice(i + 2, end)
        .split('|')
        .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if ('{}[]!+()'.includes(c)) throw new Error(`glob syntax this test does not read: ${glob}`);
    else re += c.replace(/[.^$|\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: Hosting }).hosting;
const matches = (glob: string, pathname: string) => globToRegExp(glob).test(pathname);
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * A Hosting `regex` (RE2) as a JavaScript RegExp. RE2 has no look-around and no back-references; a pattern
 * using them would be refused by Hosting, so it throws here.
 */
function re2ToRegExp(pattern: string): RegExp {
  if (/\(\?[=!<]|\\[1-9]/.test(pattern)) throw new Error(`not RE2: ${pattern}`);
  return new RegExp(pattern);
}

/** The redirect Hosting answers a path with: the first rule whose source glob or regex matches. */
const redirectOf = (pathname: string) =>
  hosting.redirects.find((r) => (r.regex ? re2ToRegExp(r.regex).test(pathname) : matches(r.source!, pathname)));

/** The file Hosting serves for a path with clean URLs and no trailing slash, or null when it would not. */
function servedFile(pathname: string): string | null {
  if (pathname === '/') return isFile(path.join(ROOT, 'index.html')) ? 'index.html' : null;
  if (hosting.trailingSlash === false && pathname.endsWith('/')) return null; // redirected to drop the slash
  if (hosting.cleanUrls && pathname.endsWith('.html')) return null; // redirected to drop .html
  const relative = pathname.slice(1);
  const candidates = [relative, ...(hosting.cleanUrls ? [`${relative}.html`, `${relative}/index.html`] : [])];
  const file = candidates.find((candidate) => isFile(path.join(ROOT, candidate)));
  return file && !hosting.ignore.some((glob) => matches(glob, file)) ? file : null;
}

/** The headers Hosting sends for a path: every matching rule, in order, a later one overriding a key. */
function hostingHeaders(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const applies = (r: Hosting['headers'][number]) =>
    r.regex ? re2ToRegExp(r.regex).test(pathname) : matches(r.source!, pathname);
  for (const rule of hosting.headers.filter(applies)) {
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

const test = suite('firebase.json as Firebase Hosting reads it');
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
});

test('the matcher reads Hosting globs as Hosting does', () => {
  assert.ok(matches('**', '/a/b.js'));
  assert.ok(matches('/@(widgets|images)/**', '/images/x/y.webp'));
  assert.not.ok(matches('/@(widgets|images)/**', '/imagesx/y.webp'));
  assert.not.ok(matches('/widgets/*', '/widgets/chunks/a.js'));
  assert.ok(matches('**/*.gz', 'widgets/shop.js.gz'));
  assert.ok(matches('**/.*', '.hidden'));
  assert.not.ok(matches('/kidsware', '/Kidsware'), 'case-sensitive');
  assert.throws(() => globToRegExp('/{a,b}'));
  assert.throws(() => re2ToRegExp('^/(?!saree)'), 'look-ahead is not RE2');
});

test('it deploys the built site with clean URLs and no trailing slash', () => {
  assert.is(hosting.public, 'dist/site');
  assert.is(hosting.cleanUrls, true);
  assert.is(hosting.trailingSlash, false);
});

test('every route is served from its page, not redirected, with the headers of site/server/headers.ts', () => {
  for (const route of ROUTES) {
    assert.is(redirectOf(route), undefined, `${route} must not be redirected`);
    const file = servedFile(route);
    assert.ok(file?.endsWith('.html'), `${route} serves a page (${file})`);
    assert.equal(hostingHeaders(route), headersFor(route), `${route}: headers`);
  }
});

test('every redirect of site/pages/routes.ts answers 301 with its route, in any letter case', () => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    const spellings = [from, from.toUpperCase(), from.toLowerCase()];
    for (const spelling of spellings.filter((s) => !(ROUTES as readonly string[]).includes(s))) {
      const redirect = redirectOf(spelling);
      assert.ok(redirect, `${spelling} redirects`);
      assert.is(redirect!.destination, to, spelling);
      assert.is(redirect!.type, 301, spelling);
    }
    assert.ok(servedFile(to), `${from} → ${to}, which is served`);
  }
});

/** Letter-case variants of a route: all upper, all lower, each word's case flipped. */
const caseVariants = (route: string) =>
  [
    route.toUpperCase(),
    route.toLowerCase(),
    [...route].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join(''),
  ].filter((variant) => variant !== route);

test('every other address of a route redirects (301) to it in one hop: case, slash, /index.html', () => {
  for (const route of ROUTES) {
    const page = route === '/' ? '' : route;
    const others = [...caseVariants(route), `${page}/index.html`, `${page}/index`];
    if (route !== '/') others.push(`${route}/`, `${route}.html`, ...caseVariants(route).map((v) => `${v}/`));
    for (const other of others) {
      const redirect = redirectOf(other);
      assert.is(redirect?.destination, route, `${other} → ${route}`);
      assert.is(redirect?.type, 301, other);
    }
  }
  for (const [other, route] of [
    ['/Saree', '/saree'],
    ['/menblazer', '/MenBlazer'],
    ['/KIDSWARE', '/Kidsware'],
    ['/contactUs', '/Contactus'],
    ['/Kidsware/', '/Kidsware'],
  ]) {
    assert.is(redirectOf(other!)?.destination, route, other);
  }
});

test('no redirect leads to another redirect, and unknown addresses are not redirected', () => {
  for (const rule of hosting.redirects) assert.is(redirectOf(rule.destination), undefined, rule.destination);
  for (const path of ['/no-such-page', '/sareee', '/saree/x', '/catalogue/saree.json', '/widgets/shop.js']) {
    assert.is(redirectOf(path), undefined, path);
  }
});

test('/404 does not answer 200 with the not-found page: it goes to an address with no page', () => {
  for (const path of ['/404', '/404.html']) {
    assert.is(redirectOf(path)?.destination, NOT_FOUND_ADDRESS, path);
  }
  assert.is(servedFile(NOT_FOUND_ADDRESS), null);
  assert.ok(isFile(path.join(ROOT, '404.html')), 'Hosting answers unknown addresses with 404.html');
});

test('every built file gets the same headers from Hosting as from the local server', () => {
  const files = walk(ROOT).filter((file) => !hosting.ignore.some((glob) => matches(glob, file)));
  assert.ok(
    ['widgets/chunks/', 'catalogue/', 'images/'].every((folder) => files.some((file) => file.startsWith(folder))),
    'the chunks, the data and the images are all deployed',
  );
  for (const file of files) assert.equal(hostingHeaders(`/${file}`), headersFor(`/${file}`), `/${file}`);
});

test.run();
