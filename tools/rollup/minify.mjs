// Terser, with each chunk's minified code kept between builds by content: most chunks come out of the bundler the
// same from one build to the next (a publish with new offers changes the shop's chunk, not Preact's or the
// gallery's), and minifying is about half of a bundle's time.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import terser from '@rollup/plugin-terser';
import { writeCacheFile } from '../../site/build/cache-file.js';

const CACHE_DIR = 'node_modules/.cache/showroom-minified';
const require = createRequire(import.meta.url);
/** The minifier's version and its plugin's code: an upgrade of either minifies everything again. */
const VERSIONS = createHash('sha1')
  .update(JSON.parse(readFileSync(require.resolve('terser/package.json'), 'utf8')).version)
  .update(readFileSync(require.resolve('@rollup/plugin-terser')))
  .digest('hex');

/**
 * `@rollup/plugin-terser` with a cache (grown like the compressed files' one: delete node_modules/.cache/ to empty
 * it). For bundles without source maps, which is every bundle here.
 * @param {import('@rollup/plugin-terser').Options} options
 * @returns {import('rollup').Plugin}
 */
export function minify(options) {
  const plugin = terser(options);
  return {
    name: 'minify',
    async renderChunk(code, chunk, outputOptions, meta) {
      if (outputOptions.sourcemap) throw new Error('minify(): the cache keeps no source maps');
      const key = createHash('sha1')
        .update(`${VERSIONS}\0${JSON.stringify(options)}\0${outputOptions.format}\0`)
        .update(code)
        .digest('hex');
      const file = path.join(CACHE_DIR, key.slice(0, 2), `${key}.js`);
      const kept = await readFile(file, 'utf8').catch(() => null);
      if (kept !== null) return kept;
      const result = await plugin.renderChunk.call(this, code, chunk, outputOptions, meta);
      const minified = typeof result === 'string' ? result : result.code;
      await mkdir(path.dirname(file), { recursive: true });
      await writeCacheFile(file, minified);
      return minified;
    },
  };
}
