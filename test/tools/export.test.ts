import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTIONS, COLLECTION_INFO } from '../../src/product.js';
import { exportCsv } from '../../tools/export.js';
import { importCsv } from '../../tools/import.js';
import { catalogue, csv, workspace } from '../_util/staff.js';

const test = suite<{ dir: string; catalogue: string; photos: string }>(
  'npm run catalogue -- export --collection Saree',
);
test.before.each((context) => {
  Object.assign(context, workspace());
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

test('export then import changes nothing, for every collection: same products, same file byte for byte', async (c) => {
  const options = { catalogueDir: c.catalogue, photosDir: c.photos };
  for (const collection of COLLECTIONS) {
    const json = path.join(c.catalogue, `${COLLECTION_INFO[collection].slug}.json`);
    const before = readFileSync(json, 'utf8');
    const count = (JSON.parse(before) as unknown[]).length;
    const file = path.join(c.dir, 'export.csv');
    writeFileSync(file, await exportCsv(collection, options));
    const summary = await importCsv(file, collection, options);
    assert.match(summary, `${collection}: 0 added, 0 changed, 0 removed, ${count} unchanged`);
    assert.is(readFileSync(json, 'utf8'), before, collection);
  }
});

test('--out writes a CSV UTF-8 file (with the BOM Excel needs for Bengali) that the import reads back', (c) => {
  const env = { SHOP_CATALOGUE: c.catalogue, SHOP_PHOTOS: c.photos };
  const file = path.join(c.dir, 'saree.csv');
  const exported = catalogue(['export', '--collection', 'Saree', '--out', file], env);
  assert.is(exported.status, 0, exported.stderr);
  const bytes = readFileSync(file);
  assert.equal([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  assert.match(
    bytes.toString('utf8'),
    'id,title,des,img,title_bn,des_bn,price,availability,showrooms\r\nsaree-001,Wine Cotton Handloom Saree,',
  );
  assert.match(bytes.toString('utf8'), 'রোজকার পরার জন্য আরামদায়ক।');
  const imported = catalogue(['import', file, '--collection', 'Saree'], env);
  assert.is(imported.status, 0, imported.stderr);
  assert.match(imported.stdout, 'Saree: 0 added, 0 changed, 0 removed, 132 unchanged');
});

test('a 10 000-row sheet imports whole and imports again unchanged', (c) => {
  const rows = [['id', 'title', 'des', 'img']];
  for (let i = 1; i <= 10_000; i++) {
    const bengali = i % 3 === 0;
    rows.push([
      i % 2 ? `bulk-${i}` : '',
      bengali ? `লাল তাঁতের শাড়ি ${i}` : `Red "Tant" Saree ${i}`,
      bengali ? `নরম সুতি, ${i}` : `Cotton, 5.5 m, no blouse piece\nDaily wear ${i}`,
      `https://images.example/saree/${i}.jpg`,
    ]);
  }
  const file = path.join(c.dir, 'big.csv');
  writeFileSync(file, csv(rows));
  const env = { SHOP_CATALOGUE: c.catalogue, SHOP_PHOTOS: c.photos };
  const started = performance.now();
  const first = catalogue(['import', file, '--collection', 'Saree', '--yes'], env);
  // Printed, never asserted: a timing depends on the machine.
  console.log(`\n  10 000-row import, whole command: ${Math.round(performance.now() - started)} ms`);
  assert.is(first.status, 0, first.stderr);
  assert.match(first.stdout, 'Saree: 10000 added, 0 changed, 132 removed, 0 unchanged');
  const written = JSON.parse(readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8')) as Array<
    Record<string, string>
  >;
  assert.is(written.length, 10_000);
  assert.equal(written[9_998], {
    id: 'bulk-9999',
    title: 'লাল তাঁতের শাড়ি 9999',
    des: 'নরম সুতি, 9999',
    img: 'https://images.example/saree/9999.jpg',
  });
  assert.is(written[9_999]!.id, 'red-tant-saree-10000');
  const again = catalogue(['import', file, '--collection', 'Saree'], env);
  assert.match(again.stdout, 'Saree: 0 added, 0 changed, 0 removed, 10000 unchanged');
});

test.run();
