// Bundles the widgets for the browser. Run through `npm run build` (site/build/build.ts),
// which validates the shop config first and writes the site around these files.
import path from 'node:path';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { chunkRules } from './tools/rollup/chunks.mjs';
import { lazyChunks } from './tools/rollup/lazy.mjs';
import { minify } from './tools/rollup/minify.mjs';
import { cssText, oneLanguage, shopContact, thinReact } from './tools/rollup/plugins.mjs';
import { WIDGETS } from './widgets/entries.mjs';

/**
 * Every stable entry a partner may paste: `widgets/<name>.js` for each widget folder with a define.ts,
 * `widgets/shop.js` defining them all, and `widgets/auto.js` loading each widget a page uses when it is needed.
 */
export { WIDGETS };
const SHOP_ENTRY = '\0shop-entry';

/** `widgets/shop.js`: imports every widget's registration. */
function shopEntry() {
  return {
    name: 'shop-entry',
    resolveId: (id) => (id === SHOP_ENTRY ? id : null),
    load: (id) =>
      id === SHOP_ENTRY
        ? WIDGETS.map((name) => `import ${JSON.stringify(path.resolve(`widgets/${name}/define.ts`))};`).join('\n')
        : null,
  };
}

const SHOP_JSON = path.resolve('site/data/shop.json');

/**
 * Build-time values, each relative to the chunk that uses it: `import.meta.SHOP_ROOT`, the site root, so the
 * catalogue JSON is found beside the script on any partner's page; `import.meta.SHOP_WIDGETS`, the widget entries,
 * for the auto loader.
 * @param {string} folder where the entries go (`widgets`, or `widgets/<lang>` for one language's pages)
 */
function buildUrls(folder) {
  return {
    name: 'build-urls',
    buildStart() {
      // The search chunk imports the text normalising that catalogue.js has already loaded: letting that entry
      // export it too keeps the catalogue in catalogue.js, rather than behind a facade and one more chunk.
      this.emitFile({
        type: 'chunk',
        id: path.resolve('widgets/catalogue/define.ts'),
        fileName: `${folder}/catalogue.js`,
        preserveSignature: 'allow-extension',
      });
    },
    resolveImportMeta(property, { chunkId }) {
      if (property === 'SHOP_ROOT') {
        const up = path.posix.relative(path.posix.dirname(chunkId), '.') || '.';
        return `new URL(${JSON.stringify(`${up}/`)}, import.meta.url).href`;
      }
      if (property === 'SHOP_WIDGETS') return JSON.stringify(WIDGETS);
      return null;
    },
  };
}

/**
 * The chunks several widgets share, by folder (a path ending in `/`) or module; tools/rollup/chunks.mjs places the
 * rest: a widget's folder is its chunk, a `*.lazy.ts` and what only it reaches load later in a chunk of their own.
 */
export const SHARED_CHUNKS = {
  // Preact, r2wc and the widget helpers, which every widget loads.
  runtime: ['node_modules/preact/', 'node_modules/@r2wc/', 'widgets/_runtime/', 'src/lazy-import.ts'],
  // What the carousel and the category slider share before Glide (widgets/_glide/glide.lazy.ts) loads.
  slides: ['widgets/_glide/', 'node_modules/@glidejs/glide/dist/css/'],
  // Contact links and URL checks: the catalogue's, the showroom card's and the gallery's, never a plain page's.
  links: ['src/links.ts', 'src/safe-url.ts'],
  // A loaded catalogue's record checks and load errors: the catalogue's and the Firestore chunk's.
  records: ['src/validate.ts', 'src/sources/errors.ts'],
};

/**
 * `shopJson`: the shop config's text to compile in instead of site/data/shop.json (the settings in Firestore, for a
 * site built from them), already validated.
 * @param {{ outDir?: string, lang?: 'en' | 'bn' | undefined, shopJson?: string | undefined }} [options]
 * @returns {import('rollup').RollupOptions & { output: import('rollup').OutputOptions }}
 */
export function widgetBuild({ outDir = 'dist/site', lang, shopJson } = {}) {
  const folder = lang ? `widgets/${lang}` : 'widgets';
  const chunks = chunkRules(SHARED_CHUNKS);
  return {
    input: {
      shop: SHOP_ENTRY,
      auto: 'widgets/auto.ts',
      ...Object.fromEntries(
        WIDGETS.filter((name) => name !== 'catalogue').map((name) => [name, `widgets/${name}/define.ts`]),
      ),
    },
    plugins: [
      thinReact(),
      shopEntry(),
      shopContact(SHOP_JSON, shopJson),
      cssText(),
      json({ preferConst: true }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'module', 'import'] }),
      typescript({
        tsconfig: './tsconfig.json',
        noEmit: false,
        // Types are `npm run typecheck`'s job (tsc -p . covers these files): a bundle only strips them.
        noCheck: true,
        outDir,
        include: ['src/**', 'widgets/**', 'site/data/*.json'],
        exclude: ['**/*.test.ts', '**/*.test.tsx'],
      }),
      oneLanguage(lang),
      lazyChunks(),
      buildUrls(folder),
      chunks.plugin,
      minify({ format: { comments: false }, compress: { passes: 2 } }),
    ],
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: `${folder}/[name].js`,
      chunkFileNames: `${folder}/chunks/[name]-[hash].js`,
      manualChunks: chunks.manualChunks,
      sourcemap: false,
    },
  };
}

export default widgetBuild();
