import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
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

test.run();
