import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runOnShopFiles, shopFiles } from '../_util/staff.js';

/*
 * site/data/shop.json as the staff edit it, in Notepad or on a phone: what `npm run check` (and the build) says for
 * each slip, read as a shopkeeper reads it.
 */
const test = suite<{ dir: string; file: string }>('npm run check, on a hand-edited site/data/shop.json');
test.before.each((context) => {
  context.dir = shopFiles('config-messages-');
  context.file = path.join(context.dir, 'shop.json');
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

const run = runOnShopFiles;

/** The slip made as text, as in Notepad: the rest of the file stays byte for byte. */
function type(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes(from), from);
  writeFileSync(file, text.replace(from, to));
}

test('a quote inside an offer: the line and column, the line itself with a marker, and how to write a quote', ({
  dir,
  file,
}) => {
  type(file, 'নিশ্চিত উপহার!', '"নিশ্চিত" উপহার!');
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 1);
  const [head, shown, marker, place] = result.stderr.trim().split('\n');
  const line = '    "৫০০০ টাকার কেনাকাটায় "নিশ্চিত" উপহার!",';
  assert.is(
    head,
    `${file}, line 27, column ${line.indexOf('"নিশ্চিত') + 1}: a quote (") inside a text ends the text here. To write a quote inside a ` +
      'text, type a backslash before it: \\" (for example "Puja \\"special\\" offer").',
  );
  assert.is(shown, `  27 | ${line}`);
  assert.match(marker!, /^ {5}\| +\^$/);
  // A terminal may draw Bengali wider or narrower than the ^ assumes: the place is also shown in the text.
  assert.is(place, '  The place is at ▶: …"৫০০০ টাকার কেনাকাটায় ▶"নিশ্চিত" উপহার!",');
  assert.not.match(result.stderr, /position \d+|SyntaxError|\n\s+at /);
});

test('a missing comma between two entries', ({ dir, file }) => {
  type(file, '"+91 99999 00011", "+91 99999 00012"', '"+91 99999 00011" "+91 99999 00012"');
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 1);
  const column = '      "phones": ["+91 99999 00011"'.length + 1;
  assert.match(
    result.stderr,
    `${file}, line 55, column ${column}: a comma is missing between two entries: type , here.`,
  );
  assert.match(result.stderr, '  55 |       "phones": ["+91 99999 00011" "+91 99999 00012"],\n');
});

test('the build stops on a slip with the same words, before building anything', ({ dir, file }) => {
  type(file, '"approximate": true }\n', '"approximate": true },\n');
  const check = run('tools/check.ts', dir);
  const build = run('site/build/build.ts', dir);
  assert.is(build.status, 1);
  assert.match(build.stderr, 'a comma after the last entry, before }: delete this comma.');
  assert.is(build.stderr, check.stderr);
});

test('a file saved by Notepad as "Unicode" is named as such, with the way to save it as UTF-8', ({ dir, file }) => {
  writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(readFileSync(file, 'utf8'), 'utf16le')]));
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 1);
  assert.is(
    result.stderr.trim(),
    `${file} is saved as "Unicode" (UTF-16), which the site cannot read. Save it as UTF-8: in Notepad, ` +
      'File › Save As, set Encoding to UTF-8, and Save (replace the file). Nothing in it is lost.',
  );
});

test('a file saved by Notepad as "UTF-8 with BOM" is simply read', ({ dir, file }) => {
  writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(file)]));
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, 'site/data/shop.json, 7 content files and the photos are valid');
});

test('a phone number typed with Bengali digits is accepted', ({ dir, file }) => {
  type(file, '"+91 99999 00021"', '"+৯১ ৯৮৩০০ ১২৩৪৫"');
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 0, result.stderr);
  assert.not.match(result.stdout, 'Bethuadahari, first phone number');
});

test('a wrong showroom phone names the showroom in words, with the same field of another as the example', ({
  dir,
  file,
}) => {
  type(file, '"+91 99999 00021"', '"98300 1234"');
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 1);
  assert.match(
    result.stderr,
    'Bethuadahari, first phone number ("phones"): expected an Indian phone number (10 digits, optional +91).\n' +
      '    For example, Ranaghat, first phone number ("phones") is "+91 99999 00011".',
  );
  assert.not.match(result.stderr, 'showrooms[');
});

test.run();
