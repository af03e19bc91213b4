import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missing } from '../_util/env.js';
import { checkOnHostingEmulator } from '../../tools/hosting-check.js';
import { freePorts } from '../../tools/free-port.js';
import { PINNED, installedVersion } from '../../tools/firebase-tools.js';

const BUILT = process.env.SHOP_DIST ?? 'dist/site';
const skip =
  installedVersion() !== PINNED
    ? missing(`firebase-tools ${PINNED}`, 'npm run firebase -- --version installs it into tools/hosting (about 300 MB)')
    : existsSync(path.join(BUILT, '404.html'))
      ? ''
      : `${BUILT} is not built: npm run build`;
const test = suite("the built site on Firebase's own Hosting emulator, checked against the local server");
const it = skip ? test.skip : test;

it('serves every route, redirect, the 404 page and the headers of firebase.json as the local server does', async () => {
  const { ok, output } = await checkOnHostingEmulator(BUILT);
  assert.ok(ok, output);
  assert.match(output, /Firebase Hosting emulator serves the site as the local server does: \d+ routes/);
});

it('a firebase.json that drifts from site/server/headers.ts and the route table fails, naming what differs', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  try {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: {
        redirects: Array<{ source: string; destination: string }>;
        headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
      };
    };
    const all = config.hosting.headers.find((rule) => rule.source === '**')!;
    all.headers = all.headers.filter((h) => h.key !== 'X-Content-Type-Options');
    // The rule that sends /SAREE (and every other spelling) to /saree now sends it home.
    const redirect = config.hosting.redirects.find((rule) => rule.destination === '/saree')!;
    redirect.destination = '/';
    const file = path.join(dir, 'firebase.json');
    writeFileSync(file, JSON.stringify(config));
    const { ok, output } = await checkOnHostingEmulator(BUILT, file);
    assert.not.ok(ok, 'the drift is caught');
    assert.match(output, 'header X-Content-Type-Options: Firebase Hosting gives null, the local server "nosniff"');
    assert.match(output, 'redirect /SAREE: Firebase Hosting gives "301 /", the local server "301 /saree"');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("a port taken between its choice and the emulator's start costs another try on other ports, not a failed check", async () => {
  // What a busy machine does: another program listens on the Hosting port the check chose.
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const busy = (taken.address() as { port: number }).port;
  const handedOut: number[][] = [];
  try {
    const { ok, output } = await checkOnHostingEmulator(BUILT, 'firebase.json', async (count) => {
      const ports = handedOut.length === 0 ? [busy, ...(await freePorts(count - 1))] : await freePorts(count);
      handedOut.push(ports);
      return ports;
    });
    assert.ok(ok, output);
    assert.is(handedOut.length, 2, 'one more try');
    assert.is(handedOut[0]![0], busy);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});

test.run();
