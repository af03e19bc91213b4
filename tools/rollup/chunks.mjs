// Which chunk each module of the widget bundle goes in: decided by folders and by the import graph, so renaming a
// file never moves its code into another chunk.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lazyName } from './lazy.mjs';

/**
 * `manualChunks` and the plugin that computes it once the graph is known. A module goes in:
 * 1. no chunk of ours when only an import() reaches it: rollup puts it in that import's chunk (a `*.lazy.ts`);
 * 2. the chunk `shared` names for its folder (a path ending in `/`) or for itself;
 * 3. its widget's chunk when it lies in `widgets/<name>/`;
 * 4. a chunk of its own, named after its file, when an import() loads it too (the shop config);
 * 5. else the chunk of the modules that import it, when they agree, or the runtime when it is among them (every
 *    widget loads the runtime).
 * A module that several chunks share and none of these places stops the build, naming it: left to rollup, it would
 * go in one widget's chunk, and the other widgets would load that widget.
 * @param {Record<string, string[]>} shared chunk name → folders and modules, relative to `root`
 * @param {string} [root] the repository
 */
export function chunkRules(shared, root = '.') {
  /** @type {Map<string, string | undefined>} */
  let chunks = new Map();
  return {
    manualChunks: (/** @type {string} */ id) => chunks.get(id),
    plugin: {
      name: 'chunk-rules',
      buildStart() {
        for (const [name, places] of Object.entries(shared)) {
          for (const place of places.filter((p) => !existsSync(path.join(root, p)))) {
            this.error(`rollup.config.mjs: the ${name} chunk names ${place}, which does not exist: give its new path`);
          }
        }
      },
      /** @param {Error | undefined} error */
      buildEnd(error) {
        if (!error) chunks = assign(this, shared, root);
      },
    },
  };
}

/**
 * @param {import('rollup').PluginContext} context
 * @param {Record<string, string[]>} shared
 * @param {string} root
 */
function assign(context, shared, root) {
  const info = (/** @type {string} */ id) => /** @type {import('rollup').ModuleInfo} */ (context.getModuleInfo(id));
  const file = (/** @type {string} */ id) => path.relative(root, id).split(path.sep).join('/');
  const ids = [...context.getModuleIds()];

  // The first view: what the entries reach by static imports (an import()'s chunk is loaded later).
  const firstView = new Set();
  const reach = (/** @type {string} */ id) => {
    if (firstView.has(id)) return;
    firstView.add(id);
    info(id).importedIds.forEach(reach);
  };
  ids.filter((id) => info(id).isEntry && info(id).dynamicImporters.length === 0).forEach(reach);

  const declared = (/** @type {string} */ id) =>
    Object.keys(shared).find((name) =>
      shared[name].some((p) => (p.endsWith('/') ? file(id).startsWith(p) : file(id) === p)),
    ) ?? /^widgets\/([^/]+)\//.exec(file(id))?.[1];

  /** @type {Map<string, string | undefined>} */
  const chunks = new Map();
  /** The first-view chunks that load `id`: its own, or for later-loaded code, those of whatever loads it. */
  const users = (/** @type {string} */ id, seen = new Set()) => {
    if (firstView.has(id)) return [chunkOf(id)];
    if (seen.has(id)) return [];
    seen.add(id);
    return [...info(id).importers, ...info(id).dynamicImporters].flatMap((by) => users(by, seen));
  };
  const chunkOf = (/** @type {string} */ id) => {
    if (chunks.has(id)) return chunks.get(id);
    chunks.set(id, undefined); // an import cycle asks again: it decides nothing
    let name = declared(id) ?? (info(id).dynamicImporters.length > 0 ? lazyName(id) : undefined);
    if (!name) {
      const by = [...new Set(info(id).importers.flatMap((importer) => users(importer)))].filter(Boolean);
      if (by.length > 1 && !by.includes('runtime')) {
        context.error(
          `${file(id)} is used by the ${by.join(', ')} chunks: name the chunk it goes in, in SHARED_CHUNKS ` +
            `(rollup.config.mjs), or move it to the folder of one`,
        );
      }
      name = by.length > 1 ? 'runtime' : by[0];
    }
    chunks.set(id, name);
    return name;
  };
  ids.filter((id) => firstView.has(id)).forEach(chunkOf);
  return chunks;
}
