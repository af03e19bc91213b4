import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogue, workspace } from '../_util/staff.js';

const test = suite<{ dir: string; catalogue: string; photos: string }>(
  'npm run catalogue -- import: the separator of the file is found',
);
test.before.each((context) => {
  Object.assign(context, workspace());
  // An empty collection, so that no import here removes anything.
  writeFileSync(path.join(context.catalogue, 'saree.json'), '[]\n');
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

const sarees = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'saree.json'), 'utf8')) as Array<Record<string, string>>;

const import_ = (c: { dir: string; catalogue: string }, text: string) => {
  const file = path.join(c.dir, 'sheet.csv');
  writeFileSync(file, text);
  return { file, run: catalogue(['import', file, '--collection', 'Saree'], { SHOP_CATALOGUE: c.catalogue }) };
};

test('semicolons, as Excel set up for a European language saves "CSV UTF-8"', (c) => {
  const { run } = import_(
    c,
    '\ufeffid;title;des;img\r\n' +
      's-1;Red Tant Saree;"Cotton; 5.5 m, no blouse piece";https://images.example/red.jpg\r\n' +
      ';নীল জামদানি শাড়ি;ঢাকাই বুনন, হালকা;https://images.example/blue.jpg\r\n',
  );
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, 'Saree: 2 added');
  const [red, blue] = sarees(c.catalogue);
  assert.equal(red, {
    id: 's-1',
    title: 'Red Tant Saree',
    des: 'Cotton; 5.5 m, no blouse piece',
    img: 'https://images.example/red.jpg',
  });
  assert.is(blue!.des, 'ঢাকাই বুনন, হালকা');
});

test('tabs, as a copy saved as tab-separated text', (c) => {
  const { run } = import_(c, 'title\tdes\timg\nRed Tant Saree\tCotton, 5.5 m\thttps://images.example/red.jpg\n');
  assert.is(run.status, 0, run.stderr);
  assert.is(sarees(c.catalogue)[0]!.des, 'Cotton, 5.5 m');
});

test('commas with semicolons inside the cells stay commas', (c) => {
  const { run } = import_(c, 'title,des,img\nRed Tant Saree,Cotton; 5.5 m; daily,https://images.example/red.jpg\n');
  assert.is(run.status, 0, run.stderr);
  assert.is(sarees(c.catalogue)[0]!.des, 'Cotton; 5.5 m; daily');
});

test('another separator is named in plain words', (c) => {
  const { file, run } = import_(c, 'title|des|img\nRed Tant Saree|Cotton|https://images.example/red.jpg\n');
  assert.is(run.status, 1);
  assert.match(
    run.stderr,
    `${file}, row 1: the columns are not separated by commas, semicolons or tabs, so the first row reads as one ` +
      'cell ("title|des|img"). Save it again as "CSV UTF-8"',
  );
});

test.run();
