/**
 * Offline support for the shop's own site, written after the pages and hashed assets: the web app manifest of
 * each language with icons drawn from the logo, then `/sw.js` (Workbox generateSW, its runtime inlined so the
 * worker is one file). The widget entries partners paste never register it; only the site's pages do
 * (site/assets/offline.js).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { generateSW } from 'workbox-build';
import type { ShopConfig } from '../../src/config/schema.js';
import { LANGS, tables, type Lang } from '../../src/i18n.js';
import { SITE_ARTWORK } from '../sample/artwork/site.js';
import { OFFLINE_ROUTE } from '../pages/offline.js';
import { pathFor, routeFile } from '../pages/routes.js';
import { capPictureBytes, stampSavedCopy } from './sw-plugins.js';

/** The sizes Android asks for: 192 px for the home screen, 512 px for the splash screen. */
const ICON_SIZES = [192, 512];
const THEME = '#800000';
const DESCRIPTION = tables('Sarees, punjabis and family wear', 'শাড়ি, পাঞ্জাবি আর পরিবারের সবার পোশাক');

async function writeIcons(outDir: string): Promise<void> {
  const logo = SITE_ARTWORK.logo!;
  await mkdir(path.join(outDir, 'icons'), { recursive: true });
  for (const size of ICON_SIZES) {
    // Rendered at the icon's own size from the vector, not scaled up from the 96 px drawing.
    await sharp(Buffer.from(logo.svg()), { density: (72 * size) / logo.width })
      .resize(size, size)
      .png()
      .toFile(path.join(outDir, 'icons', `icon-${size}.png`));
  }
}

function manifest(shop: ShopConfig, lang: Lang): string {
  const home = pathFor('/', lang);
  return JSON.stringify({
    name: `${shop.name}: ${DESCRIPTION[lang]}`,
    short_name: shop.name,
    description: DESCRIPTION[lang],
    lang,
    id: home,
    start_url: home,
    // One scope for both languages: the language switch stays inside the installed app.
    scope: '/',
    display: 'standalone',
    theme_color: THEME,
    background_color: '#ffffff',
    icons: ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
  });
}

/**
 * Navigations in one language fall back to that language's offline page. A request for a page that is not a
 * navigation, `Accept: text/html`, is the first page of a first visit, which worker-client.js has the worker save.
 */
const navigations = (lang: Lang) =>
  lang === 'bn'
    ? ({ request, url }: { request: Request; url: URL }) =>
        (request.mode === 'navigate' || request.headers.get('Accept') === 'text/html') &&
        (url.pathname === '/bn' || url.pathname.startsWith('/bn/'))
    : ({ request, url }: { request: Request; url: URL }) =>
        (request.mode === 'navigate' || request.headers.get('Accept') === 'text/html') &&
        url.pathname !== '/bn' &&
        !url.pathname.startsWith('/bn/');

export async function writeServiceWorker(outDir: string, shop: ShopConfig): Promise<string> {
  await writeIcons(outDir);
  for (const lang of LANGS) {
    await writeFile(path.join(outDir, pathFor('/', lang).slice(1), 'manifest.webmanifest'), manifest(shop, lang));
  }
  const { count, size, warnings } = await generateSW({
    globDirectory: outDir,
    swDest: path.join(outDir, 'sw.js'),
    // Only the shell, which every page of either language uses or the offline page needs: the hashed stylesheet
    // and logo (the page has just fetched them, so the HTTP cache answers) and the two offline pages (≈ 5 KB
    // gzip). Widget scripts are not precached: a shopper on metered data would pay for every widget of both
    // languages on the first visit (134–190 KB after load); they are saved as pages use them (scripts below).
    globPatterns: [
      'assets/site.*.css',
      'images/site/logo.*.svg',
      // What the offline page runs: it keeps, in its list, only the pages saved on this phone.
      'assets/offline-pages.js',
      ...LANGS.map((lang) => routeFile(pathFor(OFFLINE_ROUTE, lang))),
    ],
    // Hashed names already say their revision; Workbox then fetches them as they are (the HTTP cache can answer).
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // The first visit becomes controlled at once; a new build waits for the shopper's Reload (worker-client.js).
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      ...LANGS.map((lang) => ({
        urlPattern: navigations(lang),
        handler: 'NetworkFirst' as const,
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          plugins: [stampSavedCopy],
          precacheFallback: { fallbackURL: `/${routeFile(pathFor(OFFLINE_ROUTE, lang))}` },
        },
      })),
      {
        urlPattern: ({ url }: { url: URL }) =>
          url.origin === self.location.origin && url.pathname.startsWith('/catalogue/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'catalogue',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          plugins: [stampSavedCopy],
        },
      },
      {
        // A hashed chunk's content never changes under its name: once saved, it never needs the network again.
        urlPattern: ({ url }: { url: URL }) =>
          url.origin === self.location.origin && /^\/widgets\/(.*\/)?chunks\/[^/]+\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'chunks',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 60, purgeOnQuotaError: true },
        },
      },
      {
        // Widget entries and the site's scripts keep their names across builds, so they are network-first like the
        // pages: online, page and scripts are all the newest build; offline, all are the copies saved together on
        // the last visit. Stale-while-revalidate would pair a new page with the old build's scripts (and those
        // scripts' old chunks), a mix that no deploy ever published.
        urlPattern: ({ url }: { url: URL }) =>
          url.origin === self.location.origin && /^\/(widgets|assets)\/.*\.js$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'scripts', networkTimeoutSeconds: 3, cacheableResponse: { statuses: [200] } },
      },
      {
        // Only the site's own pictures: a third party's would be opaque, and its size unknown to the quota. Those of
        // the first page of a first visit come by their address (worker-client.js), not as images.
        urlPattern: ({ request, url }: { request: Request; url: URL }) =>
          url.origin === self.location.origin &&
          (request.destination === 'image' || url.pathname.startsWith('/images/')),
        handler: 'CacheFirst',
        options: {
          cacheName: 'pictures',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
          plugins: [capPictureBytes],
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`  sw.js: ${warning}`);
  return `sw.js precaches ${count} files (${(size / 1024).toFixed(1)} KB)`;
}
