import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const test = suite('npm run build: a failed build leaves the last good site');

test('a build that fails half-way keeps the previous dist/site whole and leaves no half-built folder', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'build-fails-'));
  try {
    // The last good site, as a preview or the next deploy would serve it.
    const out = path.join(work, 'dist', 'site');
    mkdirSync(path.join(out, 'saree'), { recursive: true });
    writeFileSync(path.join(out, 'index.html'), '<h1>the last good site</h1>');
    writeFileSync(path.join(out, 'saree', 'index.html'), '<h1>sarees</h1>');
    // A catalogue whose saree file was cut off while being saved: the build fails after it has started writing.
    const catalogue = path.join(work, 'catalogue');
    cpSync('site/data/catalogue', catalogue, {
      recursive: true,
      filter: (f) => !/\.ts$/.test(f) && !f.includes('words'),
    });
    const saree = path.join(catalogue, 'saree.json');
    writeFileSync(saree, readFileSync(saree, 'utf8').slice(0, 500));
    // The widgets are not bundled (rollup-stand-in.mjs): the catalogue, a later step, is what fails.
    const run = spawnSync(
      process.execPath,
      ['--import', './test/_util/rollup-stand-in.mjs', '--import', 'tsx', 'site/build/build.ts'],
      {
        encoding: 'utf8',
        env: { ...process.env, SHOP_DIST: out, SHOP_CATALOGUE: catalogue },
      },
    );
    assert.is(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, `${saree} is damaged`);
    assert.equal(readdirSync(out).sort(), ['index.html', 'saree']);
    assert.is(readFileSync(path.join(out, 'index.html'), 'utf8'), '<h1>the last good site</h1>');
    assert.equal(readdirSync(path.dirname(out)), ['site'], 'no half-built folder beside it');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
