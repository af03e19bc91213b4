import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, routeFile } from '../../site/pages/routes.js';
import { SITE, graphGzip, gzipSize, kb, pageJs, staticGraph } from '../_util/sizes.js';

interface Budgets {
  files: Record<string, number>;
  withImports: Record<string, number>;
  pages: Record<string, number>;
}
const budgets = JSON.parse(readFileSync('test/budgets.json', 'utf8')) as Budgets;
const budget = suite('size budgets (gzip, test/budgets.json)');

/** Every built JS file, named as in budgets.json (hashes replaced by *). */
function builtFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ['widgets', 'widgets/chunks', 'manage', 'manage/chunks']) {
    for (const name of readdirSync(path.join(SITE(), folder)).filter((n) => n.endsWith('.js'))) {
      files.set(`${folder}/${name.replace(/-[\w-]{8}\.js$/, '-*.js')}`, path.join(SITE(), folder, name));
    }
  }
  return files;
}

function report(rows: Array<[string, number, number]>): void {
  for (const [name, size, limit] of rows) {
    console.log(`    ${size <= limit ? ' ' : '!'} ${name.padEnd(36)} ${kb(size).padStart(9)} of ${kb(limit)}`);
  }
}

budget('each widget entry and shared chunk stays within its budget, and every built file has one', () => {
  const rows: Array<[string, number, number]> = [];
  for (const [name, file] of builtFiles()) {
    const limit = budgets.files[name];
    assert.ok(limit !== undefined, `${name} has no budget in test/budgets.json`);
    rows.push([name, gzipSize(file), limit!]);
  }
  report(rows);
  for (const [name, size, limit] of rows) assert.ok(size <= limit, `${name}: ${size} B > ${limit} B`);
});

budget('what a partner pastes (an entry with everything it imports) stays within budget', () => {
  const rows = Object.entries(budgets.withImports).map(
    ([name, limit]) =>
      [`${name} + imports`, graphGzip(staticGraph(path.join(SITE(), name))), limit] as [string, number, number],
  );
  report(rows);
  for (const [name, size, limit] of rows) assert.ok(size <= limit, `${name}: ${size} B > ${limit} B`);
});

budget('a catalogue dials the shop from its own code, without the shop chunk (showrooms, offers)', () => {
  const { callNumber, chatNumber } = JSON.parse(readFileSync('site/data/shop.json', 'utf8')) as Record<string, string>;
  for (const folder of ['widgets', 'widgets/en', 'widgets/bn']) {
    const graph = [...staticGraph(path.join(SITE(), folder, 'catalogue.js'))];
    const shopChunk = graph.filter((file) => /[\\/]shop-[\w-]{8}\.js$/.test(file));
    assert.equal(shopChunk, [], `${folder}/catalogue.js loads the shop chunk`);
    const code = graph.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const number of [callNumber, chatNumber]) {
      assert.ok(
        code.includes(JSON.stringify(number)),
        `${folder}/catalogue.js lacks the number ${number} of site/data/shop.json`,
      );
    }
  }
});

budget('the JS each page loads stays within its budget', () => {
  const rows = ROUTES.map(
    (route) => [route, graphGzip(pageJs(route)), budgets.pages[route] ?? 0] as [string, number, number],
  );
  report(rows);
  for (const [route, size, limit] of rows) assert.ok(size <= limit, `${route}: ${size} B > ${limit} B of JS`);
});

/** Every `*.lazy.ts` of the widgets' code, as the name of its chunk (`zoom.lazy.ts` → `zoom`). */
function lazyChunkNames(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? lazyChunkNames(path.join(folder, entry.name))
      : entry.name.endsWith('.lazy.ts')
        ? [entry.name.replace(/\.lazy\.ts$/, '')]
        : [],
  );
}

budget('every *.lazy.ts is a chunk of its own, named after it, that no page loads with its first view', () => {
  const names = [...lazyChunkNames('src'), ...lazyChunkNames('widgets')];
  assert.ok(names.length >= 4, names.join(', '));
  const chunkOf = (name: string, file: string) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file);
  for (const folder of ['widgets', 'widgets/en', 'widgets/bn']) {
    const chunks = readdirSync(path.join(SITE(), folder, 'chunks'));
    for (const name of names) {
      assert.ok(
        chunks.some((file) => chunkOf(name, file)),
        `${folder}/chunks has no ${name} chunk`,
      );
    }
  }
  for (const route of ROUTES) {
    const early = [...pageJs(route)].map((file) => path.basename(file));
    for (const name of names) {
      assert.not.ok(
        early.some((file) => chunkOf(name, file)),
        `${route} loads ${name}.lazy.ts with its first view`,
      );
    }
  }
});

budget("the Firestore chunk never loads on the shop's own pages", () => {
  for (const route of ROUTES) {
    const statically = [...pageJs(route)].some((file) => /firestore-/.test(file));
    assert.not.ok(statically, `${route} must never load the Firestore chunk up front`);
    // Even when shop.json names a Firebase project: the site is Firestore's published snapshot.
    const html = readFileSync(path.join(SITE(), routeFile(route)), 'utf8');
    assert.not.ok(html.includes('firebase-config='), `${route}: firebase-config`);
  }
});

budget.run();
