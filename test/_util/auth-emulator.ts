import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIREBASE_CLI } from '../../tools/firebase-tools.js';
import { freePort, PROJECT } from './emulator.js';

/**
 * The Firebase Authentication emulator of firebase-tools (tools/hosting/, `npm run firebase -- --install-only`),
 * on a free port, for the project `demo-showroom` (a `demo-` project never reaches a real one).
 */
export interface AuthEmulator {
  host: string;
  /** The sign-in codes the emulator "sent" (e-mail links), newest last. */
  oobCodes(): Promise<{ email: string; oobCode: string; oobLink: string; requestType: string }[]>;
  stop(): Promise<void>;
}

export const authEmulatorInstalled = (): boolean => existsSync(FIREBASE_CLI);

export async function startAuthEmulator(): Promise<AuthEmulator> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'auth-emulator-'));
  const config = path.join(dir, 'firebase.json');
  await writeFile(config, JSON.stringify({ emulators: { auth: { port, host: '127.0.0.1' }, ui: { enabled: false } } }));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(FIREBASE_CLI), 'emulators:start', '--only', 'auth', '--project', PROJECT, '--config', config],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, CI: 'true' } },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`http://${host}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the Auth emulator did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    host,
    async oobCodes() {
      const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/oobCodes`);
      return ((await response.json()) as { oobCodes: Awaited<ReturnType<AuthEmulator['oobCodes']>> }).oobCodes;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGINT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
