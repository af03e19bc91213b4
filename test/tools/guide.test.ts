import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missing } from '../_util/env.js';
import { emulatorBinary, startEmulator, type Emulator } from '../_util/emulator.js';
import { putRealDetails } from '../_util/real-details.js';
import { jpeg } from '../_util/staff.js';
import { freePort } from '../../tools/free-port.js';
import { PINNED, installedVersion } from '../../tools/firebase-tools.js';

/*
 * Runs every command of docs/shop-guide.md, as written, in the guide's order, in a fresh copy of the project in a
 * folder named as a shop's PC names it (a space and Bengali letters), from `npm ci` on, doing between them what
 * the guide asks of the staff (editing the sheet and the shop config, copying photos). The one-time Firebase
 * sign-in needs a person and a Google account: here it runs up to where the Firebase CLI asks for them. The push
 * goes to the real Firestore emulator.
 */
const GUIDE = readFileSync('docs/shop-guide.md', 'utf8');
const skip =
  installedVersion() !== PINNED
    ? missing(`firebase-tools ${PINNED}`, 'npm run firebase -- --install-only installs it into tools/hosting')
    : emulatorBinary()
      ? ''
      : missing('Cloud Firestore emulator', 'install the Debian package google-cloud-cli-firestore-emulator');
const test = suite('docs/shop-guide.md: every command, run as the staff would');
const it = skip ? test.skip : test;

/** Every line of the guide's shell boxes (```sh), in order: the commands the staff copy. */
const blocks = (lang: string) =>
  [...GUIDE.matchAll(new RegExp(`^ *\`\`\`${lang}\\n([\\s\\S]*?)^ *\`\`\`$`, 'gm'))].flatMap((m) =>
    m[1]!
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
const named = [...new Set(blocks('sh'))];

test('is plain Markdown, each command in a box of its own, each section in both languages', () => {
  assert.not.match(GUIDE, /<\/?[a-z][a-z0-9]*[\s>/]/i, 'no raw HTML');
  for (const command of blocks('sh')) assert.not.match(command, /[;&|]{1,2}\s*npm/, `one command a line: ${command}`);
  const english = [...GUIDE.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => [Number(m[1]), m[2]!] as const);
  const bengali = [...GUIDE.matchAll(/^### ([০-৯]+)\. (.+)$/gm)].map(
    (m) => [Number([...m[1]!].map((d) => '০১২৩৪৫৬৭৮৯'.indexOf(d)).join('')), m[2]!] as const,
  );
  assert.ok(english.length >= 8, 'numbered sections');
  assert.equal(
    bengali.map(([n]) => n),
    english.map(([n]) => n),
    'a Bengali heading for each English one',
  );
  // A section named in the text exists, under that name, in the same language.
  for (const [, n, name] of GUIDE.matchAll(/section (\d+), "([^"]+)"/g))
    assert.equal(english.find(([m]) => m === Number(n))?.[1], name!.replace(/\s+/g, ' '), `section ${n}`);
  for (const [, n, name] of GUIDE.matchAll(/([০-৯]+) নম্বর অংশ, "([^"]+)"/g)) {
    const number = Number([...n!].map((d) => '০১২৩৪৫৬৭৮৯'.indexOf(d)).join(''));
    assert.equal(bengali.find(([m]) => m === number)?.[1], name!.replace(/\s+/g, ' '), `অংশ ${n}`);
  }
  // The Windows line sets what the Linux line sets.
  assert.equal(
    blocks('bat').map((line) => line.replace(/^set (\w+)=.*$/, '$1')),
    ['GOOGLE_APPLICATION_CREDENTIALS', 'GOOGLE_APPLICATION_CREDENTIALS'],
  );
});

/** A copy of the project in a folder named as a shop's PC names it: a space and Bengali letters in the path. */
function project(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-guide-')), 'Shop Files দোকান', 'showroom');
  // Every file of the project as it stands, as a staff member's copy has it (the build publishes
  // custom-elements.json, made from the widgets' sources); its packages come from the guide's `npm ci`, but for the Firebase tool,
  // whose 300 MB are linked.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    copyFileSync(file, path.join(dir, file));
  }
  symlinkSync(path.resolve('tools/hosting/node_modules'), path.join(dir, 'tools/hosting/node_modules'));
  // What is tested is the guide's commands, not the size of the catalogue (the rest of the run builds and checks
  // the whole of it): a few products a collection, and those the site's content names, keep the two builds below
  // (npm start, npm run deploy) short.
  const content = readdirSync(path.join(dir, 'site/data/content'))
    .map((file) => readFileSync(path.join(dir, 'site/data/content', file), 'utf8'))
    .join('\n');
  const catalogue = path.join(dir, 'site/data/catalogue');
  for (const file of readdirSync(catalogue).filter((name) => name.endsWith('.json'))) {
    const records = JSON.parse(readFileSync(path.join(catalogue, file), 'utf8')) as Array<{ id: string }>;
    const kept = records.filter((record, i) => i < 4 || content.includes(JSON.stringify(record.id)));
    writeFileSync(path.join(catalogue, file), `${JSON.stringify(kept, null, 2)}\n`);
  }
  return dir;
}

