/**
 * `npm run publish [-- --project PROJECT-ID] [--allow-sample]`: the shop's data in Firestore (products, their
 * photos, the shop's settings) → the static site → Firebase Hosting, with nobody at a terminal: a scheduled
 * workflow (.github/workflows/publish.yml) or an always-on PC runs it every 15 minutes (docs/publishing.md).
 *
 * One run: takes the lease (one publish at a time), empties the trash of the products deleted more than 30 days ago,
 * reads Firestore, and compares a hash of what it would publish with the last publish's (`publishing/state`): when
 * they are equal it says so and does nothing. Otherwise it builds (a failed build leaves the last good site), checks the site on Firebase's Hosting emulator, deploys it and
 * records the run in `publishes/{autoId}` for the shop manager to show. Any failed step leaves the site online as
 * it was and is recorded with its message; the command then exits with 1.
 *
 * Credentials: GOOGLE_APPLICATION_CREDENTIALS (a key file), or FIREBASE_SERVICE_ACCOUNT (the key's JSON, as the
 * workflow's secret gives it), or FIRESTORE_EMULATOR_HOST. The project: --project, else FIREBASE_PROJECT, else
 * the key's own project, else `firebase` in shop.json, else `npm run firebase -- use --add` (.firebaserc).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import { SETTINGS_SOURCE, loadShopConfig, shopConfigFile, shopSettings } from '../site/build/shop-config.js';
import { openFirestore, readPhotos, readShop, type FirestoreShop } from '../site/build/firestore-shop.js';
import { explain } from '../site/build/problems.js';
import { describeSampleValues, sampleValues } from '../src/config/sample.js';
import { decodeJsonFile, parseJsonText } from '../src/config/json-text.js';
import { COLLECTIONS } from '../src/product.js';
import { ToolError } from './errors.js';
import { SIGN_IN_FIRST, ensureFirebaseTools, firebase, signedIn } from './firebase-tools.js';
import { checkOnHostingEmulator } from './hosting-check.js';
import { changesSince, describeChanges, fingerprint, siteFilesHash, type Fingerprint } from './publish-hash.js';
import {
  TRASH_DAYS,
  emptyOldTrash,
  holderName,
  readState,
  recordRun,
  releaseLease,
  shopTime,
  takeLease,
  type PublishRecord,
  type Request,
} from './publish-records.js';
import { isEntry } from './entry.js';

/** Where a publish goes: Firebase Hosting, or (the tests) the folder Firebase's Hosting emulator serves. */
export interface HostingTarget {
  name: string;
  deploy(site: string): Promise<void>;
}

export function firebaseHosting(project: string): HostingTarget {
  return {
    name: `Firebase Hosting, project ${project}`,
    async deploy() {
      if ((await firebase(['deploy', '--only', 'hosting', '--project', project])) !== 0)
        throw new ToolError(signedIn() ? 'Firebase did not take the site: see the lines above.' : SIGN_IN_FIRST);
    },
  };
}

/**
 * Puts the site in the place of `folder`, which a Firebase Hosting emulator serves: the tests' stand-in for
 * Firebase Hosting, which a test cannot reach. Copied beside it, then two renames, so it is never half-written.
 */
export function hostingFolder(folder: string): HostingTarget {
  return {
    name: `the folder Firebase's Hosting emulator serves (${folder})`,
    async deploy(site) {
      await rm(`${folder}.next`, { recursive: true, force: true });
      await cp(site, `${folder}.next`, { recursive: true });
      await rm(`${folder}.old`, { recursive: true, force: true });
      if (existsSync(folder)) await rename(folder, `${folder}.old`);
      await rename(`${folder}.next`, folder);
      await rm(`${folder}.old`, { recursive: true, force: true });
    },
  };
}

/** The project's own files that make the site: a change to them is published even when Firestore's data is not. */
const SITE_FILES = ['site', 'src', 'widgets', 'demo', 'package-lock.json', 'rollup.config.mjs'];
/** What changed when only those did. */
const OWN_FILES = "the site's own pages or code";

/** The key's JSON from FIREBASE_SERVICE_ACCOUNT (the workflow's secret) as the key file Google's tools read. */
function useServiceAccountFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const json = env.FIREBASE_SERVICE_ACCOUNT;
  if (!json || env.GOOGLE_APPLICATION_CREDENTIALS) return undefined;
  let key: { project_id?: unknown; client_email?: unknown; private_key?: unknown };
  try {
    key = JSON.parse(json) as typeof key;
  } catch {
    key = {};
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string')
    throw new ToolError(
      'FIREBASE_SERVICE_ACCOUNT is not a service-account key: paste the whole key file (it starts with { and ' +
        'holds "client_email" and "private_key") into that secret (docs/publishing.md, step 4). Nothing was published.',
    );
  const file = path.join(tmpdir(), `showroom-key-${process.pid}.json`);
  writeFileSync(file, json, { mode: 0o600 });
  process.on('exit', () => rmSync(file, { force: true }));
  env.GOOGLE_APPLICATION_CREDENTIALS = file;
  return typeof key.project_id === 'string' ? key.project_id : undefined;
}

