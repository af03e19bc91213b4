/**
 * `npm run publish` as the scheduled workflow runs it, against the Firestore emulator, deploying into the folder
 * Firebase's own Hosting emulator serves (PUBLISH_TO_FOLDER: a test cannot reach Firebase Hosting), and what that
 * emulator then serves, as a shopper's phone reads Hosting. For the suites that publish
 * (test/firestore/publish.test.ts, test/firestore/manage-publish.test.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Test } from 'uvu';
import type { Firestore } from 'firebase-admin/firestore';
import { openFirestore } from '../../site/build/firestore-shop.js';
import { PINNED, installedVersion } from '../../tools/firebase-tools.js';
import { TEST_CHROMIUM } from './browser.js';
import { missing } from './env.js';
import { emulatorBinary, PROJECT, type Emulator } from './emulator.js';
import { startHostingEmulator, type HostingEmulator } from './hosting-emulator.js';
import { REAL_DETAILS } from './real-details.js';

/** '' when the Firestore emulator, firebase-tools and Chromium are here; otherwise the printed reason. */
export const publishMissing = (): string =>
  !emulatorBinary()
    ? missing(
        'Cloud Firestore emulator',
        'install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_BIN',
      )
    : installedVersion() !== PINNED
      ? missing(`firebase-tools ${PINNED}`, 'npm run firebase -- --install-only installs it into tools/hosting')
      : !TEST_CHROMIUM
        ? missing('Chromium', 'apt-get install -y chromium')
        : '';

export type PublishContext = {
  emulator: Emulator;
  hosting: HostingEmulator;
  /** A scratch folder: the build (`site`) and what Hosting serves (`online`). */
  dir: string;
  /** The Admin SDK on the emulator, as the publish job has it. */
  db: Firestore;
  close(): Promise<void>;
};

/**
 * Gives a suite (registered after withEmulators) its scratch folder, the Admin SDK on its Firestore emulator and a
 * Hosting emulator serving `dir/online`; all closed after its last test.
 */
export function withPublishing<T extends PublishContext>(test: Test<T>, skip: string): void {
  if (skip) return;
  test.before(async (context) => {
    context.dir = await mkdtemp(path.join(tmpdir(), 'publish-'));
    const { db, close } = await openFirestore(PROJECT, context.emulator.host);
    Object.assign(context, { db, close });
    context.hosting = await startHostingEmulator(path.join(context.dir, 'online'));
  });
  test.after(async ({ dir, hosting, close }) => {
    await hosting?.stop();
    await close?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
}

/** site/data/shop.json with the shop's real details, as the owner saves them in the shop manager. */
export async function realSettings(): Promise<Record<string, unknown>> {
  let text = await readFile('site/data/shop.json', 'utf8');
  for (const [sample, real] of REAL_DETAILS) text = text.replaceAll(sample, real);
  return { ...(JSON.parse(text) as Record<string, unknown>), sampleContactDetails: false };
}

/** A phone photo: a JPEG with the camera's EXIF (the owner's name in it), as staff might upload one. */
export const phonePhoto = (from: string, to: string): Promise<Buffer> =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><defs><linearGradient id="g"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .withExif({ IFD0: { Artist: 'Owner phone', Copyright: 'Showroom' } })
    .jpeg({ quality: 85 })
    .toBuffer();

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run publish` as the workflow runs it (the same file, without npm's banner). */
export function runPublish({ emulator, dir }: Pick<PublishContext, 'emulator' | 'dir'>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/publish.ts', ...args], {
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT: PROJECT,
      SHOP_DIST: path.join(dir, 'site'),
      PUBLISH_TO_FOLDER: path.join(dir, 'online'),
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<Run>((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/** What Hosting serves at `pathname`: the status and the text. */
export async function served(
  { hosting }: Pick<PublishContext, 'hosting'>,
  pathname: string,
): Promise<{ status: number; body: string }> {
  // A connection of its own, as for the Auth emulator's sign-ins (test/_util/auth-emulator.ts): the Hosting
  // emulator closes an idle kept one after 5 s, and the tests ask between publishes that take longer.
  const response = await fetch(new URL(pathname, hosting.url), { headers: { Connection: 'close' } });
  return { status: response.status, body: await response.text() };
}

/** The `publishes` records, oldest first. */
export const publishes = async ({ db }: Pick<PublishContext, 'db'>) =>
  (await db.collection('publishes').orderBy('at').get()).docs.map((d) => d.data());

export const publishState = async ({ db }: Pick<PublishContext, 'db'>) =>
  (await db.collection('publishing').doc('state').get()).data();
