/**
 * firebase-tools lives in tools/hosting/ with its own lock file, not in the root package: it is about 300 MB
 * and takes minutes to install, which every `npm ci` would pay. It is installed on first use (by `npm run
 * deploy`, `npm run firebase` and CI before the Hosting-emulator test) and skipped when the pinned version is
 * already there.
 *
 *   npm run firebase -- <arguments>    the Firebase CLI, installed first if needed (login, use --add, …)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

/** The Firebase CLI's own commands, which its messages name as `firebase <command>`. */
const CLI_COMMAND =
  /(?<![\w./-])firebase ((?:login|logout|use|init|deploy|projects|emulators|hosting|target|open)\b[\w:-]*)/g;

/**
 * The CLI's words with each `firebase login` (and other commands of its own) as it is typed here, `npm run
 * firebase -- login`: "have you run firebase login?" sent the staff to a command that does not exist on their PC.
 */
export const asTypedHere = (text: string): string => text.replace(CLI_COMMAND, 'npm run firebase -- $1');

/**
 * Runs the Firebase CLI with `args`; resolves to its exit code. Its messages pass through asTypedHere line by
 * line; in a terminal its standard output is left as it is, since the CLI asks its questions (`use --add`) only
 * when that output is a terminal.
 */
export function firebase(args: string[], options: { cwd?: string } = {}): Promise<number> {
  const out = process.stdout.isTTY ? 'inherit' : 'pipe';
  const child = spawn(process.execPath, [path.resolve(FIREBASE_CLI), ...args], {
    stdio: ['inherit', out, 'pipe'],
    ...options,
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (from) createInterface({ input: from }).on('line', (line) => to.write(`${asTypedHere(line)}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Commands of the CLI that need a signed-in Google account. */
const NEEDS_SIGN_IN = new Set(['use', 'deploy', 'projects:list', 'hosting:disable', 'open']);

/**
 * Whether this computer is signed in to Firebase: the CLI's own sign-in (kept by `firebase login` in its
 * configstore file), a token, or a service account key. Not signed in, the CLI answers "have you run firebase
 * login?" only after its own start-up; this says it at once, as the command to type here.
 */
export function signedIn(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.FIREBASE_TOKEN || env.GOOGLE_APPLICATION_CREDENTIALS) return true;
  const config = env.XDG_CONFIG_HOME ?? path.join(env.HOME ?? env.USERPROFILE ?? os.homedir(), '.config');
  try {
    const stored = JSON.parse(readFileSync(path.join(config, 'configstore', 'firebase-tools.json'), 'utf8')) as {
      tokens?: { refresh_token?: string };
    };
    return Boolean(stored.tokens?.refresh_token);
  } catch {
    return false;
  }
}

export const SIGN_IN_FIRST =
  'This computer is not signed in to Firebase yet. Type npm run firebase -- login and sign in with the ' +
  "shop's Google account, then run the command again.";

if (isEntry(import.meta.url)) {
  if (!ensureFirebaseTools()) {
    console.error(`Could not install firebase-tools; check the connection and run the command again.`);
    process.exit(1);
  }
  // --install-only: what CI runs before the tests, to install without running the CLI.
  const args = process.argv.slice(2);
  if (args[0] === '--install-only') process.exit(0);
  if (NEEDS_SIGN_IN.has(args[0] ?? '') && !signedIn()) {
    console.error(SIGN_IN_FIRST);
    process.exit(1);
  }
  process.exitCode = await firebase(args);
  if (process.exitCode !== 0 && args[0] === 'login') {
    console.error(
      'Signing in did not finish. Check the internet connection, then type npm run firebase -- login again ' +
        'and answer in the browser page it opens.',
    );
  }
}
