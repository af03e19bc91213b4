import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WORDS } from '../../src/vocabulary/words.js';
import { validateWords } from '../../src/vocabulary/validate.js';
import type { WordEntry } from '../../src/search/lexicon.js';

const entry = (en: string, bn: string[], also: string[] = [], shared?: string[]): WordEntry =>
  shared ? { en, bn, also, shared } : { en, bn, also };

const test = suite('the word list (src/vocabulary)');

test('passes its own checks', () => {
  assert.equal(validateWords(WORDS), []);
});

test('is the vocabulary of a saree and menswear shop: a few hundred entries of every kind', () => {
  const entries = Object.values(WORDS).flat();
  assert.ok(entries.length >= 250, `${entries.length} entries`);
  for (const kind of ['garments', 'fabrics', 'colours', 'occasions', 'regions', 'sizes']) {
    assert.ok((WORDS[kind]?.length ?? 0) >= 15, `${kind} has ${WORDS[kind]?.length ?? 0}`);
  }
  const byEnglish = new Map(entries.map((e) => [e.en, e]));
  for (const [en, bn, also] of [
    ['saree', 'শাড়ি', 'shari'],
    ['red', 'লাল', 'laal'],
    ['banarasi', 'বেনারসি', 'benarosi'],
    ['punjabi', 'পাঞ্জাবি', 'panjabi'],
    ['wedding', 'বিয়ে', 'biyer'],
    ['tant', 'তাঁত', 'taant'],
  ] as const) {
    assert.ok(byEnglish.get(en)?.bn.includes(bn), `${en} has ${bn}`);
    assert.ok(byEnglish.get(en)?.also.includes(also), `${en} has ${also}`);
  }
});

test('says what is wrong, naming the file and the entry', () => {
  const problems = validateWords({
    colours: [
      entry('Red', ['লাল']),
      entry('blue', []),
      entry('green', ['sobuj'], ['সবুজ']),
      entry('black', ['কালো'], ['kalo', 'ka-lo', 'kаlo']),
      entry('yellow', ['হলুদ'], ['holud']),
      entry('turmeric', ['হলুদ'], ['holud'], ['holud']),
    ],
  });
  const expected = [
    'colours.json, entry 1 (Red): "en" must be the English word in lower-case letters',
    'colours.json, entry 2 (blue): "bn" must list at least one form in Bengali script',
    'colours.json, entry 3 (green): "sobuj" in "bn" must be written in Bengali script',
    'colours.json, entry 3 (green): "সবুজ" in "also" must be in lower-case English letters (a–z, 0–9)',
    'colours.json, entry 4 (black): "ka-lo" is listed twice (spaces and hyphens do not count)',
    'colours.json, entry 4 (black): "kаlo" in "also" must be in lower-case English letters (a–z, 0–9)',
  ];
  for (const problem of expected) assert.ok(problems.includes(problem), `${problem}\n${problems.join('\n')}`);
  assert.ok(problems.some((p) => p.startsWith('"হলুদ" belongs to 2 entries')));
  assert.ok(
    problems.some((p) => p.startsWith('"holud" belongs to 2 entries')),
    'shared by only one of the two',
  );
  assert.is(problems.length, expected.length + 2);
});

test('accepts a form shared on purpose by every entry that has it', () => {
  const shared = ['holud', 'হলুদ'];
  assert.equal(
    validateWords({
      colours: [entry('yellow', ['হলুদ'], ['holud'], shared), entry('turmeric', ['হলুদ'], ['holud'], shared)],
    }),
    [],
  );
});

test.run();
