import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const test = suite('npm run deploy refuses to publish');

function deploy(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'tools/deploy.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

test('when the shop config has a mistake: nothing is built, installed or published', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  try {
    const shop = JSON.parse(readFileSync('site/shop.json', 'utf8')) as Record<string, unknown>;
    shop.chatNumber = 'call us';
    writeFileSync(path.join(dir, 'shop.json'), JSON.stringify(shop));
    const out = path.join(dir, 'site');
    const run = deploy(['--project', 'demo-showroom'], { SHOP_CONFIG: path.join(dir, 'shop.json'), SHOP_DIST: out });
    assert.is(run.status, 1);
    assert.match(run.stderr, 'chatNumber: expected an Indian phone number');
    assert.match(run.stderr, 'Checking the shop files failed. Nothing was published.');
    assert.not.ok(existsSync(out), 'no build started');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

(existsSync('.firebaserc') ? test.skip : test)('when no Firebase project is chosen, saying how to choose one', () => {
  const run = deploy([], {});
  assert.is(run.status, 1);
  assert.match(run.stderr, 'Which Firebase project? Choose it once with `npm run firebase -- use --add`');
  assert.match(run.stderr, 'Nothing was published.');
});

test.run();
