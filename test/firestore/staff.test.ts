import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { missing } from '../_util/env.js';
import { authEmulatorMissing, withAuthEmulator, type AuthEmulator } from '../_util/auth-emulator.js';
import { emulatorBinary, PROJECT, withEmulators, type Emulator } from '../_util/emulator.js';
import { admin, client, NOW, type Fields } from '../_util/firestore-rest.js';
import { cleanEnv, staff, toolsCopy } from '../_util/staff.js';

/*
 * `npm run staff -- add|remove|list` as the owner types it, from a folder whose name has a space and Bengali
 * letters, against the real Firestore emulator; what it writes is then checked through firestore.rules with a
 * Google sign-in from the Auth emulator.
 */
const skip = !emulatorBinary()
  ? missing(
      'Cloud Firestore emulator',
      'install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_BIN',
    )
  : authEmulatorMissing();

type Context = { emulator: Emulator; auth: AuthEmulator; dir: string; root: string };
const test = suite<Context>('npm run staff (real Firestore emulator, firebase-admin, Auth emulator)');
withEmulators(test, skip, { emulator: 'firestore.rules' });
withAuthEmulator(test, skip);
test.before((context) => {
  if (skip) return;
  Object.assign(context, toolsCopy('staff-command-'));
});
test.after(({ root }) => {
  if (root) rmSync(root, { recursive: true, force: true });
});
const it = skip ? test.skip : test;

const run = ({ dir, emulator }: Context, ...args: string[]) =>
  staff(dir, [...args, '--project', PROJECT], {
    FIRESTORE_EMULATOR_HOST: emulator.host,
    // Set to prove it is never printed; the emulator needs no key.
    GOOGLE_APPLICATION_CREDENTIALS: '/secret/service-account-key.json',
  });

/** The staff list as the emulator holds it: address → role. */
async function list(emulator: Emulator): Promise<Record<string, string>> {
  const answer = await admin(emulator).list('staff');
  const body = JSON.parse(answer.body) as {
    documents?: Array<{ name: string; fields: { role: { stringValue: string } } }>;
  };
  return Object.fromEntries(
    (body.documents ?? []).map((d) => [decodeURIComponent(d.name.split('/').pop()!), d.fields.role.stringValue]),
  );
}

const settings = (email: string): Fields => ({
  ...(JSON.parse(readFileSync('site/data/shop.json', 'utf8')) as Fields),
  updatedAt: NOW,
  updatedBy: email,
});

it('on an empty list, add EMAIL --owner: on the list as owner, and their Google sign-in may then change the shop settings', async (context) => {
  const as = client(context.emulator, await context.auth.google('owner@example.com'));
  assert.is((await as.update('settings/shop', settings('owner@example.com'))).status, 403, 'not yet on the list');

  const empty = run(context, 'list');
  assert.is(empty.status, 0, empty.stderr);
  assert.is(
    empty.stdout.trim(),
    'The staff list is empty (Firestore emulator, project demo-showroom). Add the owner first: npm run staff -- add YOUR-EMAIL --owner',
  );

  const added = run(context, 'add', 'owner@example.com', '--owner');
  assert.is(added.status, 0, added.stderr);
  assert.is(
    added.stdout.trim(),
    'Added owner@example.com as owner (Firestore emulator, project demo-showroom). They can change products, ' +
      'photos, the shop settings and the staff list in the shop manager (/manage on the site), once they sign in ' +
      'there with this address.',
  );
  assert.not.match(added.stdout + added.stderr, 'service-account-key', 'credentials are never printed');
  const doc = JSON.parse((await admin(context.emulator).get('staff/owner@example.com')).body) as {
    fields: Record<string, Record<string, string>>;
  };
  assert.is(doc.fields.role!.stringValue, 'owner');
  assert.is(doc.fields.addedBy!.stringValue, 'npm run staff');
  assert.ok(doc.fields.addedAt!.timestampValue, 'addedAt is a time');

  const write = await as.create('settings/shop', settings('owner@example.com'));
  assert.is(write.status, 200, write.body);
});

it('add Someone@Example.COM: kept lower-case as staff; again: nothing changes; with --owner: made owner', async (context) => {
  const first = run(context, 'add', 'Someone@Example.COM');
  assert.is(first.status, 0, first.stderr);
  assert.match(first.stdout, 'Added someone@example.com as staff (Firestore emulator, project demo-showroom).');
  assert.match(first.stdout, 'They can change products and photos and ask for a publish');
  assert.equal(await list(context.emulator), { 'owner@example.com': 'owner', 'someone@example.com': 'staff' });
  const as = client(context.emulator, await context.auth.google('someone@example.com'));
  assert.is((await as.get('staff/someone@example.com')).status, 200, 'they can read their own entry');
  assert.is((await as.update('settings/shop', settings('someone@example.com'))).status, 403, 'staff: no settings');

  const again = run(context, 'add', 'someone@example.com');
  assert.is(again.status, 0, again.stderr);
  assert.is(
    again.stdout.trim(),
    'someone@example.com is already on the staff list as staff (Firestore emulator, project demo-showroom). Nothing changed.',
  );

  const promoted = run(context, 'add', 'someone@example.com', '--owner');
  assert.is(promoted.status, 0, promoted.stderr);
  assert.is(
    promoted.stdout.trim(),
    'someone@example.com was staff and is now owner (Firestore emulator, project demo-showroom). They can change ' +
      'products, photos, the shop settings and the staff list.',
  );
  assert.is((await as.update('settings/shop', settings('someone@example.com'))).status, 200, 'owner: settings');
});

