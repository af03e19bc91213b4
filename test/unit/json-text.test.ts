import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { decodeJsonFile, parseJsonText } from '../../src/config/json-text.js';

const SHOP = readFileSync('site/data/shop.json', 'utf8');
const test = suite('site/data/shop.json typed by hand: parseJsonText(text, file)');

/** The message for the shop config with one slip made in it. */
function message(from: string, to: string): string {
  assert.ok(SHOP.includes(from), from);
  return messageFor(SHOP.replace(from, to));
}

function messageFor(text: string): string {
  try {
    parseJsonText(text, 'site/data/shop.json');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

/** The line number, the line itself and the column under the marker. */
function marked(text: string): { line: number; column: number; shown: string; under: string } {
  const [head, shown, marker] = text.split('\n');
  const [, line, column] = head!.match(/line (\d+), column (\d+)/)!;
  const gutter = shown!.indexOf('| ') + 2;
  return {
    line: Number(line),
    column: Number(column),
    shown: shown!.slice(gutter),
    under: shown!.slice(gutter).charAt(marker!.indexOf('^') - gutter),
  };
}

test('a quote inside an offer text: says to type \\" and marks the quote that ended the text', () => {
  const text = message('লাকি ড্র —', '"লাকি ড্র" —');
  assert.match(text, 'a quote (") inside a text ends the text here');
  assert.match(text, 'type a backslash before it: \\"');
  const m = marked(text);
  assert.is(m.line, 28);
  assert.match(m.shown, '"১০০০ টাকার কেনাকাটায় "লাকি ড্র" —');
  assert.is(m.column, m.shown.indexOf('"লাকি') + 1);
});

test('a missing comma between two entries: marks the end of the entry before', () => {
  const text = message('"+91 99999 00001",', '"+91 99999 00001"');
  assert.match(text, 'a comma is missing between two entries: type , here.');
  const m = marked(text);
  assert.is(m.line, 9);
  assert.is(m.column, '  "callNumber": "+91 99999 00001"'.length + 1);
});

test('a trailing comma after the last entry', () => {
  const text = message('"approximate": true }\n', '"approximate": true },\n');
  assert.match(text, 'a comma after the last entry, before }: delete this comma.');
  const m = marked(text);
  assert.is(m.under, ',');
});

test('a missing closing brace at the end names the { left open', () => {
  // The file's last } deleted.
  const text = messageFor(`${SHOP.trimEnd().slice(0, -1)}\n`);
  assert.match(text, 'the file ends before the { on line 1 is closed: a closing } is missing.');
  assert.is(marked(text).line, SHOP.trimEnd().split('\n').length - 1);
});

test('curly quotes from a phone keyboard', () => {
  assert.match(message('"+91 99999 00002"', '“+91 99999 00002”'), 'texts go between straight double quotes');
});

test('a file saved by Notepad as "Unicode" is named, with how to save it as UTF-8', () => {
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SHOP, 'utf16le')]);
  assert.throws(
    () => decodeJsonFile(utf16, 'site/data/shop.json'),
    (error: Error) =>
      error.message.startsWith('site/data/shop.json is saved as "Unicode" (UTF-16)') &&
      error.message.includes('File › Save As, set Encoding to UTF-8'),
  );
});

test('a UTF-8 byte order mark is accepted', () => {
  const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SHOP)]);
  assert.equal(parseJsonText(decodeJsonFile(withBom, 'site/data/shop.json'), 'site/data/shop.json'), JSON.parse(SHOP));
});

test.run();
