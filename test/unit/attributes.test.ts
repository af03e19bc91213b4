import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { parseWidgetDoc, widgetFolders } from '../../widgets/manifest.js';

/*
 * A widget's attributes are written once, in its component's JSDoc (`@attr {type} name - …`), which the docs, the
 * elements manifest and the partners' TypeScript declarations are made from; define.ts repeats them for r2wc, and
 * this test holds the two together: same names, same types.
 */
const test = suite('widget attributes: the JSDoc and defineWidget agree');

const toAttribute = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** `attribute: type` for the props object define.ts gives `defineWidget`, read from its syntax tree. */
function definedAttributes(folder: string): string[] {
  const file = `widgets/${folder}/define.ts`;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let props: ts.Expression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineWidget') {
      props = node.arguments[2];
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!props || !ts.isObjectLiteralExpression(props)) throw new Error(`${file}: no props object given to defineWidget`);
  return props.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) {
      throw new Error(`${file}: write each prop as name: 'string' | 'number' | 'boolean' | 'json'`);
    }
    return `${toAttribute(property.name.getText(source))}: ${property.initializer.text}`;
  });
}

/** `attribute: type` for each `@attr` of the component's JSDoc but `lang`, which every widget reads by itself. */
function documentedAttributes(folder: string): string[] {
  return parseWidgetDoc(folder)
    .attributes.filter((attribute) => attribute.name !== 'lang')
    .map((attribute) => `${attribute.name}: ${attribute.type?.text ?? '(no {type} in the JSDoc)'}`);
}

for (const folder of widgetFolders()) {
  test(`<shop-${folder}>: define.ts declares the attributes ${folder}.tsx documents, with the same types`, () => {
    assert.equal(definedAttributes(folder).sort(), documentedAttributes(folder).sort());
  });
}

test('every attribute in the JSDoc says its type, as custom-elements.json gives it to partners’ tools', () => {
  for (const folder of widgetFolders()) {
    for (const attribute of parseWidgetDoc(folder).attributes) {
      assert.ok(
        ['string', 'number', 'boolean', 'json'].includes(attribute.type?.text ?? ''),
        `widgets/${folder}/${folder}.tsx: @attr ${attribute.name} needs {string}, {number}, {boolean} or {json}`,
      );
    }
  }
});

test.run();
