/**
 * Firebase's own Hosting emulator (firebase-tools in tools/hosting/), serving a folder with the repository's
 * firebase.json: the tests' stand-in for Firebase Hosting, which a test cannot deploy to. `npm run publish` with
 * PUBLISH_TO_FOLDER puts the site in that folder, and the test reads it back as a shopper's phone would.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIREBASE_CLI } from '../../tools/firebase-tools.js';
import { freePorts } from '../../tools/free-port.js';

export interface HostingEmulator {
  url: string;
  stop(): Promise<void>;
}

export async function startHostingEmulator(publicDir: string): Promise<HostingEmulator> {
  await mkdir(publicDir, { recursive: true });
  const scratch = await mkdtemp(path.join(tmpdir(), 'showroom-hosting-emulator-'));
  const [port, hub, logging] = await freePorts(3);
  const host = '127.0.0.1';
  const config = JSON.parse(await readFile('firebase.json', 'utf8')) as { hosting: Record<string, unknown> };
  const file = path.join(scratch, 'firebase.json');
  await writeFile(
    file,
    JSON.stringify({
      // Firebase resolves `public` against the config's folder.
      hosting: { ...config.hosting, public: path.relative(scratch, path.resolve(publicDir)) },
      emulators: {
        hosting: { host, port },
        hub: { host, port: hub },
        logging: { host, port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const args = ['emulators:start', '--only', 'hosting', '--project', 'demo-showroom', '--config', file];
  const child = spawn(process.execPath, [path.resolve(FIREBASE_CLI), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await rm(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (!/All emulators ready/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Firebase's Hosting emulator did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
