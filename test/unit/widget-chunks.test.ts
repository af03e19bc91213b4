import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rollup, type OutputChunk } from 'rollup';
import { chunkRules } from '../../tools/rollup/chunks.mjs';
import { lazyChunks } from '../../tools/rollup/lazy.mjs';

/*
 * The widget bundle's chunking conventions (tools/rollup/), on a small tree of plain modules: a `*.lazy.ts` is its
 * own chunk with whatever only it reaches, a widget's folder is its chunk, and what the conventions cannot place
 * stops the build with a message naming the file.
 */
const test = suite('the widget chunks: folders and *.lazy modules, never file names');
let root = '';
test.before.each(() => {
  root = mkdtempSync(path.join(tmpdir(), 'widget-chunks-'));
});
test.after.each(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): void {
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
}

const WRAPPER = 'export const lazyImport = (load, url) => () => load(0).catch(() => import(url + "?retry=1"));\n';

/** Builds `widgets/<name>/define.js` for each name; resolves to the chunks, or rejects with the build's message. */
async function build(widgets: string[], shared: Record<string, string[]> = {}): Promise<OutputChunk[]> {
  const chunks = chunkRules(shared, root);
  const bundle = await rollup({
    input: Object.fromEntries(widgets.map((name) => [name, path.join(root, `widgets/${name}/define.js`)])),
    plugins: [lazyChunks(root), chunks.plugin],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({
    format: 'es',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: chunks.manualChunks,
  });
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

const failure = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'it built',
    (error: Error) => error.message,
  );
const modules = (chunk: OutputChunk | undefined) =>
  Object.keys(chunk?.modules ?? {}).map((id) => path.relative(root, id).split(path.sep).join('/'));

test('a *.lazy module is a chunk named after it, with what only it reaches, even from its widget’s folder', async () => {
  tree({
    'src/lazy-import.js': WRAPPER,
    'widgets/gallery/define.js':
      "import { lazyImport } from '../../src/lazy-import.js';\nimport { caption } from './caption.js';\n" +
      "export const importZoom = lazyImport(() => import('./zoom.lazy.js'));\nconsole.log(caption);\n",
    'widgets/gallery/caption.js': "export const caption = 'Photos';\n",
    'widgets/gallery/zoom.lazy.js':
      "import { dialog } from './dialog.js';\nimport { caption } from './caption.js';\n" +
      'export const zoom = () => dialog(caption);\n',
    'widgets/gallery/dialog.js': 'export const dialog = (text) => text.toUpperCase();\n',
  });
  const chunks = await build(['gallery']);
  const zoom = chunks.find((c) => c.fileName.startsWith('chunks/zoom-'));
  assert.equal(modules(zoom).sort(), ['widgets/gallery/dialog.js', 'widgets/gallery/zoom.lazy.js']);
  const gallery = chunks.find((c) => modules(c).includes('widgets/gallery/define.js'))!;
  assert.equal(modules(gallery).sort(), [
    'src/lazy-import.js',
    'widgets/gallery/caption.js',
    'widgets/gallery/define.js',
  ]);
  assert.ok(
    gallery.code.includes(
      `, new URL('${path.posix.relative(path.posix.dirname(gallery.fileName), zoom!.fileName)}', import.meta.url).href)`,
    ),
    `the wrapper is given the chunk's address:\n${gallery.code}`,
  );
});

test('a widget folder is its chunk; a shared module goes where SHARED_CHUNKS names it, by folder or module', async () => {
  tree({
    'src/price.js': "export const price = (n) => '₹' + n;\n",
    'src/runtime/define.js': 'export const define = (name) => name;\n',
    'widgets/catalogue/define.js':
      "import { price } from '../../src/price.js';\nimport { define } from '../../src/runtime/define.js';\n" +
      'console.log(define(price(1)));\n',
    'widgets/showroom/define.js':
      "import { price } from '../../src/price.js';\nimport { define } from '../../src/runtime/define.js';\n" +
      'console.log(define(price(2)));\n',
  });
  const chunks = await build(['catalogue', 'showroom'], { runtime: ['src/runtime/'], links: ['src/price.js'] });
  const named = (name: string) => modules(chunks.find((c) => c.name === name));
  assert.equal(named('links'), ['src/price.js']);
  assert.equal(named('runtime'), ['src/runtime/define.js']);
  assert.equal(named('catalogue'), ['widgets/catalogue/define.js']);
  assert.equal(named('showroom'), ['widgets/showroom/define.js']);
});

test('a module two widgets share and nothing places stops the build, naming it and where to place it', async () => {
  tree({
    'src/price.js': "export const price = (n) => '₹' + n;\n",
    'widgets/catalogue/define.js': "import { price } from '../../src/price.js';\nconsole.log(price(1));\n",
    'widgets/showroom/define.js': "import { price } from '../../src/price.js';\nconsole.log(price(2));\n",
  });
  assert.match(
    await failure(build(['catalogue', 'showroom'])),
    'src/price.js is used by the catalogue, showroom chunks: name the chunk it goes in, in SHARED_CHUNKS ' +
      '(rollup.config.mjs), or move it to the folder of one',
  );
});

test('a renamed module that SHARED_CHUNKS names stops the build instead of leaving its chunk', async () => {
  tree({
    'src/contact-links.js': "export const tel = (n) => 'tel:' + n;\n",
    'widgets/catalogue/define.js': "import { tel } from '../../src/contact-links.js';\nconsole.log(tel(1));\n",
  });
  assert.match(
    await failure(build(['catalogue'], { links: ['src/links.js'] })),
    'rollup.config.mjs: the links chunk names src/links.js, which does not exist: give its new path',
  );
});

test('a *.lazy module imported with the first view, or by a bare import(), stops the build', async () => {
  tree({
    'widgets/gallery/define.js': "import { zoom } from './zoom.lazy.js';\nconsole.log(zoom);\n",
    'widgets/gallery/zoom.lazy.js': 'export const zoom = 1;\n',
    'widgets/carousel/define.js': "import('./glide.lazy.js').then(console.log);\n",
    'widgets/carousel/glide.lazy.js': 'export const glide = 1;\n',
  });
  assert.match(
    await failure(build(['gallery'])),
    "widgets/gallery/define.js imports ./zoom.lazy.js with its first view: load it with lazyImport(() => import('./zoom.lazy.js'))",
  );
  assert.match(
    await failure(build(['carousel'])),
    "widgets/carousel/define.js: write import('./glide.lazy.js') as lazyImport(() => import('./glide.lazy.js')), so a failed load is retried",
  );
});

test.run();
