import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importCsv } from '../../tools/import.js';
import { catalogue, csv, jpeg, workspace } from '../_util/staff.js';

/** The error `promise` rejects with; a test fails when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the import to be refused');
}

const test = suite<{ dir: string; catalogue: string; photos: string }>(
  'npm run catalogue -- import FILE.csv --collection Saree',
);
test.before.each((context) => {
  Object.assign(context, workspace());
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

const sarees = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'saree.json'), 'utf8')) as Array<Record<string, string>>;

const NEW = [
  ['title', 'des', 'img'],
  ['Red Garad Silk Saree', 'Red border, "Puja" special, 6.3 m with blouse piece', 'https://images.example/red.jpg'],
  ['নীল জামদানি শাড়ি', 'ঢাকাই বুনন, হালকা ও নরম।\nদৈনিক পরার জন্য।', 'https://images.example/blue.jpg'],
  ['Green Tant Saree', 'Cotton, daily wear', '/images/products/saree/saree-001.svg'],
];

test('reads a spreadsheet CSV (BOM, CRLF, quotes, Bengali, a line break in a cell) and writes the file', async (c) => {
  const file = path.join(c.dir, 'new.csv');
  writeFileSync(file, csv(NEW));
  const summary = await importCsv(file, 'Saree', { catalogueDir: c.catalogue, photosDir: c.photos, yes: true });
  assert.match(summary, 'Saree: 3 added, 0 changed, 132 removed, 0 unchanged');
  assert.match(summary, 'added: নীল জামদানি শাড়ি');
  const written = sarees(c.catalogue);
  assert.equal(
    written.map((r) => r.title),
    NEW.slice(1).map((r) => r[0]),
  );
  assert.is(written[0]!.id, 'red-garad-silk-saree', 'an id made from the title');
  assert.match(written[1]!.id!, /^saree-[0-9a-z]+$/, 'a Bengali-only title gets the collection and a code');
  assert.is(written[1]!.des, 'ঢাকাই বুনন, হালকা ও নরম।\nদৈনিক পরার জন্য।');
  assert.is(written[0]!.des, 'Red border, "Puja" special, 6.3 m with blouse piece');
});

test('the same sheet imported twice keeps every id and changes nothing; a sheet with ids keeps them', async (c) => {
  const file = path.join(c.dir, 'new.csv');
  writeFileSync(file, csv(NEW));
  const options = { catalogueDir: c.catalogue, photosDir: c.photos, yes: true };
  await importCsv(file, 'Saree', options);
  const first = readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8');
  const again = await importCsv(file, 'Saree', options);
  assert.match(again, 'Saree: 0 added, 0 changed, 0 removed, 3 unchanged');
  assert.is(readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8'), first);
  // Two rows of one title: the second gets -2, and keeps it on the next import.
  writeFileSync(file, csv([...NEW, ['Red Garad Silk Saree', 'Second one', 'https://images.example/r2.jpg']]));
  assert.match(await importCsv(file, 'Saree', options), 'added: Red Garad Silk Saree (red-garad-silk-saree-2)');
  assert.match(await importCsv(file, 'Saree', options), '0 added, 0 changed, 0 removed, 4 unchanged');
});

test('--dry-run lists what would change with titles and writes nothing', async (c) => {
  const before = readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8');
  const records = sarees(c.catalogue);
  const rows = [['id', 'title', 'des', 'img'], ...records.map((r) => [r.id!, r.title!, r.des!, r.img!])];
  rows[2]![1] = 'Renamed Purple Silk Saree';
  rows.splice(3, 1);
  rows.push(['', 'Brand New Saree', 'Just in', 'https://images.example/new.jpg']);
  const file = path.join(c.dir, 'edit.csv');
  writeFileSync(file, csv(rows));
  const run = catalogue(['import', file, '--collection', 'Saree', '--dry-run'], { SHOP_CATALOGUE: c.catalogue });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, 'Saree: 1 added, 1 changed, 1 removed, 130 unchanged');
  assert.match(run.stdout, 'added: Brand New Saree (brand-new-saree)');
  assert.match(run.stdout, 'changed: Renamed Purple Silk Saree (saree-002)');
  assert.match(run.stdout, `removed: ${records[2]!.title} (saree-003)`);
  assert.match(run.stdout, 'Dry run');
  assert.is(readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8'), before);
});

test('a bad row stops the import with its row number, column and what to do; nothing is written', async (c) => {
  const before = readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8');
  const cases: Array<[string[][], string]> = [
    [
      [...NEW.slice(0, 2), ['Blue Saree', '', 'https://x.example/b.jpg']],
      'Row 3, column des: empty. Every product needs a description',
    ],
    [[...NEW, [' ', 'No title', 'https://x.example/b.jpg']], 'Row 5, column title: empty.'],
    [
      [NEW[0]!, ['Blue', 'Silk', 'javascript:alert(1)']],
      'Row 2, column img: "javascript:alert(1)" is not a web address',
    ],
    [[NEW[0]!, ['Blue', 'Silk', 'blue-silk.jpg']], 'Row 2, column img: no photo named "blue-silk.jpg"'],
    [[NEW[0]!, ['Blue', 'Silk', '']], 'Row 2, column img: empty. Every product needs a photo'],
    [
      [
        ['id', ...NEW[0]!],
        ['a 1', 'Blue', 'Silk', 'https://x.example/b.jpg'],
      ],
      'Row 2, column id: "a 1" is not a usable id',
    ],
    [
      [
        ['id', ...NEW[0]!],
        ['s-1', 'Blue', 'Silk', 'https://x.example/b.jpg'],
        ['s-1', 'Red', 'Silk', 'https://x.example/r.jpg'],
      ],
      'Row 3, column id: "s-1" is also the id of row 2',
    ],
    [
      [
        ['title', 'description', 'img'],
        ['Blue', 'Silk', 'https://x.example/b.jpg'],
      ],
      'row 1: no column named "des"',
    ],
    [[NEW[0]!, ['Blue', 'Silk', 'https://x.example/b.jpg', 'extra']], 'Row 2: more cells than columns'],
  ];
  const file = path.join(c.dir, 'bad.csv');
  for (const [rows, message] of cases) {
    writeFileSync(file, csv(rows));
    const error = await rejection(importCsv(file, 'Saree', { catalogueDir: c.catalogue, photosDir: c.photos }));
    assert.match(error.message, message);
  }
  // The command prints the message alone, as the staff should see it, and fails.
  writeFileSync(file, csv(cases[0]![0]));
  const run = catalogue(['import', file, '--collection', 'Saree'], { SHOP_CATALOGUE: c.catalogue });
  assert.is(run.status, 1);
  assert.is(
    run.stderr.trim(),
    [
      `${file}: 1 row needs fixing. Nothing was changed.`,
      'Row 3, column des: empty. Every product needs a description (colour, fabric, length, blouse piece).',
      'Fix these cells in the spreadsheet, save it as CSV UTF-8 again and import it again.',
    ].join('\n'),
  );
  assert.is(readFileSync(path.join(c.catalogue, 'saree.json'), 'utf8'), before, 'nothing written');
});

test('a file not saved as CSV UTF-8 is refused with how to save it', async (c) => {
  const legacy = path.join(c.dir, 'legacy.csv');
  // "Café Saree" in Windows-1252, as Excel's plain "CSV (Comma delimited)" writes it.
  writeFileSync(legacy, Buffer.from('title,des,img\r\nCaf\xe9 Saree,Silk,https://x.example/a.jpg\r\n', 'latin1'));
  const utf16 = path.join(c.dir, 'unicode.txt');
  writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('title,des,img\r\n', 'utf16le')]));
  for (const file of [legacy, utf16]) {
    const options = { catalogueDir: c.catalogue, photosDir: c.photos };
    const error = await rejection(importCsv(file, 'Saree', options));
    assert.match(error.message, 'CSV UTF-8');
    assert.match(error.message, 'File → Save As');
  }
});

test('a photo in site/data/photos/products/ named in img becomes the photo of the product', async (c) => {
  await jpeg(path.join(c.photos, 'products', 'Red-Silk-1.JPG'));
  const file = path.join(c.dir, 'photos.csv');
  writeFileSync(file, csv([NEW[0]!, ['Red Silk Saree', 'Silk', 'red-silk-1.jpg']]));
  await importCsv(file, 'Saree', { catalogueDir: c.catalogue, photosDir: c.photos, yes: true });
  assert.is(sarees(c.catalogue)[0]!.img, '/images/photos/products/red-silk-1.jpg');
  // And the export names the file the staff put there.
  const run = catalogue(['export', '--collection', 'saree'], { SHOP_CATALOGUE: c.catalogue, SHOP_PHOTOS: c.photos });
  assert.match(run.stdout, 'Red Silk Saree,Silk,Red-Silk-1.JPG');
});

test.run();