const ran: string[] = [];
const staffEnv = (extra: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(SHOP_|FIRESTORE_|GOOGLE_)/.test(key))),
  ...extra,
});

function run(dir: string, command: string, env: Record<string, string> = {}, before = '') {
  assert.ok(named.includes(command), `the guide names ${command}`);
  ran.push(command);
  const result = spawnSync('sh', ['-c', `${before}${command}`], {
    cwd: dir,
    encoding: 'utf8',
    env: staffEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `npm start`: waits for the address it prints, reads the home page there, and stops it as Ctrl+C would. */
async function preview(dir: string): Promise<{ status: number; body: string }> {
  assert.ok(named.includes('npm start'), 'the guide names npm start');
  ran.push('npm start');
  const child = spawn('sh', ['-c', 'npm start'], {
    cwd: dir,
    env: staffEnv({ PORT: String(await freePort()) }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        output += String(chunk);
        const found = output.match(/running at (http:\/\/\S+?)\/? /);
        if (found) resolve(found[1]!);
      };
      child.stdout.on('data', seen);
      child.stderr.on('data', seen);
      child.once('exit', (code) => reject(new Error(`npm start ended (${code}):\n${output}`)));
    });
    const response = await fetch(`${url}/saree`);
    return { status: response.status, body: await response.text() };
  } finally {
    process.kill(-child.pid!, 'SIGINT');
  }
}

it('set-up, check, preview, export, edit, import, photos, push, undo, sign-in and publish', async () => {
  const dir = project();
  let emulator: Emulator | undefined;
  try {
    let step = run(dir, 'npm ci');
    assert.is(step.status, 0, step.output);
    // The copy's builds keep what they make (photos, link previews, minified code, compressed files) in this
    // checkout's cache, which the run's build fills meanwhile: each entry is found by its content and written whole,
    // so the commands do the same work the same way, in less time. Building with an empty cache is the build's test.
    mkdirSync('node_modules/.cache', { recursive: true });
    symlinkSync(path.resolve('node_modules/.cache'), path.join(dir, 'node_modules/.cache'));

    step = run(dir, 'npm run check');
    assert.is(step.status, 0, step.output);
    // What section 4 asks: the shop's own details in place of the project's samples.
    putRealDetails(path.join(dir, 'site/data/shop.json'));
    step = run(dir, 'npm run check');
    assert.is(step.status, 0, step.output);
    assert.match(step.output, 'All good');

    const page = await preview(dir);
    assert.is(page.status, 200);
    assert.match(page.body, 'https://showroom-nadia.web.app/saree', 'the preview uses the shop’s own address');

    step = run(dir, 'npm run catalogue -- export --collection Saree --out saree-before.csv');
    assert.is(step.status, 0, step.output);
    step = run(dir, 'npm run catalogue -- export --collection Saree --out saree.csv');
    assert.is(step.status, 0, step.output);
    // The staff add a row with a photo they copied into site/data/photos/products/, and a showroom photo.
    await jpeg(path.join(dir, 'site/data/photos/products/guide-red-1.jpg'));
    await jpeg(path.join(dir, 'site/data/photos/ranaghat-1.jpg'), 1600, 1200);
    appendFileSync(path.join(dir, 'saree.csv'), ',লাল বেনারসি শাড়ি,"Red Banarasi, zari pallu",guide-red-1.jpg\r\n');

    step = run(dir, 'npm run catalogue -- import saree.csv --collection Saree --dry-run');
    assert.is(step.status, 0, step.output);
    assert.match(step.output, 'Saree: 1 added, 0 changed, 0 removed');
    step = run(dir, 'npm run catalogue -- import saree.csv --collection Saree');
    assert.is(step.status, 0, step.output);
    assert.match(step.output, 'added: লাল বেনারসি শাড়ি');
    step = run(dir, 'npm run check');
    assert.is(step.status, 0, step.output);

    // Section 9: the key file named as the guide says, the push to Firestore (the emulator here).
    emulator = await startEmulator(emulatorBinary()!, { rules: 'firestore.rules' });
    const home = path.dirname(path.dirname(dir));
    writeFileSync(path.join(home, 'firebase-key.json'), '{}');
    const credentials = blocks('sh').find((line) => line.startsWith('export GOOGLE_APPLICATION_CREDENTIALS'))!;
    ran.push(credentials);
    step = run(
      dir,
      'npm run catalogue -- push --collection Saree',
      { HOME: home, FIRESTORE_EMULATOR_HOST: emulator.host, GCLOUD_PROJECT: 'demo-showroom' },
      `${credentials} && test -f "$GOOGLE_APPLICATION_CREDENTIALS" && `,
    );
    assert.is(step.status, 0, step.output);
    const sarees = (JSON.parse(readFileSync(path.join(dir, 'site/data/catalogue/saree.json'), 'utf8')) as unknown[])
      .length;
    assert.match(step.output, `${sarees} added`, step.output);

    step = run(dir, 'npm run catalogue -- import saree-before.csv --collection Saree');
    assert.is(step.status, 0, step.output);
    assert.match(step.output, 'Saree: 0 added, 0 changed, 1 removed');

    // Without a person at the keyboard, the Firebase CLI stops where it would ask to sign in or pick a project,
    // and says what to type.
    for (const command of ['npm run firebase -- login', 'npm run firebase -- use --add']) {
      step = run(dir, command);
      assert.is.not(step.status, 0, `${command} needs a person:\n${step.output}`);
      assert.match(step.output, /non-?interactive|npm run firebase -- login/i, step.output);
    }
    // What `use --add` writes once a project is picked.
    writeFileSync(path.join(dir, '.firebaserc'), JSON.stringify({ projects: { default: 'demo-showroom' } }));
    step = run(dir, 'npm run deploy');
    assert.match(step.output, 'All good', step.output);
    assert.match(step.output, 'Firebase Hosting emulator serves the site as the local server does', step.output);
    assert.ok(existsSync(path.join(dir, 'dist/site/images/photos/ranaghat-1-1600.avif')), 'the showroom photo');
    // Not signed in (and offline here): publishing fails, and says what to type.
    assert.is(step.status, 1, step.output);
    assert.match(step.output, 'Publishing failed');
    assert.match(step.output, 'Type npm run firebase -- login');
  } finally {
    await emulator?.stop();
    rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
  }
  assert.equal(
    named.filter((command) => !ran.includes(command)),
    [],
    'every command of the guide was run',
  );
});

test.run();
