import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportCsv } from '../../tools/export.js';
import { catalogue, csv, workspace } from '../_util/staff.js';

const test = suite<{ dir: string; catalogue: string; photos: string }>(
  'npm run catalogue -- import: removing more than a quarter of a collection asks for --yes',
);
test.before.each((context) => {
  Object.assign(context, workspace());
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

const json = (folder: string, slug: string) => readFileSync(path.join(folder, `${slug}.json`), 'utf8');

test('the saree sheet into "Men Punjabi": the summary, the warning and the command to type; nothing written', async (c) => {
  const file = path.join(c.dir, 'saree.csv');
  writeFileSync(file, await exportCsv('Saree', { catalogueDir: c.catalogue, photosDir: c.photos }));
  const before = json(c.catalogue, 'men-punjabi');
  const env = { SHOP_CATALOGUE: c.catalogue, SHOP_PHOTOS: c.photos };
  const run = catalogue(['import', file, '--collection', 'Men Punjabi'], env);
  assert.is(run.status, 1);
  assert.match(run.stderr, 'Men Punjabi: 132 added, 0 changed, 214 removed, 0 unchanged');
  assert.match(run.stderr, '  removed: ');
  assert.match(
    run.stderr,
    'This import removes 214 of the 214 products of Men Punjabi: it may be the wrong file or the wrong collection. ' +
      'Nothing was changed. If it is right, type:\n' +
      `  npm run catalogue -- import ${file} --collection "Men Punjabi" --yes\n`,
  );
  assert.is(json(c.catalogue, 'men-punjabi'), before, 'nothing written');
  const dry = catalogue(['import', file, '--collection', 'Men Punjabi', '--dry-run'], env);
  assert.is(dry.status, 0, dry.stderr);
  assert.match(dry.stdout, 'This import removes 214 of the 214 products of Men Punjabi');
  assert.match(dry.stdout, 'The import itself will ask for --yes.');
  const yes = catalogue(['import', file, '--collection', 'Men Punjabi', '--yes'], env);
  assert.is(yes.status, 0, yes.stderr);
  assert.match(yes.stdout, 'Wrote');
  assert.is((JSON.parse(json(c.catalogue, 'men-punjabi')) as unknown[]).length, 132);
});

test('a quarter of the sarees removed goes through; one more asks', (c) => {
  const file = path.join(c.dir, 'saree.csv');
  const env = { SHOP_CATALOGUE: c.catalogue, SHOP_PHOTOS: c.photos };
  // The sheet as exported, with its last rows deleted.
  const records = JSON.parse(json(c.catalogue, 'saree')) as Array<Record<string, string>>;
  assert.is(records.length, 132);
  const sheet = (keep: number) =>
    csv([['id', 'title', 'des', 'img'], ...records.slice(0, keep).map((r) => [r.id!, r.title!, r.des!, r.img!])]);
  writeFileSync(file, sheet(132 - 34));
  const refused = catalogue(['import', file, '--collection', 'Saree'], env);
  assert.is(refused.status, 1);
  assert.match(refused.stderr, 'This import removes 34 of the 132 products of Saree');
  writeFileSync(file, sheet(132 - 33));
  const ok = catalogue(['import', file, '--collection', 'Saree'], env);
  assert.is(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, 'Saree: 0 added, 0 changed, 33 removed, 99 unchanged');
});

test('a 2-row file does not empty a collection without --yes', (c) => {
  const file = path.join(c.dir, 'two.csv');
  writeFileSync(
    file,
    csv([
      ['title', 'des', 'img'],
      ['Red Tant Saree', 'Cotton', 'https://images.example/red.jpg'],
      ['Blue Tant Saree', 'Cotton', 'https://images.example/blue.jpg'],
    ]),
  );
  const before = json(c.catalogue, 'saree');
  const run = catalogue(['import', file, '--collection', 'saree'], { SHOP_CATALOGUE: c.catalogue });
  assert.is(run.status, 1);
  assert.match(run.stderr, 'Saree: 2 added, 0 changed, 132 removed, 0 unchanged');
  assert.match(run.stderr, `  npm run catalogue -- import ${file} --collection saree --yes`);
  assert.is(json(c.catalogue, 'saree'), before);
});

test.run();
