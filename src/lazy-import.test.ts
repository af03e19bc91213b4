import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lazyImport } from './lazy-import.js';

/** A module that says under which URL it was loaded, as a built chunk would be. */
interface Chunk {
  loadedFrom: string;
}

const test = suite('lazyImport(load, url): a later-loaded chunk, retried under a fresh URL');
let folder = '';
let chunk = '';
test.before.each(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'lazy-import-'));
  // .mjs: a module to Node as it is, as a built chunk is to a browser.
  chunk = path.join(folder, 'zoom-a1b2c3d4.mjs');
});
test.after.each(() => rmSync(folder, { recursive: true, force: true }));
const writeChunk = () => writeFileSync(chunk, 'export const loadedFrom = import.meta.url;\n');
/** The message a promise rejects with, or "it loaded". */
const failure = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'it loaded',
    (error: Error) => error.message,
  );

test('the first attempt imports through `load`; nothing is fetched before it', async () => {
  writeChunk();
  const calls: number[] = [];
  const importZoom = lazyImport<Chunk>((failures) => {
    calls.push(failures);
    return import(pathToFileURL(chunk).href) as Promise<Chunk>;
  }, pathToFileURL(chunk).href);
  assert.equal(calls, [], 'nothing fetched yet');
  assert.is((await importZoom(0)).loadedFrom, pathToFileURL(chunk).href);
  assert.equal(calls, [0]);
});

test('after a failed attempt the next asks under ?retry=1, and after two under ?retry=2', async () => {
  const url = pathToFileURL(chunk).href;
  const importZoom = lazyImport<Chunk>(() => Promise.reject(new Error('offline')), url);
  assert.match(await failure(importZoom(0)), /offline/);
  // The chunk is still missing: the retry fails too, under its own address.
  assert.match(await failure(importZoom(1)), /zoom-a1b2c3d4\.mjs/);
  writeChunk();
  assert.is((await importZoom(2)).loadedFrom, `${url}?retry=2`);
});

test('outside a build (no URL) every attempt calls `load`, told how many attempts failed', async () => {
  writeChunk();
  const calls: number[] = [];
  const importZoom = lazyImport<Chunk>((failures) => {
    calls.push(failures);
    return failures < 2 ? Promise.reject(new Error('offline')) : (import(pathToFileURL(chunk).href) as Promise<Chunk>);
  });
  assert.match(await failure(importZoom(0)), /offline/);
  assert.match(await failure(importZoom(1)), /offline/);
  assert.is((await importZoom(2)).loadedFrom, pathToFileURL(chunk).href);
  assert.equal(calls, [0, 1, 2]);
});

test.run();
