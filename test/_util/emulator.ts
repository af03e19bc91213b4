import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import type { Test } from 'uvu';
import { existsSync } from 'node:fs';
import { freePort } from '../../tools/free-port.js';

export { freePort };

/**
 * Google's Cloud Firestore emulator as this machine image ships it (Debian
 * package google-cloud-cli-firestore-emulator), or FIRESTORE_EMULATOR_BIN.
 */
export function emulatorBinary(): string | undefined {
  const fromEnv = process.env.FIRESTORE_EMULATOR_BIN;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    return execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' })
      .split('\n')
      .find((line) => line.endsWith('/cloud_firestore_emulator'));
  } catch {
    return undefined;
  }
}

export const PROJECT = 'demo-showroom';

export interface Emulator {
  host: string;
  stop(): Promise<void>;
  /** Writes a document as the owner (bypasses the rules). */
  seed(collection: string, id: string, fields: Record<string, unknown>): Promise<void>;
  /** Deletes every document. */
  clear(): Promise<void>;
  documentsUrl: string;
}

/** Firestore REST "Value" for a plain JSON value. */
export function toValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return {
    mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, toValue(v)])) },
  };
}

export async function startEmulator(binary: string, options: { rules?: string } = {}): Promise<Emulator> {
  // A port taken between its choice and the emulator's start (java.net.BindException) costs another try.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(binary, await freePort(), options);
    } catch (error) {
      if (attempt >= 3 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}

async function startOn(binary: string, port: number, options: { rules?: string }): Promise<Emulator> {
  const host = `127.0.0.1:${port}`;
  const args = ['start', '--host=127.0.0.1', `--port=${port}`];
  if (options.rules) args.push(`--rules=${options.rules}`);
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`http://${host}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`Firestore emulator did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const documentsUrl = `http://${host}/v1/projects/${PROJECT}/databases/(default)/documents`;
  return {
    host,
    documentsUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
    async seed(collection, id, fields) {
      const body = { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toValue(v)])) };
      const response = await fetch(
        `${documentsUrl}/${encodeURIComponent(collection)}?documentId=${encodeURIComponent(id)}`,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
      if (!response.ok) throw new Error(`seed ${collection}/${id}: ${response.status} ${await response.text()}`);
    },
    async clear() {
      await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
    },
  };
}

/*
 * One emulator per rules file for every suite of the Firestore group: starting its JVM is most of the group's
 * time. Counted like the shared Chromium (test/_util/suite.ts): uvu imports every file before the first suite
 * runs, so the last suite to finish stops them and the process exits on its own.
 */
const shared = new Map<string, Promise<Emulator>>();
const wanted = new Set<string>();
let suites = 0;
let finished = 0;

/**
 * Gives a suite emulators started with the named rules files (`{ emulator: 'firestore.rules' }` sets
 * `context.emulator`), emptied before the suite seeds its own documents. Does nothing when `skip` says why not.
 */
export function withEmulators<T extends Record<string, unknown>>(
  test: Test<T>,
  skip: string,
  rules: Partial<Record<keyof T & string, string>>,
): void {
  if (skip) return;
  suites++;
  const entries = Object.entries(rules) as Array<[keyof T & string, string]>;
  for (const [, file] of entries) wanted.add(file);
  test.before(async (context) => {
    // Every emulator any suite wants starts with the first suite, so their starts overlap.
    for (const file of wanted)
      if (!shared.has(file)) shared.set(file, startEmulator(emulatorBinary()!, { rules: file }));
    for (const [key, file] of entries) {
      const emulator = await shared.get(file)!;
      await emulator.clear();
      (context as Record<string, unknown>)[key] = emulator;
    }
  });
  test.after(async () => {
    if (++finished < suites) return;
    const all = [...shared.values()];
    shared.clear();
    await Promise.all(all.map(async (emulator) => (await emulator.catch(() => undefined))?.stop()));
  });
}
