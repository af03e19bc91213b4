import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogue } from '../_util/staff.js';

const test = suite('npm run catalogue: what the staff are told when a command is incomplete');

/** The environment without any Firestore credentials or emulator. */
const bare = () => {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(GOOGLE_|FIRESTORE_EMULATOR_HOST|GCLOUD_)/.test(key)) env[key] = value;
  }
  return env;
};

test('an unknown collection is named, with the ones there are', () => {
  const run = catalogue(['import', 'x.csv', '--collection', 'Sarees']);
  assert.is(run.status, 1);
  assert.is(
    run.stderr.trim(),
    '--collection Sarees: no such collection. Use one of Saree, "Men Punjabi", "Men Tshirt", "Men Blazer".',
  );
});

test('no command prints the three commands', () => {
  const run = catalogue([]);
  assert.is(run.status, 1);
  assert.match(run.stderr, 'npm run catalogue -- import FILE.csv --collection Saree [--dry-run]');
});

test('push without credentials says where the key comes from, and writes nothing', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/catalogue.ts', 'push', '--collection', 'Saree'], {
    encoding: 'utf8',
    env: bare(),
  });
  assert.is(run.status, 1);
  assert.match(run.stderr, 'No Firestore credentials: set GOOGLE_APPLICATION_CREDENTIALS');
  assert.match(run.stderr, 'Service accounts');
});

test('a misspelt option: did you mean, with the command to type', () => {
  const run = catalogue(['import', 'saree.csv', '--colection', 'Saree']);
  assert.is(run.status, 1);
  assert.is(
    run.stderr.trim(),
    '--colection is not an option: did you mean --collection? Type: npm run catalogue -- import saree.csv --collection Saree',
  );
});

test('a file name or collection with a space, not in quotes: put it in quotes, with the command to type', () => {
  const cases: Array<[string[], string]> = [
    [
      ['import', 'My', 'Sarees.csv', '--collection', 'Saree'],
      'The file name "My Sarees.csv" has a space, so put it in quotes. Type: npm run catalogue -- import "My Sarees.csv" --collection Saree',
    ],
    [
      ['export', '--collection', 'Men', 'Punjabi', '--out', 'punjabi.csv'],
      'The collection "Men Punjabi" has a space, so put it in quotes. Type: npm run catalogue -- export --collection "Men Punjabi" --out punjabi.csv',
    ],
    [
      ['export', '--collection', 'Saree', '--out', 'Saree', 'list.csv'],
      'The file name "Saree list.csv" has a space, so put it in quotes. Type: npm run catalogue -- export --collection Saree --out "Saree list.csv"',
    ],
  ];
  for (const [args, message] of cases) {
    const run = catalogue(args);
    assert.is(run.status, 1);
    assert.is(run.stderr.trim(), message);
  }
});

/** `npm run catalogue …` as the staff type it, through npm itself. */
const npm = (args: string[], env: Record<string, string>) =>
  spawnSync('npm', ['run', 'catalogue', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

test('the -- forgotten after npm run catalogue: npm keeps the options, the command says what to type', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-'));
  try {
    const out = path.join(dir, 'saree.csv');
    const exported = npm(['export', '--collection', 'Saree', '--out', out], {});
    assert.is(exported.status, 1);
    assert.match(
      exported.stderr,
      'npm kept the options for itself because there is no -- after "npm run catalogue", so nothing was done. ' +
        `Type: npm run catalogue -- export --collection Saree --out ${out}\n`,
    );
    assert.not.ok(existsSync(out), 'nothing written');
    // --dry-run is npm's own option too: without the --, the import must not run for real.
    cpSync('site/data/catalogue', dir, { recursive: true, filter: (f) => !/\.ts$/.test(f) && !f.includes('words') });
    const before = readFileSync(path.join(dir, 'men-punjabi.json'), 'utf8');
    const imported = npm(['import', 'saree.csv', '--collection', 'Men Punjabi', '--dry-run'], { SHOP_CATALOGUE: dir });
    assert.is(imported.status, 1);
    assert.match(imported.stderr, 'Type: npm run catalogue -- import saree.csv --collection "Men Punjabi" --dry-run\n');
    assert.is(readFileSync(path.join(dir, 'men-punjabi.json'), 'utf8'), before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
