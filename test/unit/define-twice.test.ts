import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import '../_util/dom.js';
import { WIDGETS } from '../../widgets/entries.mjs';

// A partner may paste a widget's script twice, or the per-widget entry and shop.js: the second copy must
// neither throw nor replace the first definition (widgets/_runtime/define.ts guards it).
const twice = suite('every widget entry loaded twice');

for (const name of WIDGETS) {
  twice(`<shop-${name}>: a second copy of its registration does not throw or redefine it`, async () => {
    await import(`../../widgets/${name}/define.js`);
    const first = customElements.get(`shop-${name}`);
    assert.ok(first, `shop-${name} is defined`);
    await import(`../../widgets/${name}/define.js?loaded-again`);
    assert.is(customElements.get(`shop-${name}`), first);
  });
}

twice.run();
