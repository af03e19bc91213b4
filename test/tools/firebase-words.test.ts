import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missing } from '../_util/env.js';
import { PINNED, asTypedHere, installedVersion } from '../../tools/firebase-tools.js';

const test = suite('npm run firebase: the Firebase CLI’s words, as the commands are typed here');

test('"have you run firebase login?" names the command of this project', () => {
  assert.is(
    asTypedHere('Error: Failed to authenticate, have you run firebase login?'),
    'Error: Failed to authenticate, have you run npm run firebase -- login?',
  );
  assert.is(asTypedHere('Run firebase use --add to pick one'), 'Run npm run firebase -- use --add to pick one');
  // Prose and paths are left alone.
  assert.is(
    asTypedHere('Firebase Hosting emulator: firebase.json, .firebaserc'),
    'Firebase Hosting emulator: firebase.json, .firebaserc',
  );
  assert.is(asTypedHere('No active firebase project'), 'No active firebase project');
});

const skip =
  installedVersion() === PINNED ? '' : missing(`firebase-tools ${PINNED}`, 'npm run firebase -- --install-only');
const it = skip ? test.skip : test;

it('use --add on a computer that never signed in says at once what to type', () => {
  const home = mkdtempSync(path.join(tmpdir(), 'no-sign-in-'));
  try {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(GOOGLE_|FIREBASE_TOKEN|XDG_CONFIG_HOME)/.test(key)),
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/firebase-tools.ts', 'use', '--add'], {
      encoding: 'utf8',
      env: { ...env, HOME: home, USERPROFILE: home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = run.stdout + run.stderr;
    assert.is(run.status, 1, output);
    assert.match(output, 'This computer is not signed in to Firebase yet. Type npm run firebase -- login');
    assert.not.match(output, /(?<!npm run )firebase login/);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});

test.run();