function projectOf(given: string | undefined, keyProject: string | undefined, shopJson: string | undefined): string {
  const env = process.env;
  const found =
    given ?? (env.FIREBASE_PROJECT || undefined) ?? keyProject ?? (env.GOOGLE_CLOUD_PROJECT || undefined) ?? shopJson;
  if (found) return found;
  if (existsSync('.firebaserc')) {
    const rc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as { projects?: { default?: string } };
    if (rc.projects?.default) return rc.projects.default;
  }
  throw new ToolError(
    'Which Firebase project? Add --project YOUR-PROJECT-ID, set FIREBASE_PROJECT, or choose it once with ' +
      '`npm run firebase -- use --add`. Nothing was published.',
  );
}

/** The documents left out of the site, one sentence each. */
function leftOut(shop: FirestoreShop): string[] {
  const products = COLLECTIONS.flatMap((c) =>
    shop.collections[c].skippedIds.map(
      (id) =>
        `${c}/${id}: its title or description is not text, so the product cannot be shown; fix it in the shop manager.`,
    ),
  );
  const photos = shop.photoProblems.map(
    (p) => `photos/${p.photo} (the photo of ${p.products.join(', ')}): ${p.problem} The product shows without it.`,
  );
  return [...products, ...photos];
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  console.log(`\n${name} …`);
  try {
    return await run();
  } catch (error) {
    throw new ToolError(`${name} failed: ${error instanceof ToolError ? error.message : explain(error)}`);
  }
}

export interface PublishOptions {
  /** Where the site goes; by default Firebase Hosting (PUBLISH_TO_FOLDER names the tests' emulator folder). */
  target?: (project: string) => HostingTarget;
}

/** Runs one publish; resolves to its last message, or rejects with a ToolError saying what failed. */
export async function publish(argv: string[], options: PublishOptions = {}): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: { project: { type: 'string' }, 'allow-sample': { type: 'boolean' } },
  });
  const local = await loadShopConfig().catch((error: unknown) => {
    throw new ToolError(`${explain(error)}\nNothing was published.`);
  });
  const keyProject = useServiceAccountFromEnv();
  const project = projectOf(values.project, keyProject, local.firebase?.projectId);
  const folder = process.env.PUBLISH_TO_FOLDER;
  const target = options.target ?? (folder ? () => hostingFolder(folder) : firebaseHosting);
  let opened;
  try {
    opened = await openFirestore(project);
  } catch (error) {
    throw new ToolError(
      `Cannot reach Firestore project "${project}": ${(error as Error).message} Nothing was published.`,
    );
  }
  const { db } = opened;
  const holder = holderName();
  try {
    const held = await takeLease(db, holder);
    if (held)
      return (
        `A publish is already running (${held.holder}; its turn ends by ${shopTime(held.expiresAt)} at the latest). ` +
        'This run does not start another: the changes go online with that one, or at the next run.'
      );
    // Stopped (a cancelled workflow run, Ctrl+C), it gives the lease back rather than hold it for its full term.
    const stop = (signal: NodeJS.Signals) =>
      void releaseLease(db, holder).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    process.once('SIGINT', stop).once('SIGTERM', stop);
    try {
      console.log(await emptyTrash(db));
      return await publishHolding(db, project, target(project), Boolean(values['allow-sample']));
    } finally {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      await releaseLease(db, holder);
    }
  } finally {
    await opened.close();
  }
}

