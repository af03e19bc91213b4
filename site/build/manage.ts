/**
 * The shop manager (site/manage/): bundled into `manage/` of the site on its own, with its own page, manifest and
 * service worker. No shopper's page names any of it; the shoppers' worker never precaches it; `noindex`.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'rollup';
import type { ShopConfig } from '../../src/config/schema.js';
import { escapeHtml } from '../pages/html.js';
import { bundleCache } from './bundle-cache.js';

const ENTRY = path.resolve('site/manage/main.tsx');
const OWN = {
  react: path.resolve('widgets/_runtime/react-lite.ts'),
  'react-dom/client': path.resolve('widgets/_runtime/react-dom-client.ts'),
} as Record<string, string>;

/** TypeScript and JSX through esbuild (no type check: `tsc -p .` does that), React's API from Preact. */
function typescriptAndReact(): Plugin {
  return {
    name: 'manager-ts',
    async resolveId(source, importer) {
      if (Object.hasOwn(OWN, source)) return OWN[source];
      if (source === 'react/jsx-runtime') return this.resolve('preact/jsx-runtime', importer, { skipSelf: true });
      // The sources import `./x.js` for `./x.ts(x)`, as TypeScript's bundler resolution allows.
      if (importer && source.startsWith('.') && source.endsWith('.js')) {
        for (const ext of ['.ts', '.tsx']) {
          const resolved = await this.resolve(source.slice(0, -3) + ext, importer, { skipSelf: true });
          if (resolved) return resolved;
        }
      }
      return null;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id)) return null;
      const out = await transform(code, {
        loader: id.endsWith('x') ? 'tsx' : 'ts',
        jsx: 'automatic',
        jsxImportSource: 'react',
        target: 'es2022',
        sourcefile: id,
      });
      return { code: out.code, map: null };
    },
  };
}

const html = (shop: ShopConfig) => {
  // The shop's details as the owners edit them in the manager (the map links are made from the address).
  const { firebase, ...facts } = shop;
  const details = { ...facts, showrooms: shop.showrooms.map(({ mapEmbed: _m, directions: _d, ...s }) => s) };
  const data = {
    firebase: firebase ?? null,
    showrooms: shop.showrooms.map(({ id, name }) => ({ id, name })),
    shop: details,
  };
  // `<` escaped: the JSON sits in a script element, which a "</script>" in a name would end.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="bn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="#7a1f2b">
<title>দোকানের ম্যানেজার</title>
<link rel="manifest" href="/manage/manifest.webmanifest">
<link rel="icon" href="/icons/icon-192.png">
<link rel="stylesheet" href="/manage/manage.css">
<script type="module" src="/manage/app.js"></script>
<script type="application/json" id="manager-config">${json}</script>
</head>
<body>
<div id="app"><main id="main"><p>${escapeHtml('দোকানের ম্যানেজার লোড হচ্ছে…')}</p><noscript><p>এই অ্যাপ চালাতে ব্রাউজারে JavaScript চালু রাখুন। <span lang="en">Turn on JavaScript to use the shop manager.</span></p></noscript></main></div>
</body>
</html>
`;
};

const manifest = (shop: ShopConfig) =>
  JSON.stringify({
    name: `${shop.name}: দোকানের ম্যানেজার`,
    short_name: 'ম্যানেজার',
    lang: 'bn',
    start_url: '/manage/',
    scope: '/manage/',
    id: '/manage/',
    display: 'standalone',
    background_color: '#faf7f4',
    theme_color: '#7a1f2b',
    icons: [192, 512].map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
  });

/**
 * The manager's own worker, for repeat visits on a weak signal: its page, script and stylesheet network-first
 * (so a new build is used at once when there is a signal), the saved copy otherwise. Firestore keeps the data
 * itself (its persistent cache), so the worker leaves every other request alone.
 */
const worker = (files: string[]) => `const CACHE = 'manager-v1';
const SHELL = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/manage/')) return;
  const key = event.request.mode === 'navigate' ? '/manage/' : event.request;
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(key, copy));
        }
        return response;
      })
      .catch(() => caches.match(key).then((saved) => saved || Response.error())),
  );
});
`;

/**
 * What the manager's scripts are made from: its bundle is kept by their hash (site/build/bundle-cache.ts). The shop's
 * details are not compiled in (the page carries them), so a publish that changes them bundles nothing.
 */
const SOURCES = ['site/manage', 'src', 'widgets/_runtime', 'site/build/manage.ts', 'package-lock.json'];
const cache = bundleCache('showroom-manager', 'manage', SOURCES);

/** Bundles the manager's scripts into `dir` with rollup. */
async function bundle(dir: string): Promise<void> {
  const [{ rollup }, { default: json }, { nodeResolve }, { default: terser }] = await Promise.all([
    import('rollup'),
    import('@rollup/plugin-json'),
    import('@rollup/plugin-node-resolve'),
    import('@rollup/plugin-terser'),
  ]);
  const bundle = await rollup({
    input: { app: ENTRY },
    plugins: [
      typescriptAndReact(),
      json(),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      terser({ format: { comments: false }, compress: { passes: 2 } }),
    ],
    onwarn: (warning, warn) => {
      // Firebase's packages use `this` at their top level in code that never runs in a module.
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  });
  // A source outside SOURCES would leave its changes out of the cache key, and an old bundle in use.
  const outside = bundle.watchFiles
    .filter((file) => !file.startsWith('\0'))
    .map((file) => path.relative('.', file).split(path.sep).join('/'))
    .filter(
      (file) =>
        !file.startsWith('node_modules/') &&
        !SOURCES.some((source) => file === source || file.startsWith(`${source}/`)),
    );
  if (outside.length)
    throw new Error(
      `The shop manager imports ${outside.join(', ')}: add its folder to SOURCES in site/build/manage.ts`,
    );
  await bundle.write({ dir, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' });
  await bundle.close();
}

/** Bundles the manager into `<out>/manage/` (or takes the bundle kept from an earlier build); returns a log line. */
export async function buildManager(out: string, shop: ShopConfig): Promise<string> {
  const dir = path.join(out, 'manage');
  const key = await cache.key();
  const kept = await cache.restore(key, out);
  if (!kept) {
    await bundle(dir);
    await cache.keep(key, out);
  }
  const scripts = [
    'app.js',
    ...(await readdir(path.join(dir, 'chunks')).catch(() => []))
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => `chunks/${name}`),
  ].map((name) => `/manage/${name}`);
  const { code: css } = await transform(await readFile('site/manage/manage.css', 'utf8'), {
    loader: 'css',
    minify: true,
  });
  await writeFile(path.join(dir, 'manage.css'), css);
  await writeFile(path.join(dir, 'index.html'), html(shop));
  await writeFile(path.join(dir, 'manifest.webmanifest'), manifest(shop));
  await writeFile(path.join(dir, 'sw.js'), worker(['/manage/', '/manage/manage.css', ...scripts]));
  return `manage/: the shop manager, ${scripts.length} scripts${kept ? ' (its code is as at an earlier build: its bundle is used)' : ''}`;
}
