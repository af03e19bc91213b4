/**
 * The optional columns of the sheet (title_bn, des_bn, price, availability, showrooms) as the staff type them:
 * what each cell becomes in the catalogue file, and the message for each cell that cannot be one.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportCsv } from '../../tools/export.js';
import { importCsv } from '../../tools/import.js';
import { catalogue, csv, workspace } from '../_util/staff.js';

type Context = { dir: string; catalogue: string; photos: string };
const test = suite<Context>('npm run catalogue -- import: Bengali name, price, availability, showrooms');
test.before.each((context) => {
  Object.assign(context, workspace());
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

const HEADER = ['id', 'title', 'des', 'img', 'title_bn', 'des_bn', 'price', 'availability', 'showrooms'];
const img = (n: number) => `https://images.example/${n}.jpg`;
const saree = (c: Context) => JSON.parse(readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8')) as unknown[];
const sareeText = (c: Context) => readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8');
const env = (c: Context) => ({ SHOP_CATALOGUE: c.catalogue, SHOP_PHOTOS: c.photos });

function sheet(c: Context, rows: string[][], name = 'sheet.csv'): string {
  const file = path.join(c.dir, name);
  writeFileSync(file, csv(rows));
  return file;
}

test('every new column: stored in the file, exported, imported again with 0 changed and the same bytes', async (c) => {
  const options = { catalogueDir: c.catalogue, photosDir: c.photos };
  const file = sheet(c, [
    HEADER,
    [
      'f-1',
      'Red Garad Silk Saree',
      'Red border on white silk',
      img(1),
      'লাল পাড় গরদ শাড়ি',
      'সাদা গরদে লাল পাড়।\nপুজোর জন্য।',
      '₹ 2,450.00',
      'Sold Out',
      'ranaghat, karimpur',
    ],
    ['f-2', 'Blue Tant Saree', 'Cotton, daily wear', img(2), '', '', '২৪৫০', 'in stock', 'Bethuadahari'],
    ['f-3', 'Cream Punjabi', 'Soft cotton', img(3), '', '', '', '', ''],
  ]);
  const first = await importCsv(file, 'Saree', { ...options, yes: true });
  assert.match(first, 'Saree: 3 added, 0 changed,');
  assert.equal(saree(c), [
    {
      id: 'f-1',
      title: 'Red Garad Silk Saree',
      title_bn: 'লাল পাড় গরদ শাড়ি',
      des: 'Red border on white silk',
      des_bn: 'সাদা গরদে লাল পাড়।\nপুজোর জন্য।',
      img: img(1),
      price: 2450,
      availability: 'sold out',
      showrooms: ['ranaghat', 'karimpur'],
    },
    {
      id: 'f-2',
      title: 'Blue Tant Saree',
      des: 'Cotton, daily wear',
      img: img(2),
      price: 2450,
      showrooms: ['bethuadahari'],
    },
    { id: 'f-3', title: 'Cream Punjabi', des: 'Soft cotton', img: img(3) },
  ]);
  const exported = await exportCsv('Saree', options);
  assert.ok(exported.startsWith(`\ufeff${HEADER.join(',')}\r\n`), exported.slice(0, 120));
  assert.match(exported, 'Red border on white silk,https://images.example/1.jpg,লাল পাড় গরদ শাড়ি,');
  assert.match(exported, ',2450,sold out,"ranaghat, karimpur"\r\n');
  const json = sareeText(c);
  const again = sheet(c, [], 'export.csv');
  writeFileSync(again, exported);
  assert.match(await importCsv(again, 'Saree', options), 'Saree: 0 added, 0 changed, 0 removed, 3 unchanged');
  assert.is(sareeText(c), json, 'the catalogue file byte for byte');
  assert.is(await exportCsv('Saree', options), exported, 'the export byte for byte');
});

test('a change in a new column alone counts as changed; emptying a cell removes the field', async (c) => {
  const options = { catalogueDir: c.catalogue, photosDir: c.photos };
  const row = ['f-1', 'Red Garad Silk Saree', 'Red border', img(1), '', '', '2450', '', 'ranaghat'];
  await importCsv(sheet(c, [HEADER, row]), 'Saree', { ...options, yes: true });
  const summary = await importCsv(sheet(c, [HEADER, [...row.slice(0, 6), '2600', '', 'ranaghat']]), 'Saree', options);
  assert.match(summary, 'Saree: 0 added, 1 changed, 0 removed, 0 unchanged\n  changed: Red Garad Silk Saree (f-1)');
  assert.equal((saree(c)[0] as { price: number }).price, 2600);
  const emptied = await importCsv(sheet(c, [HEADER, [...row.slice(0, 6), '', '', '']]), 'Saree', options);
  assert.match(emptied, '1 changed');
  assert.equal(saree(c), [{ id: 'f-1', title: 'Red Garad Silk Saree', des: 'Red border', img: img(1) }]);
});

test('a four-column sheet imports as before: records of four fields, nothing else in the file', async (c) => {
  const options = { catalogueDir: c.catalogue, photosDir: c.photos };
  const file = sheet(c, [
    ['title', 'des', 'img'],
    ['Red Garad Silk Saree', 'Red border', img(1)],
  ]);
  assert.match(await importCsv(file, 'Saree', { ...options, yes: true }), '1 added');
  assert.is(
    sareeText(c),
    `[\n  {\n    "id": "red-garad-silk-saree",\n    "title": "Red Garad Silk Saree",\n    "des": "Red border",\n    "img": "${img(1)}"\n  }\n]\n`,
  );
});

test('prices as the staff type them', async (c) => {
  const options = { catalogueDir: c.catalogue, photosDir: c.photos };
  const typed = ['2450', '2,450', '₹2,450', '₹ 2,450.00', '২৪৫০', '২,৪৫০', 'Rs. 2450', '0', '1,00,000'];
  const rows = typed.map((price, i) => [`p-${i}`, `Saree ${i}`, 'Cotton', img(i), '', '', price, '', '']);
  await importCsv(sheet(c, [HEADER, ...rows]), 'Saree', { ...options, yes: true });
  assert.equal(
    saree(c).map((r) => (r as { price?: number }).price),
    [2450, 2450, 2450, 2450, 2450, 2450, 2450, 0, 100000],
  );
});

test('every bad optional cell is named with its row, column and what to type; nothing is written', (c) => {
  const before = sareeText(c);
  const bad = (n: number, cells: Partial<Record<string, string>>) =>
    HEADER.map((h) => cells[h] ?? { id: `b-${n}`, title: `Saree ${n}`, des: 'Cotton', img: img(n) }[h] ?? '');
  const file = sheet(c, [
    HEADER,
    bad(2, { price: 'ask' }),
    bad(3, { price: '2450.50' }),
    bad(4, { price: '20,00,000' }),
    bad(5, { availability: 'maybe' }),
    bad(6, { showrooms: 'ranaghat, kolkata' }),
    bad(7, { title_bn: 'শ'.repeat(201) }),
    bad(8, { price: '৳500', availability: 'বিক্রি হয়ে গেছে', showrooms: 'Ranaghat Karimpur' }),
  ]);
  const run = catalogue(['import', file, '--collection', 'Saree'], env(c));
  assert.is(run.status, 1, run.stdout);
  const lines = run.stderr.trim().split('\n');
  assert.equal(lines, [
    `${file}: 7 rows need fixing. Nothing was changed.`,
    'Row 2, column price: "ask" is not a price. Type the price in whole rupees, for example 2450 or ₹2,450, or leave the cell empty for "Ask for price".',
    'Row 3, column price: "2450.50" has paise; the site shows whole rupees. Type the price in whole rupees, for example 2450 or ₹2,450, or leave the cell empty for "Ask for price".',
    'Row 4, column price: "20,00,000" is more than 10,00,000 rupees. Type the price in whole rupees, for example 2450 or ₹2,450, or leave the cell empty for "Ask for price".',
    'Row 5, column availability: "maybe" is not an availability. Type in stock or sold out (স্টকে আছে or বিক্রি হয়ে গেছে), or leave the cell empty for in stock.',
    'Row 6, column showrooms: "kolkata" is not a showroom. Type the showrooms that have it, separated by commas: ranaghat, bethuadahari, karimpur.',
    'Row 7, column title_bn: 201 characters; the site shows at most 200. Shorten it (a name a phone shows on one or two lines).',
    'Row 8, column price: "৳500" is not a price. Type the price in whole rupees, for example 2450 or ₹2,450, or leave the cell empty for "Ask for price".',
    'Fix these cells in the spreadsheet, save it as CSV UTF-8 again and import it again.',
  ]);
  assert.is(sareeText(c), before, 'nothing written');
});

test('Bengali availability and showroom names in any case are read', async (c) => {
  const options = { catalogueDir: c.catalogue, photosDir: c.photos };
  const row = (n: number, availability: string) => [
    `a-${n}`,
    `Saree ${n}`,
    'Cotton',
    img(n),
    '',
    '',
    '',
    availability,
    'Ranaghat Karimpur',
  ];
  await importCsv(sheet(c, [HEADER, row(1, 'বিক্রি হয়ে গেছে'), row(2, 'স্টকে আছে'), row(3, 'SOLD OUT')]), 'Saree', {
    ...options,
    yes: true,
  });
  assert.equal(
    saree(c).map((r) => [(r as { availability?: string }).availability, (r as { showrooms?: string[] }).showrooms]),
    [
      ['sold out', ['ranaghat', 'karimpur']],
      [undefined, ['ranaghat', 'karimpur']],
      ['sold out', ['ranaghat', 'karimpur']],
    ],
  );
});

test("a Bengali name that Excel's plain CSV turned into question marks is refused; nothing is written", (c) => {
  const before = sareeText(c);
  const file = sheet(c, [HEADER, ['q-1', 'Red Saree', 'Cotton', img(1), '??? ?????', '', '2450', '', '']]);
  const run = catalogue(['import', file, '--collection', 'Saree'], env(c));
  assert.is(run.status, 1, run.stdout);
  assert.match(
    run.stderr,
    `${file}: Bengali letters have become question marks, so nothing was changed (row 2, column title_bn: "??? ?????").`,
  );
  assert.is(sareeText(c), before);
});

test('an unknown column names every column the sheet may have', (c) => {
  const file = sheet(c, [
    ['title', 'des', 'img', 'cost'],
    ['Saree', 'Cotton', img(1), '2450'],
  ]);
  const run = catalogue(['import', file, '--collection', 'Saree'], env(c));
  assert.is(run.status, 1);
  assert.match(
    run.stderr,
    'unknown column "cost". The columns are title, des and img, and, if wanted, id, title_bn, des_bn, price, availability and showrooms.',
  );
});

test.run();
