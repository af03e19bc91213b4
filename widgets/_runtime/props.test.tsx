import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../test/_util/dom.js';
import { defineWidget, type WidgetProps } from './define.js';

/*
 * What a framework does with a widget's props: React 19, Vue 3 and Preact set a property whenever the element has
 * one of that name, with the value the markup holds. A probe element shows what its component received.
 */
interface ProbeProps extends WidgetProps {
  flag?: boolean;
  count?: number;
  config?: string;
  headingLevel?: number;
}

function Probe(props: ProbeProps) {
  const seen = { flag: props.flag, count: props.count, config: props.config, headingLevel: props.headingLevel };
  return <output>{JSON.stringify(seen)}</output>;
}

const TYPES = { flag: 'boolean', count: 'number', config: 'json', headingLevel: 'number' } as const;
defineWidget<ProbeProps>('test-probe', Probe, TYPES, []);

type Probe = HTMLElement & Record<string, unknown>;
const seen = (el: HTMLElement) =>
  JSON.parse(el.shadowRoot!.querySelector('output')!.textContent!) as Record<string, unknown>;

async function probe(set: (el: Probe) => void, tag = 'test-probe'): Promise<Probe> {
  const el = document.createElement(tag) as Probe;
  set(el);
  document.body.append(el);
  await settle();
  return el;
}

const test = suite('widget props set as properties, as frameworks set them');
test.after.each(() => document.body.replaceChildren());

test('a boolean property "false" or false turns the option off, as the attribute "false" does', async () => {
  for (const value of ['false', false]) {
    const el = await probe((e) => (e.flag = value));
    assert.is(seen(el).flag, false, `flag = ${JSON.stringify(value)}`);
    assert.is(el.getAttribute('flag'), 'false');
  }
  for (const value of ['true', true]) assert.is(seen(await probe((e) => (e.flag = value))).flag, true);
  const attribute = await probe((e) => e.setAttribute('flag', 'false'));
  assert.is(seen(attribute).flag, false);
});

test('a number property, "12" or 12, reaches the component as the number 12', async () => {
  for (const value of ['12', 12]) {
    const el = await probe((e) => (e.count = value));
    assert.is(seen(el).count, 12, `count = ${JSON.stringify(value)}`);
  }
});

test('a JSON property given as an object reaches the component as its JSON text, never "[object Object]"', async () => {
  const config = { projectId: 'shop', apiKey: 'k' };
  const el = await probe((e) => (e.config = config));
  assert.equal(JSON.parse(String(seen(el).config)), config);
  assert.is(el.getAttribute('config'), JSON.stringify(config));
  const text = await probe((e) => (e.config = '{"projectId":"x"}'));
  assert.is(seen(text).config, '{"projectId":"x"}');
});

test('the attribute name works as a property too (React 19 checks it with `in`)', async () => {
  const el = await probe((e) => (e['heading-level'] = 3));
  assert.ok('heading-level' in el);
  assert.is(seen(el).headingLevel, 3);
  assert.is(el['heading-level'], 3);
});

test('a property changed later re-renders; null or undefined falls back to the default', async () => {
  const el = await probe((e) => (e.count = 1));
  el.count = 7;
  await settle();
  assert.is(seen(el).count, 7);
  el.count = undefined;
  await settle();
  assert.is(seen(el).count, undefined);
  assert.not.ok(el.hasAttribute('count'));
});

test('properties set before the widget is defined are kept when it upgrades', async () => {
  const el = document.createElement('test-late') as Probe;
  el.flag = 'false';
  el.count = '5';
  el.config = { projectId: 'late' };
  document.body.append(el);
  defineWidget<ProbeProps>('test-late', Probe, TYPES, []);
  await settle();
  assert.equal(seen(el), { flag: false, count: 5, config: '{"projectId":"late"}' });
});

test.run();
