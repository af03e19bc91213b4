// Bundles the widgets for the browser. Run through `npm run build` (site/build/build.ts),
// which validates the shop config first and writes the site around these files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { transform as transformCss } from 'esbuild';
import typescript from '@rollup/plugin-typescript';
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

/**
 * `import x from './a.css'` gives the CSS text (adopted as a constructable stylesheet), minified by esbuild:
 * the comments that explain each rule stay in the source, not in every shopper's download.
 */
function cssText() {
  return {
    name: 'css-text',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const { code: css } = await transformCss(code, { loader: 'css', minify: true, sourcefile: id });
      return { code: `export default ${JSON.stringify(css.trim())};`, map: { mappings: '' } };
    },
  };
}

/**
 * The React API the widgets use, from Preact without compat's emulation layer (widgets/_runtime/react-lite.ts):
 * `react` and `react-dom/client` map to our two small modules, `react/jsx-runtime` to Preact's own.
 */
function thinReact() {
  const own = {
    react: path.resolve('widgets/_runtime/react-lite.ts'),
    'react-dom/client': path.resolve('widgets/_runtime/react-dom-client.ts'),
  };
  return {
    name: 'thin-react',
    resolveId(source, importer) {
      if (Object.hasOwn(own, source)) return own[source];
      if (source === 'react/jsx-runtime') return this.resolve('preact/jsx-runtime', importer, { skipSelf: true });
      return null;
    },
  };
}

const CONTACT_SOURCE = path.resolve('src/config/contact.ts');
const SHOP_JSON = path.resolve('site/data/shop.json');

/** site/data/shop.json's text; a UTF-8 byte order mark (Notepad's "UTF-8 with BOM") is dropped, as the build does. */
const shopJsonFile = async () => (await readFile(SHOP_JSON, 'utf8')).replace(/^\uFEFF/, '');

/**
 * `src/config/contact.ts` with the shop's numbers, address and showroom names written in: read from site/data/shop.json (which the build
 * has validated) rather than imported from it, since rollup keeps one JSON module in one chunk, and that chunk
 * (`shop`) also holds the showrooms and offers, which a catalogue never shows.
 */
/** @param {string | undefined} shopJson the settings to compile in instead (a site built from Firestore's) */
function shopContact(shopJson) {
  const shopJsonText = async () => shopJson ?? shopJsonFile();
  return {
    name: 'shop-contact',
    async load(id) {
      if (id === SHOP_JSON) return shopJsonText();
      if (id !== CONTACT_SOURCE) return null;
      this.addWatchFile(SHOP_JSON);
      const { callNumber, chatNumber, siteUrl, showrooms } = JSON.parse(await shopJsonText());
      // A card's "At Ranaghat, Karimpur": each showroom's id, two names and page, not its address and phones.
      const places = showrooms.map(({ id, name, route }) => ({ id, name, route }));
      return `export const shopContact = ${JSON.stringify({ callNumber, chatNumber, siteUrl, showrooms: places })};`;
    },
  };
}

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
  if (/\/src\/config\/(shop|maps)\.ts$|\/site\/data\/shop\.json$/.test(file)) return 'shop';
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
 * A bundle for pages of one language: every strings table (`tables(en, bn)`, src/i18n.ts) keeps only that
 * language, and the other is left out of the bundle. The site's pages load these (`widgets/<lang>/`); the stable
 * entries partners paste keep both, since their widgets follow whatever page they are on.
 * @param {'en' | 'bn' | undefined} lang
 */
function oneLanguage(lang) {
  return {
    name: 'one-language',
    transform(code) {
      if (!lang || !code.includes('tables(')) return null;
      const table = (en, bn) => (lang === 'en' ? en : bn);
      return {
        code: code.replace(
          /\btables\(\s*(\w+)\s*,\s*(\w+)\s*\)/g,
          (_, en, bn) => `tables(${table(en, bn)}, ${table(en, bn)})`,
        ),
        map: null,
      };
    },
  };
}

/**
 * `shopJson`: the shop config's text to compile in instead of site/data/shop.json (the settings in Firestore, for a
 * site built from them), already validated.
 * @param {{ outDir?: string, lang?: 'en' | 'bn' | undefined, shopJson?: string | undefined }} [options]
 * @returns {import('rollup').RollupOptions & { output: import('rollup').OutputOptions }}
 */
export function widgetBuild({ outDir = 'dist/site', lang, shopJson } = {}) {
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
      shopContact(shopJson),
      cssText(),
      json({ preferConst: true }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'module', 'import'] }),
      typescript({
        tsconfig: './tsconfig.json',
        noEmit: false,
        outDir,
        include: ['src/**', 'widgets/**', 'site/data/*.json'],
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
