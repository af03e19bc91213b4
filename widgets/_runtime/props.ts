/**
 * Properties that read like attributes. React 19, Vue 3 and Preact set a property, not an attribute, whenever the
 * element already has one of that name, and they pass it what the markup holds: `autoplay="false"` arrives as the
 * string "false", `limit={12}` as a number, a Firebase config as an object. r2wc's own setters stringify by the
 * declared type ("false" is a non-empty string, so a boolean became true; an object in a string prop became
 * "[object Object]"). Here every property is turned into the attribute text a page author would write and set as
 * that attribute, so a property and an attribute of the same value always mean the same thing, parsed in one place.
 */

/** How a prop is written as an attribute: `json` is text the component parses, which may be given as a value. */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

/** The attribute text for a property value, or null to remove the attribute (the default applies). */
export function attributeText(type: PropType, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (type === 'json') return JSON.stringify(value);
  return String(value);
}

const toAttribute = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Defines `prop` (camelCase, as Vue and Preact look it up) and, when it differs, the attribute's own name
 * (`firebase-config`, which React 19 checks with `in` before choosing property or attribute) on `proto`.
 * Reading either gives the value the component received.
 */
export function defineReflectingProps(
  proto: HTMLElement,
  props: Record<string, PropType>,
  read: (element: HTMLElement, prop: string) => unknown,
): void {
  for (const [prop, type] of Object.entries(props)) {
    const attribute = toAttribute(prop);
    const descriptor: PropertyDescriptor = {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return read(this, prop);
      },
      set(this: HTMLElement, value: unknown) {
        const text = attributeText(type, value);
        if (text === null) this.removeAttribute(attribute);
        else if (this.getAttribute(attribute) !== text) this.setAttribute(attribute, text);
      },
    };
    Object.defineProperty(proto, prop, descriptor);
    if (attribute !== prop) Object.defineProperty(proto, attribute, descriptor);
  }
}

/**
 * A framework that renders before the widget's script has run sets plain own properties on the not-yet-upgraded
 * element, hiding the prototype's setters. Moves them through the setters (the custom elements "lazy property"
 * pattern); called on connection, when setting attributes is allowed.
 */
export function upgradeOwnProps(element: HTMLElement, props: Record<string, PropType>): void {
  for (const prop of Object.keys(props)) {
    for (const name of new Set([prop, toAttribute(prop)])) {
      if (!Object.prototype.hasOwnProperty.call(element, name)) continue;
      const value = (element as unknown as Record<string, unknown>)[name];
      delete (element as unknown as Record<string, unknown>)[name];
      (element as unknown as Record<string, unknown>)[name] = value;
    }
  }
}
