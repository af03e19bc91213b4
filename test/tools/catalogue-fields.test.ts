/**
 * A catalogue file with optional fields the site cannot use (edited by hand, or from an older tool): the build's
 * catalogue step and `npm run check` name each one (file, product, field, problem), count them, and go on.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspace } from '../_util/staff.js';

type Context = ReturnType<typeof workspace>;
const test = suite<Context>('catalogue files with fields the site cannot use: named by the build and npm run check');
test.before.each((context) => {
  Object.assign(context, workspace());
  const file = path.join(context.catalogue, 'saree.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
  Object.assign(records[0]!, { price: '2,450' });
  Object.assign(records[1]!, { showrooms: ['ranaghat', 'kolkata'], availability: 'sold out' });
  Object.assign(records[2]!, { price: 2450, title_bn: 'লাল শাড়ি', showrooms: ['karimpur'] });
  writeFileSync(file, JSON.stringify(records, null, 2));
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

/** Runs `code` (an ES module body) as the commands run, with the test's catalogue and photo folders. */
function run(c: Context, code: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, SHOP_CATALOGUE: c.catalogue, SHOP_PHOTOS: c.photos },
  });
}

test('the build copies the catalogue and names each field it leaves out, by file, product and field', (c) => {
  const out = path.join(c.dir, 'out');
  const result = run(
    c,
    `const { publishCatalogue } = await import('./site/build/build.ts'); await publishCatalogue(${JSON.stringify(out)});`,
  );
  assert.is(result.status, 0, result.stderr);
  const lines = result.stdout.split('\n');
  const at = lines.indexOf('  catalogue/saree.json: 132 products');
  assert.ok(at !== -1, result.stdout);
  assert.equal(lines.slice(at + 1, at + 4), [
    '  catalogue/saree.json: 2 fields the site leaves out (the products show without them):',
    '    catalogue/saree.json, product saree-001, price: "2,450" should be whole rupees from 0 to 1000000 (for example 2450).',
    '    catalogue/saree.json, product saree-002, showrooms: "kolkata" is not a showroom of the shop (ranaghat, bethuadahari, karimpur).',
  ]);
  assert.match(result.stdout, '  catalogue/men-punjabi.json: 214 products\n');
  const published = JSON.parse(readFileSync(path.join(out, 'catalogue', 'saree.json'), 'utf8')) as unknown[];
  assert.is(published.length, 132, 'every product is published');
});

test('npm run check warns with the same names and passes', (c) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/check.ts'], {
    encoding: 'utf8',
    env: { ...process.env, SHOP_CATALOGUE: c.catalogue, SHOP_PHOTOS: c.photos },
  });
  assert.is(result.status, 0, result.stderr);
  const file = path.join(c.catalogue, 'saree.json');
  assert.match(
    result.stdout,
    [
      'Warning: 2 fields of the catalogue cannot be shown; the site shows those products without them. Fix the cells in the spreadsheet and import it again.',
      `  ${file}: 2 fields the site leaves out (the products show without them):`,
      `    ${file}, product saree-001, price: "2,450" should be whole rupees from 0 to 1000000 (for example 2450).`,
      `    ${file}, product saree-002, showrooms: "kolkata" is not a showroom of the shop (ranaghat, bethuadahari, karimpur).`,
    ].join('\n'),
  );
});

test.run();
