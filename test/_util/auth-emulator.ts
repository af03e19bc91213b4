/**
 * Firebase's Auth emulator, started through firebase-tools (tools/hosting/) as `firebase emulators:start --only
 * auth`, and the ID tokens it signs in with. The Firestore emulator accepts these unsigned tokens and applies
 * firestore.rules to their claims (`request.auth.token.email`, `email_verified`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Test } from 'uvu';
import { FIREBASE_CLI, PINNED, installedVersion } from '../../tools/firebase-tools.js';
import { freePorts } from '../../tools/free-port.js';
import { missing } from './env.js';
import { PROJECT } from './emulator.js';

export interface AuthEmulator {
  host: string;
  /**
   * Signs in through the emulator's Google flow (a fake Google ID token, which the emulator accepts unsigned):
   * the account's e-mail is verified, as Google's are. Returns the Firebase ID token.
   */
  google(email: string): Promise<string>;
  /** Signs up with an e-mail and a password: the e-mail is not verified. Returns the Firebase ID token. */
  password(email: string): Promise<string>;
  /** The sign-in codes the emulator "sent" (e-mail links), newest last. */
  oobCodes(): Promise<{ email: string; oobCode: string; oobLink: string; requestType: string }[]>;
  stop(): Promise<void>;
}

/** '' when firebase-tools is installed; otherwise the printed reason (and under CI=true, a thrown error). */
export const authEmulatorMissing = (): string =>
  installedVersion() === PINNED
    ? ''
    : missing(`firebase-tools ${PINNED} (its Auth emulator)`, 'npm run firebase -- --install-only installs it');

/** A JWT with no signature (alg "none"), as the emulators accept them. */
export const unsignedToken = (claims: Record<string, unknown>): string =>
  [{ alg: 'none', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.';

export async function startAuthEmulator(): Promise<AuthEmulator> {
  // A port taken between its choice and the start costs another try, like the Firestore emulator's.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePorts(3));
    } catch (error) {
      if (attempt >= 3 || !/port taken|is not open|EADDRINUSE/i.test(String(error))) throw error;
    }
  }
}

async function startOn([port, hub, logging]: number[]): Promise<AuthEmulator> {
  // Its own folder, used as TMPDIR too: the CLI writes a hub-<project>.json there that a second emulator of the
  // same project (another test run) would otherwise overwrite.
  const scratch = mkdtempSync(path.join(tmpdir(), 'showroom-auth-'));
  const host = '127.0.0.1';
  const config = path.join(scratch, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host, port },
        hub: { host, port: hub },
        logging: { host, port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(FIREBASE_CLI), 'emulators:start', '--only', 'auth', '--project', PROJECT, '--config', config],
    {
      cwd: scratch,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, TMPDIR: scratch, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Auth emulator did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const call = async (method: string, body: Record<string, unknown>): Promise<string> => {
    const response = await fetch(`${origin}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`, {
      method: 'POST',
      // A connection of its own: the emulator (a Node server) closes an idle one after 5 s, and a sign-in sent on a
      // kept one just as it closed failed with "fetch failed" on a loaded machine. A POST is not sent again.
      headers: { 'Content-Type': 'application/json', Connection: 'close' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    });
    const answer = (await response.json()) as { idToken?: string };
    if (!response.ok || !answer.idToken) throw new Error(`accounts:${method}: ${JSON.stringify(answer)}`);
    return answer.idToken;
  };
  return {
    host: `${host}:${port}`,
    google: (email) =>
      call('signInWithIdp', {
        postBody: `providerId=google.com&id_token=${unsignedToken({ sub: `google-${email}`, email, email_verified: true })}`,
        requestUri: 'http://localhost',
      }),
    password: async (email) => {
      const account = { email, password: 'a-long-password' };
      // A second sign-up of the same address is refused (EMAIL_EXISTS): that account signs in instead.
      return call('signUp', account).catch(() => call('signInWithPassword', account));
    },
    async oobCodes() {
      const response = await fetch(`${origin}/emulator/v1/projects/${PROJECT}/oobCodes`);
      return ((await response.json()) as { oobCodes: Awaited<ReturnType<AuthEmulator['oobCodes']>> }).oobCodes;
    },
    stop,
  };
}

/*
 * One Auth emulator for every suite of the process, counted like the Firestore emulators (test/_util/emulator.ts).
 * It starts when the first suite asks for it, while the files are still being loaded, so its CLI's seconds of
 * start-up overlap the Firestore emulator's and the suites before; the last suite to finish stops it.
 */
let shared: Promise<AuthEmulator> | undefined;
let suites = 0;
let finished = 0;

/** Gives a suite `context.auth`, the shared Auth emulator. Does nothing when `skip` says why not. */
export function withAuthEmulator<T extends { auth: AuthEmulator }>(test: Test<T>, skip: string): void {
  if (skip) return;
  suites++;
  if (!shared) {
    shared = startAuthEmulator();
    // Reported by the suite that awaits it, not as an unhandled rejection.
    shared.catch(() => undefined);
  }
  test.before(async (context) => {
    context.auth = await shared!;
  });
  test.after(async () => {
    if (++finished < suites) return;
    const emulator = shared;
    shared = undefined;
    await (await emulator?.catch(() => undefined))?.stop();
  });
}
