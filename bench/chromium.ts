/**
 * Chromium for Lighthouse, started with the project's flags and a debugging port on loopback, and a fresh
 * profile that close() removes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../test/_util/browser.js';

export interface Browser {
  port: number;
  close(): Promise<void>;
}

async function waitForFile(file: string, child: ChildProcess, timeoutMs = 30_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  for (;;) {
    if (failed) throw new Error(`chromium did not start: ${failed.message}`);
    if (child.exitCode !== null) throw new Error(`chromium exited with code ${child.exitCode}`);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.includes('\n')) return text;
    if (Date.now() > until) throw new Error('chromium did not open its debugging port in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchChromium(executable: string): Promise<Browser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    executable,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    const port = Number((await waitForFile(path.join(profile, 'DevToolsActivePort'), child)).split('\n')[0]);
    return {
      port,
      async close() {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        if (child.exitCode === null) child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        await rm(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
}
