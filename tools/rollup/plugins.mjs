// Plugins of the widget bundle (rollup.config.mjs): CSS as text, Preact for React, the shop's contact facts written
// into the catalogue, and the bundles of one language.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform as transformCss } from 'esbuild';

/**
 * `import x from './a.css'` gives the CSS text (adopted as a constructable stylesheet), minified by esbuild:
 * the comments that explain each rule stay in the source, not in every shopper's download.
 */
export function cssText() {
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
export function thinReact() {
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
/** site/data/shop.json's text; a UTF-8 byte order mark (Notepad's "UTF-8 with BOM") is dropped, as the build does. */
const jsonText = async (file) => (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');

/**
 * `src/config/contact.ts` with the shop's numbers, address and showroom names written in: read from site/data/shop.json (which the build
 * has validated) rather than imported from it, since rollup keeps one JSON module in one chunk, and that chunk
 * (`shop`) also holds the showrooms and offers, which a catalogue never shows.
 * @param {string} shopJson site/data/shop.json's path
 * @param {string | undefined} [settings] the shop config's text to compile in instead (a site built from Firestore's)
 */
export function shopContact(shopJson, settings) {
  const text = async () => settings ?? jsonText(shopJson);
  return {
    name: 'shop-contact',
    async load(id) {
      if (id === shopJson) return text();
      if (id !== CONTACT_SOURCE) return null;
      this.addWatchFile(shopJson);
      const { callNumber, chatNumber, siteUrl, showrooms } = JSON.parse(await text());
      // A card's "At Ranaghat, Karimpur": each showroom's id, two names and page, not its address and phones.
      const places = showrooms.map(({ id, name, route }) => ({ id, name, route }));
      return `export const shopContact = ${JSON.stringify({ callNumber, chatNumber, siteUrl, showrooms: places })};`;
    },
  };
}

/**
 * A bundle for pages of one language: every strings table (`tables(en, bn)`, src/i18n.ts) keeps only that
 * language, and the other is left out of the bundle. The site's pages load these (`widgets/<lang>/`); the stable
 * entries partners paste keep both, since their widgets follow whatever page they are on.
 * @param {'en' | 'bn' | undefined} lang
 */
export function oneLanguage(lang) {
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
