/**
 * firebase-tools lives in tools/hosting/ with its own lock file, not in the root package: it is about 300 MB
 * and takes minutes to install, which every `npm ci` would pay. It is installed on first use (by `npm run
 * deploy`, `npm run firebase` and CI before the Hosting-emulator test) and skipped when the pinned version is
 * already there.
 *
 *   npm run firebase -- <arguments>    the Firebase CLI, installed first if needed (login, use --add, …)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isEntry } from './entry.js';

export const HOSTING_DIR = 'tools/hosting';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The version tools/hosting/package.json pins. */
export const PINNED: string = (
  JSON.parse(readFileSync(path.join(HOSTING_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
).dependencies['firebase-tools']!;

/** The installed version, or undefined. */
export function installedVersion(): string | undefined {
  const file = path.join(HOSTING_DIR, 'node_modules/firebase-tools/package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The CLI's entry, run with this Node (no shell, no PATH lookup). */
export const FIREBASE_CLI = path.join(HOSTING_DIR, 'node_modules/firebase-tools/lib/bin/firebase.js');

/** Installs the pinned firebase-tools unless it is already there; returns false when the install failed. */
export function ensureFirebaseTools(): boolean {
  if (installedVersion() === PINNED) return true;
  console.error(`Installing firebase-tools ${PINNED} into ${HOSTING_DIR}/ (about 300 MB; a few minutes, once).`);
  const started = performance.now();
  // --ignore-scripts: re2's install script downloads a prebuilt binary from GitHub and, offline, waits for
  // minutes before compiling it; the Hosting emulator and deploy run without it (superstatic falls back).
  const args = ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', HOSTING_DIR];
  const result = spawnSync(npm, args, { stdio: 'inherit' });
  console.error(`firebase-tools install: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0 && installedVersion() === PINNED;
}

/** Runs the Firebase CLI with `args`; returns its exit code. */
export function firebase(args: string[], options: { cwd?: string } = {}): number {
  const result = spawnSync(process.execPath, [path.resolve(FIREBASE_CLI), ...args], { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

if (isEntry(import.meta.url)) {
  if (!ensureFirebaseTools()) {
    console.error(`Could not install firebase-tools; check the connection and run the command again.`);
    process.exit(1);
  }
  // --install-only: what CI runs before the tests, to install without running the CLI.
  const args = process.argv.slice(2);
  process.exit(args[0] === '--install-only' ? 0 : firebase(args));
}
