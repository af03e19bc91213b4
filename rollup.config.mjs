// Bundles the widgets for the browser. Run through `npm run build` (site/build.ts),
// which validates the shop config first and writes the site around these files.
import path from 'node:path';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { cssText, oneLanguage, shopContact, thinReact } from './tools/rollup/plugins.mjs';
import { WIDGETS } from './widgets/entries.mjs';

/**
 * Every stable entry a partner may paste: `widgets/<name>.js` for each widget
 * folder with a define.ts, `widgets/shop.js` defining them all, and
 * `widgets/auto.js` loading each widget a page uses when it is needed.
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

const SHOP_JSON = path.resolve('site/shop.json');

const FIRESTORE_SOURCE = path.resolve('src/sources/firestore.ts');
const SEARCH_SOURCE = path.resolve('src/search/smart.ts');
const GLIDE_SOURCE = path.resolve('widgets/_glide/create-carousel.ts');
const ZOOM_SOURCE = path.resolve('widgets/zoom-gallery/zoom.ts');

/**
 * Build-time URLs, each relative to the chunk that uses it:
 * - `import.meta.SHOP_ROOT`: the site root, so the catalogue JSON is found
 *   beside the script on any partner's page;
 * - `import.meta.FIRESTORE_CHUNK`, `import.meta.SEARCH_CHUNK`, `import.meta.GLIDE_CHUNK` and
 *   `import.meta.ZOOM_CHUNK`: the lazy Firestore, search, Glide and zoom chunks, so a failed load can be retried
 *   under a fresh URL (browsers remember a failed import()).
 * And the list of widget entries, `import.meta.SHOP_WIDGETS`, for the auto loader.
 */
/** @param {string} folder where the entries go (`widgets`, or `widgets/<lang>` for one language's pages) */
function buildUrls(folder) {
  let firestoreRef;
  let searchRef;
  let glideRef;
  let zoomRef;
  /** `new URL(<the emitted chunk, relative to the one asking>, import.meta.url)`. */
  const chunkUrl = (context, ref, from) => {
    const file = path.posix.relative(from, context.getFileName(ref));
    return `new URL(${JSON.stringify(file.startsWith('.') ? file : `./${file}`)}, import.meta.url).href`;
  };
  return {
    name: 'build-urls',
    buildStart() {
      firestoreRef = this.emitFile({ type: 'chunk', id: FIRESTORE_SOURCE, name: 'firestore' });
      searchRef = this.emitFile({ type: 'chunk', id: SEARCH_SOURCE, name: 'search' });
      glideRef = this.emitFile({ type: 'chunk', id: GLIDE_SOURCE, name: 'glide' });
      zoomRef = this.emitFile({ type: 'chunk', id: ZOOM_SOURCE, name: 'zoom' });
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
      const from = path.posix.dirname(chunkId);
      if (property === 'SHOP_ROOT') {
        const up = path.posix.relative(from, '.') || '.';
        return `new URL(${JSON.stringify(`${up}/`)}, import.meta.url).href`;
      }
      if (property === 'FIRESTORE_CHUNK') return chunkUrl(this, firestoreRef, from);
      if (property === 'SEARCH_CHUNK') return chunkUrl(this, searchRef, from);
      if (property === 'GLIDE_CHUNK') return chunkUrl(this, glideRef, from);
      if (property === 'ZOOM_CHUNK') return chunkUrl(this, zoomRef, from);
      if (property === 'SHOP_WIDGETS') return JSON.stringify(WIDGETS);
      return null;
    },
  };
}

/**
 * Shared hashed chunks: `runtime` (Preact, r2wc, the widget helpers), `shop` (the
 * shop config), `links` (contact links and URL checks) and one chunk per widget, so each stable entry
 * loads only its own widget. The Firestore SDK is left out: only the dynamic
 * import in src/sources reaches it, so it becomes its own lazy chunk; other
 * libraries (Glide, medium-zoom) go with the widgets that import them. (A
 * manual chunk also takes its not-yet-assigned dependencies.)
 * @param {string} id
 */
function manualChunks(id) {
  const file = id.split(path.sep).join('/');
  if (/src\/sources\/firestore/.test(file)) return undefined;
  // Shared by several widgets; the catalogue's own data path (search, sources) stays in its chunk.
  if (/node_modules\/(preact|@preact|react|react-dom|@r2wc)\/|widgets\/_runtime\//.test(file)) {
    return 'runtime';
  }
  // Also the loader of lazy chunks, which the catalogue, the carousels and the gallery share.
  if (/\/src\/lazy-chunk\.ts$/.test(file)) return 'runtime';
  // The shop's facts (showrooms, numbers, offers): only the widgets that show them load them; the offer banner only
  // when a page gives it no offers of its own.
  if (/\/src\/config\/(shop|maps)\.ts$|\/site\/shop\.json$/.test(file)) return 'shop';
  // Contact links and record checks serve the catalogue, the showroom card, the gallery and the frames, never
  // the home page or a plain page: a chunk of their own, loaded only with a widget that imports them.
  if (/\/src\/(links|safe-url)\.ts$/.test(file)) return 'links';
  // The checks of a loaded catalogue's records and its load errors: the catalogue's and the Firestore source's.
  if (/\/src\/(validate|sources\/errors)\.ts$/.test(file)) return 'records';
  // Glide and the carousel factory: only the dynamic import of a carousel's first need reaches them
  // (widgets/_glide/lazy-carousel.ts), so they are a lazy chunk of their own, like Firestore.
  if (/node_modules\/@glidejs\/glide\/dist\/glide|\/widgets\/_glide\/(create-carousel|transition)\.ts$/.test(file)) {
    return undefined;
  }
  // The rest of widgets/_glide/ (the lazy carousel, step buttons, views) serves two widgets: their own chunk, so
  // loading one widget's entry never runs the other widget's registration.
  if (/\/widgets\/_glide\/|\/@glidejs\/glide\/dist\/css\//.test(file)) return 'slides';
  // medium-zoom and the zoom around it (dialog, scroll lock, the layer's CSS): only the dynamic import of a
  // gallery's first need reaches them (widgets/zoom-gallery/lazy-zoom.ts), so they are a lazy chunk too.
  if (
    /node_modules\/medium-zoom\/dist\/pure|\/widgets\/zoom-gallery\/(zoom|zoom-dialog|record-listeners|scroll-lock|layer-sheet|zoom-layer)\.(ts|css)$/.test(
      file,
    )
  ) {
    return undefined;
  }
  // Other third-party code (medium-zoom's CSS) stays with the widget that uses it.
  if (file.includes('node_modules')) return undefined;
  return /\/widgets\/([^/]+)\//.exec(file)?.[1];
}

/**
 * @param {{ outDir?: string, lang?: 'en' | 'bn' | undefined }} [options]
 * @returns {import('rollup').RollupOptions & { output: import('rollup').OutputOptions }}
 */
export function widgetBuild({ outDir = 'dist/site', lang } = {}) {
  const folder = lang ? `widgets/${lang}` : 'widgets';
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
      shopContact(SHOP_JSON),
      cssText(),
      json({ preferConst: true }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'module', 'import'] }),
      typescript({
        tsconfig: './tsconfig.json',
        noEmit: false,
        outDir,
        include: ['src/**', 'widgets/**', 'site/*.json'],
      }),
      oneLanguage(lang),
      buildUrls(folder),
      terser({ format: { comments: false }, compress: { passes: 2 } }),
    ],
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: `${folder}/[name].js`,
      chunkFileNames: `${folder}/chunks/[name]-[hash].js`,
      manualChunks,
      sourcemap: false,
    },
  };
}

export default widgetBuild();
