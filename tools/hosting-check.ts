/**
 * Serves the built site on Firebase's own Hosting emulator (`firebase emulators:exec --only hosting`, offline,
 * a demo- project needs no login) with the repository's firebase.json, and runs tools/hosting-probe.ts
 * against it: what the local server promises is what Firebase will serve. `npm run deploy` runs it before
 * publishing; test/tools/hosting.test.ts runs it on every test run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIREBASE_CLI } from './firebase-tools.js';
import { freePorts } from './free-port.js';

export interface HostingCheck {
  ok: boolean;
  /** Everything the emulator and the probe printed. */
  output: string;
}

/** Firebase's words when a port it was given is taken by the time it starts. */
const PORT_TAKEN = /port taken|is not open on/i;

/**
 * Checks `root` (the built site) as Firebase Hosting serves it with `configFile`. The config is copied
 * beside a scratch folder with its public folder pointed at `root` and free ports for the emulators, so
 * parallel runs and a running emulator do not collide; if a port was taken all the same between its choice and
 * the emulator's start, the check runs again on other ports (three tries).
 */
export async function checkOnHostingEmulator(
  root: string,
  configFile = 'firebase.json',
  /** Where the emulators' ports come from (a test hands out a taken one). */
  ports: (count: number) => Promise<number[]> = freePorts,
): Promise<HostingCheck> {
  for (let attempt = 1; ; attempt++) {
    const check = await checkOnce(root, configFile, await ports(3));
    if (check.ok || attempt === 3 || !PORT_TAKEN.test(check.output)) return check;
  }
}

async function checkOnce(root: string, configFile: string, [hosting, hub, logging]: number[]): Promise<HostingCheck> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'showroom-hosting-'));
  try {
    const config = JSON.parse(await readFile(configFile, 'utf8')) as Record<string, unknown> & {
      hosting: Record<string, unknown>;
    };
    const host = '127.0.0.1';
    // Firebase resolves `public` against the config's folder (an absolute path serves nothing).
    const copy = {
      hosting: { ...config.hosting, public: path.relative(scratch, path.resolve(root)) },
      emulators: {
        hosting: { host, port: hosting },
        hub: { host, port: hub },
        logging: { host, port: logging },
        ui: { enabled: false },
      },
    };
    const copyFile = path.join(scratch, 'firebase.json');
    await writeFile(copyFile, JSON.stringify(copy, null, 2));
    const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
    const probe = [process.execPath, '--import', 'tsx', 'tools/hosting-probe.ts', `http://${host}:${hosting}`]
      .concat([path.resolve(root), path.resolve(configFile)])
      .map(quote)
      .join(' ');
    const args = ['emulators:exec', '--only', 'hosting', '--project', 'demo-showroom', '--config', copyFile, probe];
    return await new Promise<HostingCheck>((resolve, reject) => {
      const child = spawn(process.execPath, [path.resolve(FIREBASE_CLI), ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ ok: code === 0, output }));
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
