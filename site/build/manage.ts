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
import { managerCache } from './bundle-cache.js';

const ENTRY = path.resolve('site/manage/main.tsx');
/** The manager's address, its manifest's scope and its worker's: the host serves it without a trailing slash. */
export const MANAGER_PATH = '/manage';
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
    start_url: MANAGER_PATH,
    scope: MANAGER_PATH,
    id: MANAGER_PATH,
    display: 'standalone',
    background_color: '#faf7f4',
    theme_color: '#7a1f2b',
    icons: [192, 512].map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
  });

/**
 * The manager's own worker, for repeat visits on a weak signal: its page, script and stylesheet network-first
 * (so a new build is used at once when there is a signal), the saved copy otherwise. Firestore keeps the data
 * itself (its persistent cache), so the worker leaves every other request alone. Its scope is the page's address,
 * `/manage` (the host drops a trailing slash, so `/manage/` is never a page), which sits above the worker's
 * folder: the server allows it with `Service-Worker-Allowed` (site/server/headers.ts).
 */
const worker = (files: string[]) => `const CACHE = 'manager-v1';
const PAGE = ${JSON.stringify(MANAGER_PATH)};
const SHELL = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const mine = url.pathname === PAGE || url.pathname.startsWith(PAGE + '/');
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !mine) return;
  const key = event.request.mode === 'navigate' ? PAGE : event.request;
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

/** The manager's scripts, bundled into `dir` (app.js and its chunks). */
async function bundle(dir: string): Promise<void> {
  const [{ rollup }, { default: json }, { nodeResolve }, { minify }] = await Promise.all([
    import('rollup'),
    import('@rollup/plugin-json'),
    import('@rollup/plugin-node-resolve'),
    import('../../tools/rollup/minify.mjs'),
  ]);
  const bundled = await rollup({
    input: { app: ENTRY },
    plugins: [
      typescriptAndReact(),
      json(),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      minify({ format: { comments: false }, compress: { passes: 2 } }),
    ],
    onwarn: (warning, warn) => {
      // Firebase's packages use `this` at their top level in code that never runs in a module; zod's and
      // Firebase's own circular imports and comment positions are theirs, and harmless: nothing of ours to fix.
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      const ids = [warning.id, ...(warning.ids ?? [])].filter(Boolean) as string[];
      if (ids.length && ids.every((id) => id.includes('/node_modules/'))) return;
      warn(warning);
    },
  });
  await bundled.write({ dir, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' });
  await bundled.close();
}

/** Bundles the manager into `<out>/manage/` (or takes the bundle of an earlier build of the same code); returns a line for the build's log. */
export async function buildManager(out: string, shop: ShopConfig): Promise<string> {
  const dir = path.join(out, 'manage');
  const key = await managerCache.key();
  const kept = await managerCache.restore(key, out);
  if (!kept) {
    await bundle(dir);
    await managerCache.keep(key, out);
  }
  const { code: css } = await transform(await readFile('site/manage/manage.css', 'utf8'), {
    loader: 'css',
    minify: true,
  });
  await writeFile(path.join(dir, 'manage.css'), css);
  await writeFile(path.join(dir, 'index.html'), html(shop));
  await writeFile(path.join(dir, 'manifest.webmanifest'), manifest(shop));
  const chunks = (await readdir(path.join(dir, 'chunks'))).map((name) => `/manage/chunks/${name}`);
  const scripts = ['/manage/app.js', ...chunks.sort()];
  await writeFile(path.join(dir, 'sw.js'), worker([MANAGER_PATH, '/manage/manage.css', ...scripts]));
  return `manage/: the shop manager, ${scripts.length} scripts${kept ? ', its code as at an earlier build' : ''}`;
}
