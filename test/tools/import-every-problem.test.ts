import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogue, csv, jpeg, workspace } from '../_util/staff.js';

const test = suite<{ dir: string; catalogue: string; photos: string }>(
  'npm run catalogue -- import: every bad row in one message',
);
test.before.each((context) => {
  Object.assign(context, workspace());
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

const HEADER = ['id', 'title', 'des', 'img'];
const good = (n: number) => [`s-${n}`, `Saree ${n}`, `Cotton, ${n}`, `https://images.example/${n}.jpg`];
const saree = (folder: string) => readFileSync(path.join(folder, 'saree.json'), 'utf8');

test('mistakes on rows 6, 8, 10 and 12 are all named, each with row, column and problem; nothing is written', (c) => {
  const rows = [HEADER];
  for (let n = 2; n <= 13; n++) rows.push(good(n));
  rows[5]![2] = ''; // row 6 as the spreadsheet numbers it (the header is row 1)
  rows[7]![3] = 'javascript:alert(1)';
  rows[9]![0] = 's-2';
  rows[11]![3] = 'blue-silk.jpg';
  rows[11]![1] = '';
  const file = path.join(c.dir, 'sheet.csv');
  writeFileSync(file, csv(rows));
  const before = saree(c.catalogue);
  const run = catalogue(['import', file, '--collection', 'Saree'], {
    SHOP_CATALOGUE: c.catalogue,
    SHOP_PHOTOS: c.photos,
  });
  assert.is(run.status, 1);
  const lines = run.stderr.trim().split('\n');
  assert.is(lines[0], `${file}: 4 rows need fixing. Nothing was changed.`);
  assert.match(lines[1]!, /^Row 6, column des: empty\. Every product needs a description/);
  assert.match(lines[2]!, /^Row 8, column img: "javascript:alert\(1\)" is not a web address/);
  assert.match(lines[3]!, /^Row 10, column id: "s-2" is also the id of row 2\./);
  assert.match(lines[4]!, /^Row 12, column title: empty\./);
  assert.match(lines[5]!, /^Row 12, column img: no photo named "blue-silk\.jpg"/);
  assert.is(lines[6], 'Fix these cells in the spreadsheet, save it as CSV UTF-8 again and import it again.');
  assert.is(lines.length, 7);
  assert.is(saree(c.catalogue), before, 'nothing written');
});

test('a row with more cells than columns is listed with the others', (c) => {
  const rows = [HEADER, good(2), [...good(3), 'extra'], good(4)];
  rows[3]![2] = '';
  const file = path.join(c.dir, 'sheet.csv');
  writeFileSync(file, csv(rows));
  const run = catalogue(['import', file, '--collection', 'Saree'], { SHOP_CATALOGUE: c.catalogue });
  assert.is(run.status, 1);
  assert.match(run.stderr, 'Row 3: more cells than columns (5 cells, 4 columns). A comma inside a cell');
  assert.match(run.stderr, 'Row 4, column des: empty.');
});

test('120 bad rows: the first 50 are listed, then how many more', (c) => {
  const rows = [HEADER];
  for (let n = 2; n <= 121; n++) rows.push([`s-${n}`, `Saree ${n}`, '', `https://images.example/${n}.jpg`]);
  const file = path.join(c.dir, 'sheet.csv');
  writeFileSync(file, csv(rows));
  const run = catalogue(['import', file, '--collection', 'Saree'], { SHOP_CATALOGUE: c.catalogue });
  const lines = run.stderr.trim().split('\n');
  assert.is(lines[0], `${file}: 120 rows need fixing. Nothing was changed.`);
  assert.match(lines[50]!, /^Row 51, column des: empty/);
  assert.is(lines[51], '… and 70 more.');
});

test('a photo that cannot be read is refused on its row: cut off, not a photo, an iPhone HEIC named .jpg', async (c) => {
  writeFileSync(path.join(c.catalogue, 'saree.json'), '[]\n');
  const folder = path.join(c.photos, 'products');
  await jpeg(path.join(folder, 'whole.jpg'));
  const bytes = readFileSync(path.join(folder, 'whole.jpg'));
  // A copy cut off half way, as a dropped transfer from a phone leaves it.
  writeFileSync(path.join(folder, 'cut-off.jpg'), bytes.subarray(0, Math.floor(bytes.length / 2)));
  writeFileSync(path.join(folder, 'noise.jpg'), randomBytes(4096));
  const heic = Buffer.alloc(4096);
  heic.write('ftypheic', 4, 'latin1');
  writeFileSync(path.join(folder, 'iphone.jpg'), heic);
  const rows = [
    HEADER,
    ['', 'Whole Saree', 'Silk', 'whole.jpg'],
    ['', 'Cut Saree', 'Silk', 'cut-off.jpg'],
    ['', 'Noise Saree', 'Silk', 'noise.jpg'],
    ['', 'iPhone Saree', 'Silk', 'iphone.jpg'],
    ['', 'Also Cut', '', 'cut-off.jpg'],
  ];
  const file = path.join(c.dir, 'photos.csv');
  writeFileSync(file, csv(rows));
  const before = saree(c.catalogue);
  const run = catalogue(['import', file, '--collection', 'Saree'], {
    SHOP_CATALOGUE: c.catalogue,
    SHOP_PHOTOS: c.photos,
  });
  assert.is(run.status, 1);
  const damaged = 'is damaged (the copy was cut off or the file is not a photo): copy it again from the phone.';
  assert.match(run.stderr, `${file}: 4 rows need fixing. Nothing was changed.`);
  assert.match(run.stderr, `Row 3, column img: the photo "cut-off.jpg" ${damaged}`);
  assert.match(run.stderr, `Row 4, column img: the photo "noise.jpg" ${damaged}`);
  assert.match(run.stderr, 'Row 5, column img: the photo "iphone.jpg" is an iPhone HEIC photo with a .jpg name');
  assert.match(run.stderr, 'Row 6, column des: empty.');
  assert.match(run.stderr, `Row 6, column img: the photo "cut-off.jpg" ${damaged}`);
  assert.not.match(run.stderr, 'whole.jpg');
  assert.is(saree(c.catalogue), before, 'nothing written');
});

test.run();
