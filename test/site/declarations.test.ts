import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ensureFrameworks, FRAMEWORKS } from '../_util/frameworks.js';
import { ROOT, built } from './helpers.js';

/*
 * A TypeScript partner: the declarations the build publishes beside the scripts, checked with tsc against a small
 * React 19 component and a Vue 3 one (test/frameworks/partner), with the real @types/react and vue. Their
 * `@ts-expect-error` lines must error too (a wrong event name, a wrong prop type), so loose types fail as well.
 */
const test = suite('the published TypeScript declarations');
test.before(() => {
  if (!built()) throw new Error(`${ROOT} is not built: run \`npm run build\` first`);
  ensureFrameworks();
  // Beside the partner's own packages, as a partner keeps them.
  const published = path.join(FRAMEWORKS, 'published');
  mkdirSync(published, { recursive: true });
  for (const file of ['shop.d.ts', 'shop-react.d.ts', 'shop-vue.d.ts']) {
    cpSync(path.join(ROOT, 'widgets', file), path.join(published, file));
  }
});

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  types: [],
  // Our declarations are checked too, not only the partner's code.
  skipLibCheck: false,
};

// Vue's own TSX setting: JSX preserved for its compiler, checked against vue's JSX types.
const VUE: ts.CompilerOptions = { jsx: ts.JsxEmit.Preserve, jsxImportSource: 'vue' };

function typeCheck(files: string[], options: ts.CompilerOptions = {}): string[] {
  const program = ts.createProgram(
    files.map((file) => path.join(FRAMEWORKS, file)),
    { ...OPTIONS, ...options },
  );
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.relative(FRAMEWORKS, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

test('they are served beside the scripts, with custom-elements.json at the root', () => {
  for (const file of [
    'widgets/shop.d.ts',
    'widgets/shop-react.d.ts',
    'widgets/shop-vue.d.ts',
    'custom-elements.json',
  ]) {
    assert.ok(existsSync(path.join(ROOT, file)), file);
  }
  const shop = readFileSync(path.join(ROOT, 'widgets/shop.d.ts'), 'utf8');
  assert.match(shop, "'shop-catalogue': ShopCatalogueElement;");
  assert.match(shop, "'shop-contact': CustomEvent<ShopEventDetails['shop-contact']>;");
});

test('a React 19 component type-checks: attributes, values as props, onshop-contact; onShopContact is refused', () => {
  assert.equal(typeCheck(['published/shop.d.ts', 'published/shop-react.d.ts', 'partner/react-app.tsx']), []);
});

test('a Vue 3 component type-checks, in TSX and as global components for templates', () => {
  assert.equal(typeCheck(['published/shop.d.ts', 'published/shop-vue.d.ts', 'partner/vue-app.tsx'], VUE), []);
});

test('without the declarations the same React code does not type-check (the test can fail)', () => {
  const errors = typeCheck(['partner/react-app.tsx']);
  assert.ok(
    errors.some((e) => /shop-catalogue/.test(e)),
    errors.join('\n'),
  );
});

test.run();