it('list: everyone, owners first, with who added them and when', async (context) => {
  run(context, 'add', 'rina@gmail.com');
  const listed = run(context, 'list');
  assert.is(listed.status, 0, listed.stderr);
  const today = new Date().toISOString().slice(0, 10);
  assert.is(
    listed.stdout.trim(),
    [
      'Staff list (Firestore emulator, project demo-showroom): 3 people, 2 owners.',
      `  owner  owner@example.com    added ${today} by npm run staff`,
      `  owner  someone@example.com  added ${today} by npm run staff`,
      `  staff  rina@gmail.com       added ${today} by npm run staff`,
    ].join('\n'),
  );
});

it('remove EMAIL: off the list, and their writes are refused from then on', async (context) => {
  const as = client(context.emulator, await context.auth.google('rina@gmail.com'));
  const product: Fields = { title: 'Red Silk Saree', des: 'Six yards', updatedAt: NOW, updatedBy: 'rina@gmail.com' };
  assert.is((await as.create('Saree/by-rina', product)).status, 200, 'on the list: allowed');
  const removed = run(context, 'remove', 'Rina@Gmail.com');
  assert.is(removed.status, 0, removed.stderr);
  assert.is(
    removed.stdout.trim(),
    'Removed rina@gmail.com from the staff list (Firestore emulator, project demo-showroom). They can no longer ' +
      'change anything in the shop manager.',
  );
  assert.is((await as.create('Saree/by-rina-2', product)).status, 403, 'off the list: refused');
  assert.is((await as.get('staff/rina@gmail.com')).status, 404, 'they read that they are not on the list');
});

it('remove someone not on the list: says so and how to see who is; exits with 1', async (context) => {
  const result = run(context, 'remove', 'nobody@example.com');
  assert.is(result.status, 1);
  assert.is(
    result.stderr.trim(),
    'nobody@example.com is not on the staff list (Firestore emulator, project demo-showroom), so nothing was ' +
      'removed. To see who is, type: npm run staff -- list',
  );
});

it('taking away the last owner says that only this command can make an owner now', async (context) => {
  const demoted = run(context, 'add', 'someone@example.com');
  assert.is(demoted.status, 0, demoted.stderr);
  assert.match(
    demoted.stdout,
    'someone@example.com was owner and is now staff (Firestore emulator, project demo-showroom).',
  );
  assert.not.match(demoted.stdout, 'Nobody', 'owner@example.com is still an owner');
  const last = run(context, 'remove', 'owner@example.com');
  assert.is(last.status, 0, last.stderr);
  assert.match(
    last.stdout,
    "\nNobody on the staff list is an owner now, so nobody can change the list or the shop's settings in the " +
      'shop manager. To make someone owner, type: npm run staff -- add YOUR-EMAIL --owner',
  );
  assert.equal(await list(context.emulator), { 'someone@example.com': 'staff' });
  const back = run(context, 'add', 'owner@example.com', '--owner');
  assert.is(back.status, 0, back.stderr);
  assert.not.match(back.stdout, 'Nobody');
});

it('a bad address, typed in the terminal: says what is wrong and what to type; nothing is written', async (context) => {
  const before = await list(context.emulator);
  const result = staff(context.dir, ['add', 'rina @gmail.com', '--owner'], {
    FIRESTORE_EMULATOR_HOST: context.emulator.host,
    GCLOUD_PROJECT: PROJECT,
  });
  assert.is(result.status, 1);
  assert.is(
    result.stderr.trim(),
    '"rina @gmail.com" is not an e-mail address: it has a space in it. Type: npm run staff -- add rina@gmail.com --owner',
  );
  assert.is(result.stdout, '');
  assert.equal(await list(context.emulator), before);
});

it('finds the project in .firebaserc in the folder it is run from (as `npm run firebase -- use --add` writes it)', async (context) => {
  const env = { FIRESTORE_EMULATOR_HOST: context.emulator.host };
  const none = staff(context.dir, ['list'], env);
  assert.is(none.status, 1);
  assert.is(
    none.stderr.trim(),
    'Say which Firebase project: add --project YOUR-PROJECT-ID, or choose it once with `npm run firebase -- use --add`.',
  );
  writeFileSync(path.join(context.dir, '.firebaserc'), JSON.stringify({ projects: { default: PROJECT } }));
  const found = staff(context.dir, ['list'], env);
  assert.is(found.status, 0, found.stderr);
  assert.match(found.stdout, 'Staff list (Firestore emulator, project demo-showroom): 2 people, 1 owner.');
});

const unit = suite<{ dir: string; root: string }>('npm run staff: messages before Firestore');
unit.before((context) => {
  Object.assign(context, toolsCopy('staff-messages-'));
});
unit.after(({ root }) => rmSync(root, { recursive: true, force: true }));

unit('no credentials: says where to get the key file and where to keep it', ({ dir }) => {
  const result = staff(dir, ['add', 'owner@example.com', '--owner', '--project', PROJECT]);
  assert.is(result.status, 1);
  assert.is(
    result.stderr.trim(),
    'No Firestore credentials: set GOOGLE_APPLICATION_CREDENTIALS to the path of the service-account key file ' +
      '(Firebase console → Project settings → Service accounts → Generate new private key). Keep that file out of ' +
      'the project folder and never send it to anyone.',
  );
});

unit(
  'the -- forgotten after npm run staff: npm keeps --owner, the command says what to type and does nothing',
  ({ dir }) => {
    const npm = spawnSync('npm', ['run', 'staff', 'add', 'owner@example.com', '--owner'], {
      cwd: dir,
      encoding: 'utf8',
      env: cleanEnv({}),
    });
    assert.is(npm.status, 1);
    assert.match(
      npm.stderr,
      'npm kept the options for itself because there is no -- after "npm run staff", so nothing was done. ' +
        'Type: npm run staff -- add owner@example.com --owner\n',
    );
  },
);

test.run();
unit.run();
