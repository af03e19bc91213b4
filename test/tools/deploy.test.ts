import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    const shop = JSON.parse(readFileSync('site/data/shop.json', 'utf8')) as Record<string, unknown>;
    shop.chatNumber = 'call us';
    writeFileSync(path.join(dir, 'shop.json'), JSON.stringify(shop));
    const out = path.join(dir, 'site');
    const run = deploy(['--project', 'demo-showroom'], { SHOP_CONFIG: path.join(dir, 'shop.json'), SHOP_DIST: out });
    assert.is(run.status, 1);
    assert.match(run.stderr, 'the WhatsApp number ("chatNumber"): expected an Indian phone number');
    assert.match(run.stderr, 'Checking the shop files failed. Nothing was published.');
    assert.not.ok(existsSync(out), 'no build started');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('while the shop config has sample values: at once, listing them, saying what to put there', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  try {
    const out = path.join(dir, 'site');
    const run = deploy(['--project', 'demo-showroom'], { SHOP_CONFIG: 'site/data/shop.json', SHOP_DIST: out });
    assert.is(run.status, 1);
    assert.match(run.stderr, 'site/data/shop.json still has 11 sample values');
    assert.match(run.stderr, `the site's public address ("siteUrl"): "https://showroom.example.com"`);
    assert.match(run.stderr, 'Karimpur, first phone number ("phones"): "+91 99999 00031"\n    Put a real phone number');
    assert.match(run.stderr, 'for a test project only, run npm run deploy -- --allow-sample.');
    assert.match(run.stderr, 'Checking the shop files failed. Nothing was published.');
    // Before the photos are checked, let alone built.
    assert.not.match(run.stdout, /All good|Not ready to publish/);
    assert.not.ok(existsSync(out), 'no build started');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--allow-sample (a test project) goes on to check the shop files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  try {
    cpSync('site/data/content', path.join(dir, 'content'), { recursive: true, filter: (f) => !/\.ts$/.test(f) });
    const home = path.join(dir, 'content', 'home.json');
    const data = JSON.parse(readFileSync(home, 'utf8')) as { slides: Array<{ alt: unknown }> };
    data.slides[0]!.alt = 42;
    writeFileSync(home, JSON.stringify(data));
    const out = path.join(dir, 'site');
    const env = { SHOP_CONFIG: 'site/data/shop.json', SHOP_CONTENT: path.join(dir, 'content'), SHOP_DIST: out };
    const run = deploy(['--project', 'demo-showroom', '--allow-sample'], env);
    assert.is(run.status, 1);
    assert.not.match(run.stderr, 'sample values');
    assert.match(run.stderr, `${home}: a problem to fix:`);
    assert.match(run.stderr, 'Checking the shop files failed. Nothing was published.');
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
