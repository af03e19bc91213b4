import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { defineReflectingProps, upgradeOwnProps, type PropType } from './props.js';

/** Props every widget receives from r2wc: the open shadow root it renders into. */
export interface WidgetProps {
  container?: ShadowRoot;
  /** The element's own `lang` attribute (every widget takes one; see _runtime/lang.ts). */
  lang?: string;
}

// r2wc keeps its state under these global symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

type R2wcInstance = HTMLElement & Record<symbol, unknown>;

const toAttribute = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Registers `tag` as a custom element rendering `component` in an open shadow
 * root with `css` adopted as constructable stylesheets (no <style> tags, so a
 * strict CSP needs no 'unsafe-inline'). Safe to call twice: a bundle loaded
 * twice keeps the first definition instead of throwing.
 */
export function defineWidget<P extends WidgetProps>(
  tag: string,
  component: ComponentType<P>,
  props: Partial<Record<Exclude<keyof P & string, 'container' | 'lang'>, PropType>>,
  css: readonly string[],
): void {
  if (customElements.get(tag)) return;
  let sheets: CSSStyleSheet[] | undefined;
  const attributeToProp = new Map(Object.keys(props).map((prop) => [toAttribute(prop), prop]));
  const types = props as Record<string, PropType>;
  // `json` props reach the component as the text it parses (its errors name the attribute); see props.ts.
  const r2wcTypes = Object.fromEntries(Object.entries(types).map(([p, t]) => [p, t === 'json' ? 'string' : t]));
  // r2wc's types say CustomElementConstructor; it is an HTMLElement subclass.
  const Base = r2wc(component, {
    shadow: 'open',
    props: r2wcTypes as Record<keyof P & string, 'string'>,
  }) as unknown as new () => R2wcInstance;

  class ShopElement extends Base {
    // `lang` is watched here rather than declared to r2wc, whose accessor would shadow the element's own `lang`.
    static get observedAttributes(): string[] {
      return [...(Base as unknown as { observedAttributes: string[] }).observedAttributes, 'lang'];
    }

    constructor() {
      super();
      // r2wc starts "connected", so an attribute set before insertion would mount
      // (and start loading) with half the attributes; wait for connectedCallback.
      this[CONNECTED] = false;
      sheets ??= css.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return sheet;
      });
      this.shadowRoot!.adoptedStyleSheets = sheets;
    }

    connectedCallback(): void {
      upgradeOwnProps(this, types);
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (name === 'lang') {
        (this[PROPS] as Record<string, unknown>).lang = value ?? undefined;
        (this[RENDER] as () => void)();
        return;
      }
      const prop = attributeToProp.get(name);
      // r2wc ignores a removed attribute and keeps the old value (r2wc #230): reset it to the default.
      if (value === null && prop) {
        delete (this[PROPS] as Record<string, unknown>)[prop];
        (this[RENDER] as () => void)();
        return;
      }
      const parent = Base.prototype as unknown as {
        attributeChangedCallback(n: string, o: string | null, v: string | null): void;
      };
      parent.attributeChangedCallback.call(this, name, old, value);
    }
  }
  defineReflectingProps(
    ShopElement.prototype,
    types,
    (element, prop) => ((element as R2wcInstance)[PROPS] as Record<string, unknown>)[prop],
  );
  customElements.define(tag, ShopElement);
}

/** The element hosting a widget's shadow root. */
export function hostOf(container: ShadowRoot | undefined): HTMLElement | undefined {
  return container?.host as HTMLElement | undefined;
}
