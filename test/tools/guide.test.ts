import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missing } from '../_util/env.js';
import { putRealDetails } from '../_util/real-details.js';
import { jpeg } from '../_util/staff.js';
import { PINNED, installedVersion } from '../../tools/firebase-tools.js';

/*
 * Runs every command of docs/shop-guide.md, as written, in the guide's order, in a copy of the project (its
 * installed packages linked, not copied), doing between them what the guide asks of the staff (editing the
 * sheet, copying photos). The one-time Firebase sign-in needs a person and a Google account: here it runs up
 * to where the Firebase CLI asks for them.
 */
const GUIDE = readFileSync('docs/shop-guide.md', 'utf8');
const skip =
  installedVersion() === PINNED
    ? ''
    : missing(
        `firebase-tools ${PINNED}`,
        'npm run firebase -- --version installs it into tools/hosting (about 300 MB)',
      );
const test = suite('docs/shop-guide.md: every command, run as the staff would');
const it = skip ? test.skip : test;

/** The commands the guide names (in code blocks and inline, in either language), in order of appearance. */
const named = [...new Set([...GUIDE.matchAll(/npm run [^`<\n]+/g)].map((m) => m[0].trim()))];

/** A copy of the project in a folder named as a shop's PC names it: a space and Bengali letters in the path. */
function project(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-guide-')), 'Shop Files দোকান', 'showroom');
  mkdirSync(dir, { recursive: true });
  // Every file of the project as it stands (the build type-checks widget tests, which import test helpers, and
  // publishes custom-elements.json), without the installed packages, which are linked.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    copyFileSync(file, path.join(dir, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.resolve('tools/hosting/node_modules'), path.join(dir, 'tools/hosting/node_modules'));
  return dir;
}

const ran: string[] = [];
function run(dir: string, command: string) {
  assert.ok(named.includes(command), `the guide names ${command}`);
  ran.push(command);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('SHOP_')));
  const result = spawnSync('sh', ['-c', command], {
    cwd: dir,
    encoding: 'utf8',
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

it('check, export, edit, dry run, import, photos, undo, sign-in and publish', async () => {
  const dir = project();
  try {
    // The shop's real details in place of the samples, as the guide asks before the first publish.
    putRealDetails(path.join(dir, 'site/shop.json'));
    let step = run(dir, 'npm run check');
    assert.is(step.status, 0, step.output);
    assert.match(step.output, 'All good');

    step = run(dir, 'npm run catalogue -- export --collection Saree --out saree-before.csv');
    assert.is(step.status, 0, step.output);
    step = run(dir, 'npm run catalogue -- export --collection Saree --out saree.csv');
    assert.is(step.status, 0, step.output);
    // The staff add a row with a photo they copied into site/photos/products/, and a showroom photo.
    await jpeg(path.join(dir, 'site/photos/products/guide-red-1.jpg'));
    await jpeg(path.join(dir, 'site/photos/ranaghat-1.jpg'), 1600, 1200);
    appendFileSync(path.join(dir, 'saree.csv'), ',লাল বেনারসি শাড়ি,"Red Banarasi, zari pallu",guide-red-1.jpg\r\n');

    step = run(dir, 'npm run catalogue -- import saree.csv --collection Saree --dry-run');
    assert.is(step.status, 0, step.output);
    assert.match(step.output, 'Saree: 1 added, 0 changed, 0 removed');
    step = run(dir, 'npm run catalogue -- import saree.csv --collection Saree');
    assert.is(step.status, 0, step.output);
    assert.match(step.output, 'added: লাল বেনারসি শাড়ি');
    step = run(dir, 'npm run check');
    assert.is(step.status, 0, step.output);

    step = run(dir, 'npm run catalogue -- import saree-before.csv --collection Saree');
    assert.is(step.status, 0, step.output);
    assert.match(step.output, 'Saree: 0 added, 0 changed, 1 removed');

    // Without a person at the keyboard, the Firebase CLI stops where it would ask to sign in or pick a project.
    for (const command of ['npm run firebase -- login', 'npm run firebase -- use --add']) {
      step = run(dir, command);
      assert.is.not(step.status, 0, `${command} needs a person:\n${step.output}`);
      assert.match(step.output, /non-?interactive|login|authenticat/i, step.output);
    }
    // What `use --add` writes once a project is picked.
    writeFileSync(path.join(dir, '.firebaserc'), JSON.stringify({ projects: { default: 'demo-showroom' } }));
    step = run(dir, 'npm run deploy');
    assert.match(step.output, 'All good', step.output);
    assert.match(step.output, 'Firebase Hosting emulator serves the site as the local server does', step.output);
    assert.ok(existsSync(path.join(dir, 'dist/site/images/photos/ranaghat-1-1600.avif')), 'the showroom photo');
    // Not signed in (and offline here): publishing fails, and says so.
    assert.is(step.status, 1, step.output);
    assert.match(step.output, 'Publishing failed');
  } finally {
    rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
  }
  assert.equal(
    named.filter((command) => !ran.includes(command)),
    [],
    'every command of the guide was run',
  );
});

test.run();
