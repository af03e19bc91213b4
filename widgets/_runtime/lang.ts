/**
 * Which language a widget speaks. A widget's own `lang` attribute wins; otherwise the nearest `lang` around it, so
 * a partner's Bengali page (`<html lang="bn">`) gets Bengali widgets with nothing to configure. Inside another
 * widget's shadow root the search carries on from that widget's host.
 */
import type { Lang } from '../../src/i18n.js';

export type { Lang } from '../../src/i18n.js';

/** `bn`, `bn-IN`, `BN` → Bengali; any other language tag → English (the only other table). */
export const langOf = (tag: string | null | undefined): Lang | undefined =>
  tag == null || tag.trim() === '' ? undefined : /^bn\b/i.test(tag.trim()) ? 'bn' : 'en';

/** The language of `el`: its own `lang`, else the nearest ancestor's, crossing shadow roots to their hosts. */
export function resolveLang(el: Element | undefined | null): Lang {
  let node: Node | null | undefined = el;
  while (node) {
    if (node instanceof Element) {
      const found = langOf(node.closest('[lang]')?.getAttribute('lang'));
      if (found) return found;
    }
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return 'en';
}

/** `Intl` locale of a language: `bn-IN` writes Bengali digits and Bengali month names. */
export { tables } from '../../src/i18n.js';

export const LOCALE: Record<Lang, string> = { en: 'en-IN', bn: 'bn-IN' };

/** A number as the language writes it (১২৩ in Bengali). */
export const formatNumber = (n: number, lang: Lang): string => new Intl.NumberFormat(LOCALE[lang]).format(n);

/** The language a widget renders in: its `lang` prop (the attribute), else the page's around its host. */
export const widgetLang = (props: { lang?: string; container?: ShadowRoot }): Lang =>
  langOf(props.lang) ?? resolveLang(props.container?.host);