async function publishHolding(db: Firestore, project: string, target: HostingTarget, allowSample: boolean) {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  console.log(`Reading the shop from Firestore project "${project}" …`);
  // The photos' versions only: their bytes are read when there is something to publish.
  const [shop, { state, request }] = await Promise.all([readShop(db, project, { photos: false }), readState(db)]).catch(
    (error) => {
      throw new ToolError(`${(error as Error).message} Nothing was published.`);
    },
  );
  const counts = COLLECTIONS.map(
    (c) => `${c} ${shop.collections[c].records.length - shop.collections[c].skippedIds.length}`,
  );
  console.log(
    `Products: ${counts.join(', ')}; ${shop.photoVersions.size === 1 ? '1 photo' : `${shop.photoVersions.size} photos`}; ` +
      `settings: ${shop.settings ? SETTINGS_SOURCE : shopConfigFile()}.`,
  );
  const file = shopConfigFile();
  const rawSettings = shop.settings ?? parseJsonText(decodeJsonFile(readFileSync(file), file), file);
  const now = await fingerprint(shop, rawSettings, await siteFilesHash(SITE_FILES.concat(extraSiteFiles())));
  const changes = changesSince(state, now, shop);
  const asked = request ? ` (asked for by ${request.requestedBy ?? 'someone'} in the shop manager)` : '';
  const by = request?.requestedBy ? { requestedBy: request.requestedBy } : {};
  if (state?.hash === now.hash) {
    const message = `Nothing changed since the last publish at ${shopTime(state.at)}; the site stays as it is.`;
    if (request) {
      const run = { ...by, changes, hash: now.hash, skipped: [], ok: true, message: 'Nothing changed' };
      await recordRun(db, { ...run, seconds: seconds() }, { request });
    }
    return `${message}${request ? ` The request to publish now${asked} is answered.` : ''}`;
  }
  if (!request && state?.failed?.hash === now.hash)
    return (
      `The last publish of these same changes failed at ${shopTime(state.failed.at)}:\n${state.failed.message}\n` +
      'It is not tried again until something changes, or someone asks to publish now in the shop manager.'
    );
  console.log(`Changes since the last publish${asked}: ${describeChanges(changes) || OWN_FILES}.`);
  await readPhotos(db, shop).catch((error: unknown) => {
    throw new ToolError(`${(error as Error).message} Nothing was published.`);
  });
  const skipped = leftOut(shop);
  if (skipped.length)
    console.log(
      `${skipped.length === 1 ? '1 document is' : `${skipped.length} documents are`} left out of the site:\n` +
        skipped.map((line) => `  ${line}`).join('\n'),
    );
  const base = { ...by, changes, hash: now.hash, skipped };
  try {
    await step("Checking the shop's settings", async () => {
      shopSettings(shop, await loadShopConfig());
      refuseSampleValues(rawSettings, shop.settings ? SETTINGS_SOURCE : shopConfigFile(), allowSample);
    });
    // Loaded only now: the build takes seconds to load, and most runs find nothing to publish.
    const { OUT, build } = await import('../site/build/build.js');
    await step('Building the site', () => build({ firestore: shop }));
    if (!ensureFirebaseTools()) throw new ToolError("Installing Firebase's tools failed: see the lines above.");
    const hosting = await step('Checking the site on the Firebase Hosting emulator', () => checkOnHostingEmulator(OUT));
    if (!hosting.ok) throw new ToolError(`${hosting.output}\nThe check on the Firebase Hosting emulator failed.`);
    console.log(hosting.output.split('\n').find((line) => line.startsWith('Firebase Hosting emulator serves')));
    await step(`Publishing to ${target.name}`, () => target.deploy(OUT));
  } catch (error) {
    const message = `${(error as Error).message}\nThe site online is as it was.`;
    await record(db, { ...base, ok: false, message, seconds: seconds() }, now, request);
    throw new ToolError(message);
  }
  await record(db, { ...base, ok: true, message: 'Published', seconds: seconds() }, now, request);
  return `Published in ${seconds()} s: ${describeChanges(changes) || OWN_FILES}.${
    skipped.length ? ` ${skipped.length} left out (named above).` : ''
  }`;
}

/**
 * Every run, whatever else it finds: the products deleted in the shop manager more than TRASH_DAYS ago leave the
 * trash for good. Says how many; a failure is said, and the publish goes on.
 */
async function emptyTrash(db: Firestore): Promise<string> {
  try {
    const gone = await emptyOldTrash(db);
    if (gone.length === 0) return `Trash: nothing deleted more than ${TRASH_DAYS} days ago.`;
    const count = gone.length === 1 ? '1 product' : `${gone.length} products`;
    return `Trash: ${count} deleted more than ${TRASH_DAYS} days ago ${gone.length === 1 ? 'is' : 'are'} now gone for good: ${gone.join(', ')}.`;
  } catch (error) {
    return `Trash: could not empty it (${explain(error)}); the publish goes on, and the next run tries again.`;
  }
}

/** Records the run; a record that cannot be written is said, not thrown over the run's own outcome. */
async function record(
  db: Firestore,
  run: PublishRecord,
  now: Fingerprint,
  request: Request | undefined,
): Promise<void> {
  await recordRun(db, run, { fingerprint: now, request }).catch((error: unknown) =>
    console.error(`The run could not be recorded in Firestore (${String(error)}); the shop manager will not show it.`),
  );
}

/** The shop's own files a test or a PC keeps elsewhere (SHOP_CONTENT, SHOP_PHOTOS) are the site's too. */
function extraSiteFiles(): string[] {
  return [process.env.SHOP_CONTENT, process.env.SHOP_PHOTOS].filter((f): f is string => Boolean(f));
}

/** The made-up sample details never go online: only a test project, with --allow-sample. */
function refuseSampleValues(settings: unknown, source: string, allowed: boolean): void {
  const samples = sampleValues(settings);
  if (samples.length === 0 || allowed) return;
  throw new ToolError(
    `${describeSampleValues(source, samples)}\n\nThe site would go online with these made-up details. Put the ` +
      "shop's real details in their place; for a test project only, run npm run publish -- --allow-sample.",
  );
}

if (isEntry(import.meta.url)) {
  // An explicit exit, as the deploy's own: a failed rollup run can leave its TypeScript plugin holding the process.
  publish(process.argv.slice(2)).then(
    (message) => {
      console.log(`\n${message}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`\n${error instanceof ToolError ? error.message : explain(error)}`);
      process.exit(1);
    },
  );
}
