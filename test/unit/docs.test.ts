import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { manifest, parseWidgetDoc, widgetFolders, withApi } from '../../widgets/manifest.js';

const docs = suite('widget documentation (generated from each component’s JSDoc)');
const all = widgetFolders().map((folder) => parseWidgetDoc(folder));

docs('every widget documents at least one attribute or part, and its tag name', () => {
  for (const d of all) {
    assert.match(d.tagName, /^shop-/);
    assert.ok(d.attributes.length + d.cssParts.length > 0, d.folder);
  }
});

docs('each README’s API tables match the JSDoc (run `npm run docs` after changing it)', () => {
  for (const d of all) {
    const readme = readFileSync(`widgets/${d.folder}/README.md`, 'utf8');
    assert.fixture(readme, withApi(readme, d), `widgets/${d.folder}/README.md`);
  }
});

docs('custom-elements.json matches the JSDoc (run `npm run docs`)', () => {
  assert.equal(JSON.parse(readFileSync('custom-elements.json', 'utf8')), manifest(all));
});

docs.run();
