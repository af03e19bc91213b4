// The widgets' later-loaded parts, by one convention: a `*.lazy.ts` module is the entry of a chunk of its own, named
// after the file (`zoom.lazy.ts` → `chunks/zoom-<hash>.js`), loaded through `lazyImport(() => import('./zoom.lazy.js'))`
// (src/lazy-import.ts). Rollup puts every module that only such an import() reaches in that chunk by itself.
import path from 'node:path';

const LAZY = /\.lazy\.[jt]sx?$/;

/** The chunk's name: the file's, without `.lazy` and the extension. */
export const lazyName = (id) => path.basename(id).replace(/(\.lazy)?\.[jt]sx?$/, '');

/** Every node of an ESTree `node`, itself first. */
function nodesOf(node) {
  return [node, ...Object.values(node).flatMap((value) => (Array.isArray(value) ? value : [value]))]
    .filter((child) => child && typeof child.type === 'string')
    .flatMap((child) => (child === node ? [node] : nodesOf(child)));
}

/** `lazyImport(() => import('<literal>'))`: the import() inside, else undefined. */
function lazyCall(node) {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'lazyImport') return;
  const [load, ...rest] = node.arguments;
  const body = load?.type === 'ArrowFunctionExpression' ? load.body : undefined;
  if (rest.length === 0 && body?.type === 'ImportExpression' && body.source.type === 'Literal') return body;
}

/**
 * Gives every `lazyImport(() => import('./x.js'))` the URL of the chunk it loads, as its second argument
 * (`import.meta.ROLLUP_FILE_URL_<ref>`: relative to the chunk that asks, so it works from any page), which the
 * wrapper uses to retry under a fresh URL. Fails the build, naming the file, when a `*.lazy.ts` module is loaded
 * any other way: imported statically (it would join the first view) or by a bare import() (no retry).
 * @param {string} [root] the repository, which messages name files from
 */
export function lazyChunks(root = '.') {
  return {
    name: 'lazy-chunks',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id)) return null;
      if (!code.includes('import(') && !/\.lazy(\.js)?['"]/.test(code)) return null;
      const edits = [];
      const wrapped = new Set();
      const where = path.relative(root, id).split(path.sep).join('/');
      const nodes = nodesOf(this.parse(code));
      for (const node of nodes) {
        const inner = lazyCall(node);
        if (!inner) continue;
        wrapped.add(inner);
        const target = await this.resolve(inner.source.value, id);
        if (!target) this.error(`${where}: lazyImport() cannot find ${inner.source.value}`);
        const ref = this.emitFile({ type: 'chunk', id: target.id, name: lazyName(target.id) });
        edits.push({ at: node.end - 1, text: `, import.meta.ROLLUP_FILE_URL_${ref}` });
      }
      for (const node of nodes) {
        const source = node.source?.value;
        if (typeof source !== 'string' || !LAZY.test(source.replace(/\.js$/, '.ts'))) continue;
        if (node.type !== 'ImportExpression') {
          this.error(
            `${where} imports ${source} with its first view: load it with lazyImport(() => import('${source}'))`,
          );
        }
        if (!wrapped.has(node)) {
          this.error(
            `${where}: write import('${source}') as lazyImport(() => import('${source}')), so a failed load is retried`,
          );
        }
      }
      let out = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
      return edits.length ? { code: out, map: null } : null;
    },
  };
}
