/**
 * Size section: the same widget sources bundled twice in one run, once as
 * shipped (the React API from Preact: `react` mapped to widgets/_runtime/react-lite.ts, see rollup.config.mjs) and
 * once with real React 19 +
 * react-dom, and the gzip and brotli size of what `widgets/shop.js` and
 * `widgets/catalogue.js` load statically (entries plus the chunks they import;
 * the lazy Firestore chunk is a dynamic import and so is not counted).
 *
 * Real React lives in bench/react19 (its own package.json), so the root
 * `react`/`react-dom` stay @preact/compat and `npm ci` has no peer conflict.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import { transform } from 'esbuild';
import replace from '@rollup/plugin-replace';
import { rollup, type OutputChunk, type Plugin, type RollupOutput } from 'rollup';
import { widgetBuild } from '../rollup.config.mjs';
import { fixed, kb, round, table } from './table.js';

const REACT_KIT = path.resolve('bench/react19/package.json');
const REACT_IDS = /^react(-dom)?(\/.*)?$/;
/** A property name that only real React 19 (react-dom's client internals) carries. */
const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const ENTRIES = ['widgets/shop.js', 'widgets/catalogue.js'];

export interface EntrySize {
  entry: string;
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
  /**
   * Where the gzip bytes go, estimated: each chunk's gzip size shared among its modules by their own weight
   * (moduleWeight; gzip sizes do not add up module by module), largest first. A package counts as one module.
   * Only for the partner's catalogue entry of the build as shipped, the one the size section breaks down.
   */
  parts?: { module: string; gzip: number }[];
}

/** The first-view limit of a partner's catalogue: `widgets/catalogue.js` with what it imports statically. */
export const PARTNER_CATALOGUE_TARGET = 14 * 1024;

export interface BuildSize {
  name: string;
  outDir: string;
  entries: EntrySize[];
  /** Whether the static closure of shop.js contains real React. */
  containsReact: boolean;
  warnings: string[];
}

export interface SizeResults {
  versions: { preact: string; preactCompat: string; react: string; reactDom: string };
  preact: BuildSize;
  react: BuildSize;
  /** True when the React build contains React and the preact build does not. */
  verified: boolean;
  ratios: { entry: string; gzip: number; brotli: number }[];
}

const version = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;

/** Resolves the React API to the real React 19 of bench/react19; it runs before every other plugin. */
function realReact(): Plugin {
  return {
    name: 'bench-real-react',
    async resolveId(source, _importer, options) {
      if (!REACT_IDS.test(source)) return null;
      const resolved = await this.resolve(source, REACT_KIT, { isEntry: options.isEntry, skipSelf: true });
      if (!resolved) this.error(`cannot resolve ${source} from bench/react19: run npm ci`);
      return resolved;
    },
  };
}

