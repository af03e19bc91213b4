/**
 * Real React 19 and Vue 3 for the tests that use the widgets as a partner's app does. They live in their own
 * package (test/frameworks), installed here the first time a test needs them (npm's cache makes later installs
 * quick), so the root install stays as it is and the root's `react` keeps meaning preact/compat.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import { closeServer } from './site.js';

export const FRAMEWORKS = path.resolve('test/frameworks');

/** Installs test/frameworks from its lock file when its packages are missing. */
export function ensureFrameworks(): void {
  if (existsSync(path.join(FRAMEWORKS, 'node_modules/react-dom/package.json'))) return;
  console.log('  installing React 19 and Vue 3 for the framework tests (test/frameworks)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: FRAMEWORKS, stdio: 'inherit' });
}

/** React 19 and its DOM client as one classic script defining `window.React` and `window.ReactDOMClient`. */
export async function reactScript(): Promise<string> {
  ensureFrameworks();
  const entry = '\0react-entry';
  const bundle = await rollup({
    input: entry,
    plugins: [
      {
        name: 'react-entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry
            ? `import * as React from 'react'; import * as ReactDOMClient from 'react-dom/client';
               window.React = React; window.ReactDOMClient = ReactDOMClient;`
            : null,
      },
      nodeResolve({ rootDir: FRAMEWORKS, modulePaths: [path.join(FRAMEWORKS, 'node_modules')] }),
      commonjs(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    ],
    onwarn: () => undefined,
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  return output[0].code;
}

/** Vue 3's own browser build (with the template compiler), as an ES module. */
export function vueModule(): string {
  ensureFrameworks();
  return readFileSync(path.join(FRAMEWORKS, 'node_modules/vue/dist/vue.esm-browser.prod.js'), 'utf8');
}

/**
 * A partner's own site: another origin on loopback (Chromium lets a page reach loopback only from loopback),
 * serving the given files by path.
 */
export async function servePartner(
  files: Record<string, { type: string; body: string }>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://partner').pathname];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // localhost, not 127.0.0.1: another origin than the shop's site, on the same machine.
  return { url: `http://localhost:${port}`, close: () => closeServer(server) };
}
