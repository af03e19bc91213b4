// Node loader (--import) for a test that builds the site only to see a later step fail: `import('rollup')` gets
// this module's stand-in, which writes one small file per bundle instead of bundling the widgets, the build's
// slowest step and no part of what such a test checks.
import { mkdir, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';

export async function rollup() {
  return {
    async write(output) {
      const dir = output.dir ?? path.dirname(output.file);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'stand-in.js'), '// rollup-stand-in.mjs: no widgets bundled\n');
    },
    async close() {},
  };
}

const hooks = `export async function resolve(specifier, context, next) {
  return specifier === 'rollup' ? { url: ${JSON.stringify(import.meta.url)}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