async function bundle(name: string, outDir: string, react: boolean): Promise<BuildSize> {
  const options = widgetBuild({ outDir });
  let plugins = options.plugins as Plugin[];
  if (react) {
    // The shipped build maps `react` to our thin modules (rollup.config.mjs, thin-react): left in, it would answer
    // realReact's own resolution too, and the React build would hold no React.
    plugins = plugins.filter((plugin) => plugin.name !== 'thin-react');
    const at = plugins.findIndex((plugin) => plugin.name === 'node-resolve') + 1;
    plugins = [
      realReact(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      ...plugins.slice(0, at),
      commonjs(),
      ...plugins.slice(at),
    ];
  }
  const warnings: string[] = [];
  // First line of each warning, with paths relative to the repository.
  const note = (message: string) => message.split(`${process.cwd()}${path.sep}`).join('').split('\n')[0]!;
  await rm(outDir, { recursive: true, force: true });
  const build = await rollup({ ...options, plugins, onwarn: (warning) => void warnings.push(note(warning.message)) });
  let output: RollupOutput['output'];
  try {
    ({ output } = await build.write(options.output));
  } finally {
    await build.close();
  }
  const chunks = new Map(
    output.filter((item): item is OutputChunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (entry: string): OutputChunk[] => {
    const seen = new Map<string, OutputChunk>();
    const visit = (file: string) => {
      const chunk = chunks.get(file);
      if (!chunk || seen.has(file)) return;
      seen.set(file, chunk);
      chunk.imports.forEach(visit);
    };
    visit(entry);
    if (seen.size === 0) throw new Error(`${name} build has no ${entry}`);
    return [...seen.values()];
  };
  const entries = await Promise.all(
    ENTRIES.map(async (entry) => {
      const files = closure(entry);
      const sizes = files.map((chunk) => {
        const data = Buffer.from(chunk.code);
        return {
          raw: data.length,
          gzip: gzipSync(data, { level: 9 }).length,
          brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        };
      });
      const sum = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((total, size) => total + size[key], 0);
      const size: EntrySize = {
        entry,
        files: files.map((chunk) => chunk.fileName).sort(),
        raw: sum('raw'),
        gzip: sum('gzip'),
        brotli: sum('brotli'),
      };
      if (!react && entry === 'widgets/catalogue.js') size.parts = await partsOf(files, sizes);
      return size;
    }),
  );
  const shopText = closure('widgets/shop.js')
    .map((chunk) => chunk.code)
    .join('\n');
  return { name, outDir, entries, containsReact: shopText.includes(REACT_MARKER), warnings };
}

/** A module's name for the breakdown: its package, or its path in the repository. */
function moduleName(id: string): string {
  const file = id.split(path.sep).join('/');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return inPackage[1]!;
  return path.relative(process.cwd(), id).split(path.sep).join('/') || id;
}

/**
 * A module's weight in its chunk: its code minified and gzipped on its own (comments, and text that compresses
 * well, would otherwise weigh more than they cost).
 */
async function moduleWeight(code: string | null): Promise<number> {
  if (!code) return 0;
  let minified = code;
  try {
    minified = (await transform(code, { loader: 'js', minify: true, charset: 'utf8' })).code;
  } catch {
    // Kept as rendered: a fragment esbuild cannot parse alone still has a size.
  }
  return gzipSync(minified, { level: 9 }).length;
}

async function partsOf(chunks: OutputChunk[], sizes: { gzip: number }[]): Promise<NonNullable<EntrySize['parts']>> {
  const parts = new Map<string, number>();
  for (const [i, chunk] of chunks.entries()) {
    const modules = await Promise.all(
      Object.entries(chunk.modules).map(async ([id, info]) => ({ id, weight: await moduleWeight(info.code) })),
    );
    const total = modules.reduce((sum, module) => sum + module.weight, 0);
    if (total === 0) continue;
    for (const { id, weight } of modules) {
      const name = moduleName(id);
      parts.set(name, (parts.get(name) ?? 0) + (sizes[i]!.gzip * weight) / total);
    }
  }
  return [...parts]
    .map(([module, gzip]) => ({ module, gzip: Math.round(gzip) }))
    .filter((part) => part.gzip > 0)
    .sort((a, b) => b.gzip - a.gzip);
}

export async function runSize(): Promise<SizeResults> {
  const versions = {
    preact: version('node_modules/preact/package.json'),
    preactCompat: version('node_modules/react/package.json'),
    react: version('bench/react19/node_modules/react/package.json'),
    reactDom: version('bench/react19/node_modules/react-dom/package.json'),
  };
  const preact = await bundle('Preact', 'dist/bench-preact', false);
  const react = await bundle('React 19', 'dist/bench-react', true);
  const verified = react.containsReact && !preact.containsReact;
  const ratios = ENTRIES.map((entry, i) => ({
    entry,
    gzip: round(react.entries[i]!.gzip / preact.entries[i]!.gzip, 2),
    brotli: round(react.entries[i]!.brotli / preact.entries[i]!.brotli, 2),
  }));
  return { versions, preact, react, verified, ratios };
}

export function sizeTable(r: SizeResults): string {
  const rows = ENTRIES.flatMap((entry, i) =>
    [r.preact, r.react].map((build, b) => {
      const size = build.entries[i]!;
      const ratio = r.ratios[i]!;
      return [
        b === 0 ? entry : '',
        build === r.preact ? `Preact ${r.versions.preact} (as shipped)` : `React ${r.versions.react} + react-dom`,
        size.files.length,
        kb(size.raw),
        kb(size.gzip),
        kb(size.brotli),
        b === 0 ? '1.00' : r.verified ? fixed(ratio.gzip, 2) : 'unverified',
        b === 0 ? '1.00' : r.verified ? fixed(ratio.brotli, 2) : 'unverified',
      ];
    }),
  );
  const notes = [
    'Static imports only (entry + shared chunks it imports); the lazy Firestore chunk is not counted. 1 KB = 1024 bytes.',
    r.verified
      ? `Checked: the React build contains React 19 (${REACT_MARKER.slice(0, 18)}…), the preact build does not.`
      : `CHECK FAILED: React build contains React: ${r.react.containsReact}; preact build contains React: ${r.preact.containsReact}. Ratios not reported.`,
  ];
  for (const build of [r.preact, r.react]) {
    if (build.warnings.length)
      notes.push(`${build.name} build: ${build.warnings.length} rollup warning(s), first: ${build.warnings[0]}`);
  }
  const sizes = table(
    'Size: the same widgets with Preact (as shipped) and with real React',
    [
      { header: 'entry' },
      { header: 'React API' },
      { header: 'JS files', align: 'right' },
      { header: 'raw KB', align: 'right' },
      { header: 'gzip KB', align: 'right' },
      { header: 'brotli KB', align: 'right' },
      { header: '× gzip', align: 'right' },
      { header: '× brotli', align: 'right' },
    ],
    rows,
    notes,
  );
  const partner = r.preact.entries.find((entry) => entry.entry === 'widgets/catalogue.js');
  if (!partner?.parts) return sizes;
  const { parts } = partner;
  const shown = parts.slice(0, 14);
  const rest = parts.slice(shown.length).reduce((total, part) => total + part.gzip, 0);
  return `${sizes}\n${table(
    `Where a partner's catalogue goes: widgets/catalogue.js and its static imports, ${kb(partner.gzip)} KB gzip (limit ${kb(PARTNER_CATALOGUE_TARGET)} KB)`,
    [{ header: 'module' }, { header: 'gzip KB (estimated)', align: 'right' }],
    [...shown.map((part) => [part.module, kb(part.gzip)]), [`${parts.length - shown.length} more`, kb(rest)]],
    [
      "Each chunk's gzip size shared among its modules by their own size, minified and gzipped alone: an estimate, to show where to cut.",
      partner.gzip <= PARTNER_CATALOGUE_TARGET
        ? 'Within the limit.'
        : `Over the limit by ${kb(partner.gzip - PARTNER_CATALOGUE_TARGET)} KB.`,
    ],
  )}`;
}
