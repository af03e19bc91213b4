import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportCsv } from '../../tools/export.js';
import { catalogue, csv, workspace } from '../_util/staff.js';

const test = suite<{ dir: string; catalogue: string; photos: string }>(
  'npm run catalogue -- import: Bengali turned into ??? by Excel is refused',
);
test.before.each((context) => {
  Object.assign(context, workspace());
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

/**
 * The file as Excel's plain "CSV (Comma delimited)" saves it on a PC whose code page has no Bengali: no BOM,
 * every letter the code page lacks written as ?. What is left is plain ASCII, so it is valid UTF-8 too.
 */
const asPlainExcelCsv = (text: string) =>
  Buffer.from(text.replace(/^\ufeff/, '').replace(/[^\0-\x7f]/gu, '?'), 'latin1');

const saree = (folder: string) => readFileSync(path.join(folder, 'saree.json'), 'utf8');

test('the exported sarees saved as plain CSV: refused, naming a row and the Excel menu; nothing written', async (c) => {
  const file = path.join(c.dir, 'saree.csv');
  writeFileSync(file, asPlainExcelCsv(await exportCsv('Saree', { catalogueDir: c.catalogue, photosDir: c.photos })));
  assert.match(readFileSync(file, 'latin1'), '???? ????'); // the loss the test is about
  const before = saree(c.catalogue);
  const run = catalogue(['import', file, '--collection', 'Saree'], { SHOP_CATALOGUE: c.catalogue });
  assert.is(run.status, 1);
  assert.match(run.stderr, `${file}: Bengali letters have become question marks, so nothing was changed (row `);
  // Every cell that had Bengali is counted: the 39 descriptions with a Bengali line, and the Bengali names and
  // descriptions of the new columns.
  const records = JSON.parse(before) as Array<Record<string, string | undefined>>;
  const bengaliCells = records
    .flatMap((r) => [r.title ?? '', r.des ?? '', r.title_bn ?? '', r.des_bn ?? ''])
    .filter((t) => /[\u0980-\u09ff]/.test(t)).length;
  assert.match(run.stderr, `, and ${bengaliCells - 1} more cells).`, 'every Bengali cell is counted');
  assert.match(run.stderr, 'File → Save As → "CSV UTF-8 (Comma delimited) (*.csv)"');
  assert.match(run.stderr, 'npm run catalogue -- export --collection Saree --out saree.csv');
  assert.is(saree(c.catalogue), before);
});

test('a new row typed in Bengali and saved as plain CSV is refused too', (c) => {
  writeFileSync(path.join(c.catalogue, 'saree.json'), '[]\n');
  const file = path.join(c.dir, 'new.csv');
  const text = csv([
    ['title', 'des', 'img'],
    ['Red Tant Saree', 'Cotton. Why wait? Buy today.', 'https://images.example/red.jpg'],
    ['নীল জামদানি শাড়ি', 'Dhakai weave', 'https://images.example/blue.jpg'],
  ]);
  writeFileSync(file, asPlainExcelCsv(text));
  const run = catalogue(['import', file, '--collection', 'Saree'], { SHOP_CATALOGUE: c.catalogue });
  assert.is(run.status, 1);
  assert.match(run.stderr, 'row 3, column title: "??? ??????? ?????").\nExcel\'s plain "CSV (Comma delimited)"');
});

test('a question mark typed in English text is not taken for lost Bengali', (c) => {
  writeFileSync(path.join(c.catalogue, 'saree.json'), '[]\n');
  const file = path.join(c.dir, 'ok.csv');
  writeFileSync(
    file,
    csv([
      ['title', 'des', 'img'],
      ['Red Tant Saree?', 'Cotton. Why wait? Buy today.', 'https://images.example/red.jpg'],
      ['নীল জামদানি শাড়ি', 'কেমন লাগছে? দেখে যান।', 'https://images.example/blue.jpg'],
    ]),
  );
  const run = catalogue(['import', file, '--collection', 'Saree'], { SHOP_CATALOGUE: c.catalogue });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, 'Saree: 2 added');
});

test.run();
