import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeFile } from '../../site/pages/routes.js';

export const SITE = () => process.env.SHOP_DIST ?? 'dist/site';

export const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** A built JS file and every file it imports statically (what the browser must fetch before it runs). */
export function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // Static imports in minified ES modules: import"./x.js" / from"./x.js" (not import("./x.js")).
  for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
    staticGraph(path.join(path.dirname(file), match[1]!), seen);
  }
  return seen;
}

export const graphGzip = (files: Iterable<string>): number => [...files].reduce((sum, f) => sum + gzipSize(f), 0);

/**
 * The module scripts a built page loads with its first view, as files under the site folder: its script tags, and
 * for widgets/<lang>/auto.js the entry of each widget the page shows that it loads at once (an element not marked
 * `loading="lazy"` or `loading="interaction"`).
 */
export function pageScripts(route: string): string[] {
  const html = readFileSync(path.join(SITE(), routeFile(route)), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .map((m) => m[1]!)
    .filter((src) => src.startsWith('/'))
    .map((src) => src.split('?')[0]!);
  const eager = [...html.matchAll(/<shop-([a-z][a-z0-9-]*)([\s>][^>]*)/g)]
    .filter(([, , attributes]) => !/\bloading="(?:lazy|interaction)"/.test(attributes!))
    .map(([, name]) => name!);
  const loaded = scripts.flatMap((src) =>
    src.endsWith('/auto.js') ? [src, ...eager.map((name) => src.replace(/auto\.js$/, `${name}.js`))] : [src],
  );
  return [...new Set(loaded)].map((src) => path.join(SITE(), src));
}

/** Every JS file a page fetches before its widgets run (deduplicated). */
export function pageJs(route: string): Set<string> {
  const all = new Set<string>();
  for (const script of pageScripts(route)) staticGraph(script, all);
  return all;
}

export const widgetEntries = (): string[] =>
  readdirSync(path.join(SITE(), 'widgets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(SITE(), 'widgets', name));

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
