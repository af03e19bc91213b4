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

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A number as the language writes it, as `Intl.NumberFormat` with the language's locale does: Indian grouping
 * (1,00,000), Bengali digits in Bengali (১,০০,০০০). Whole counts, which is all the widgets write, are written here:
 * making the first `Intl.NumberFormat` of a page costs more than everything else in the home page's carousel
 * render (53 of its 85 ms at 4x CPU). Anything else still goes through `Intl`.
 */
export function formatNumber(n: number, lang: Lang): string {
  if (!Number.isSafeInteger(n) || n < 0) return new Intl.NumberFormat(LOCALE[lang]).format(n);
  const digits = String(n);
  // The last three digits, then pairs.
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2)
    grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return lang === 'bn' ? grouped.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : grouped;
}

/** The language a widget renders in: its `lang` prop (the attribute), else the page's around its host. */
export const widgetLang = (props: { lang?: string; container?: ShadowRoot }): Lang =>
  langOf(props.lang) ?? resolveLang(props.container?.host);
