import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeFile } from '../../site/routes.js';

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

/** The module scripts a built page loads, as files under the site folder. */
export function pageScripts(route: string): string[] {
  const html = readFileSync(path.join(SITE(), routeFile(route)), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .map((m) => m[1]!)
    .filter((src) => src.startsWith('/'))
    .map((src) => path.join(SITE(), src.split('?')[0]!));
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
