import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runOnShopFiles, shopFiles } from '../_util/staff.js';
import { putRealDetails } from '../_util/real-details.js';

const test = suite<{ dir: string }>('npm run check');
test.before.each((context) => {
  context.dir = shopFiles('check-');
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

const run = runOnShopFiles;

function edit(file: string, change: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
}

test('with the real details in, the shop files pass: All good, with the product counts', ({ dir }) => {
  putRealDetails(path.join(dir, 'shop.json'));
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, /^All good: .*Products: Saree \d+, Men Punjabi \d+, Men Tshirt \d+, Men Blazer \d+\./);
});

test('the sample details are listed, each with its field in words and what to put there, and never "All good"', ({
  dir,
}) => {
  const file = path.join(dir, 'shop.json');
  const result = run('tools/check.ts', dir);
  // Still valid: a fresh clone builds and runs on the sample details.
  assert.is(result.status, 0, result.stderr);
  assert.not.match(result.stdout, 'All good');
  assert.match(result.stdout, `${file} still has 11 sample values`);
  assert.match(
    result.stdout,
    `  the site's public address ("siteUrl"): "https://showroom.example.com"\n    Put the site's real address`,
  );
  assert.match(result.stdout, `  Bethuadahari, first phone number ("phones"): "+91 99999 00021"\n    Put a real phone`);
  assert.match(result.stdout, `  the shop's e-mail address ("email"): "hello@showroom.example.com"`);
  assert.match(result.stdout, /\nNot ready to publish: .*npm run deploy refuses until they are replaced\.$/m);
});

test('one sample value left is still listed', ({ dir }) => {
  const file = path.join(dir, 'shop.json');
  putRealDetails(file);
  edit(file, (shop) => {
    (shop.social as Record<string, string>).facebook = 'https://www.facebook.com/showroom.example';
  });
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 0, result.stderr);
  assert.not.match(result.stdout, 'All good');
  assert.match(result.stdout, `${file} still has a sample value`);
  assert.match(result.stdout, `the shop's Facebook page ("facebook"): "https://www.facebook.com/showroom.example"`);
  assert.match(result.stdout, 'but the sample value above is still in.');
});

test('a wrong phone number, a wrong e-mail and a missing field are named, said plainly, and fail the check', ({
  dir,
}) => {
  const file = path.join(dir, 'shop.json');
  edit(file, (shop) => {
    shop.callNumber = '12345';
    shop.email = 'shop at gmail';
    delete shop.sampleContactDetails;
  });
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 1);
  assert.match(result.stderr, `${file}: 3 problems to fix:`);
  assert.match(
    result.stderr,
    'the number the Call buttons dial ("callNumber"): expected an Indian phone number (10 digits, optional +91).',
  );
  assert.match(result.stderr, `the shop's e-mail address ("email"): expected an e-mail address.`);
  assert.match(
    result.stderr,
    'the sample-details switch ("sampleContactDetails"): missing: add it, as true or false (no quotes).',
  );
  assert.not.match(result.stderr, /\n\s+at /, 'no stack trace');
});

test('a content field gets an example from the same field of a sibling entry', ({ dir }) => {
  const file = path.join(dir, 'content', 'home.json');
  const slides = (JSON.parse(readFileSync(file, 'utf8')) as { slides: Array<{ alt: unknown }> }).slides;
  edit(file, (home) => {
    (home.slides as Array<{ alt: unknown }>)[2]!.alt = 42;
  });
  const result = run('tools/check.ts', dir);
  assert.is(result.status, 1);
  assert.match(result.stderr, `${file}: a problem to fix:`);
  assert.match(result.stderr, 'slides[2].alt: ');
  assert.match(result.stderr, `For example, slides[0].alt is ${JSON.stringify(slides[0]!.alt)}.`);
});

test('the build stops on the same problem with the same words, before building anything', ({ dir }) => {
  edit(path.join(dir, 'shop.json'), (shop) => {
    shop.callNumber = '12345';
  });
  const check = run('tools/check.ts', dir);
  const build = run('site/build/build.ts', dir);
  assert.is(build.status, 1);
  assert.is(build.stderr.replace(/npm warn.*\n/g, ''), check.stderr.replace(/npm warn.*\n/g, ''));
});

test.run();
