/**
 * The interface texts of each language (every widget's strings table and the page templates' table), and what a
 * page shows or announces in the wrong language: on a Bengali page, an English interface phrase outside an
 * element marked `lang="en"` (the catalogue's own product words and brand names are marked so); on an English
 * page, Bengali outside the offer banner, the Bengali showroom banner, the language switch and product data.
 */
import type { Page } from 'playwright-core';
import type { Lang } from '../../src/i18n.js';
import { glideStrings } from '../../widgets/_glide/strings.js';
import { sharedStrings } from '../../widgets/_runtime/strings.js';
import { strings as backToTop } from '../../widgets/back-to-top/strings.js';
import { strings as carousel } from '../../widgets/carousel/strings.js';
import { strings as catalogue } from '../../widgets/catalogue/strings.js';
import { strings as categorySlider } from '../../widgets/category-slider/strings.js';
import { strings as contactTabs } from '../../widgets/contact-tabs/strings.js';
import { strings as embed } from '../../widgets/embed/strings.js';
import { strings as offerBanner } from '../../widgets/offer-banner/strings.js';
import { strings as showroom } from '../../widgets/showroom/strings.js';
import { strings as zoomGallery } from '../../widgets/zoom-gallery/strings.js';
import { pageStrings } from '../../site/pages/strings.js';

const TABLES = [
  glideStrings,
  sharedStrings,
  backToTop,
  carousel,
  catalogue,
  categorySlider,
  contactTabs,
  embed,
  offerBanner,
  showroom,
  zoomGallery,
  pageStrings,
];
/** Names that read the same in both languages' pages. */
const BRANDS = new Set(['Facebook', 'YouTube', 'Google Maps', 'Showroom', 'English', 'বাংলা']);
const MARK = '\u0001';

/** The fixed words of every string of a table: plain strings, and the parts of a template around its values. */
function phrasesOf(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    for (const part of value.split(MARK)) {
      const phrase = part.replace(/[\s:;,.?!“”()©|-]+$/u, '').replace(/^[\s:;,.?!“”()©|-]+/u, '');
      // Single short words ("of", "to") are too common to say which language a page speaks.
      if (/\p{L}{3}/u.test(phrase) && !BRANDS.has(phrase)) out.add(phrase);
    }
  } else if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, () => MARK);
    try {
      phrasesOf((value as (...a: unknown[]) => unknown)(...args), out);
    } catch {
      // A template that needs a real value (a number to format) is covered by its other phrases.
    }
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) phrasesOf(item, out);
  }
}

export function interfacePhrases(lang: Lang): string[] {
  const out = new Set<string>();
  for (const table of TABLES) phrasesOf((table as Record<Lang, unknown>)[lang], out);
  return [...out].sort((a, b) => b.length - a.length);
}

export interface ShownText {
  text: string;
  /** The language the text is marked with (nearest `lang`, crossing shadow roots). */
  lang: string;
  /** Inside the offer banner, the showroom banner, the language switch or a product card. */
  exempt: boolean;
}

/** Every text the page shows or announces (text nodes that render, aria-label, placeholder), inside shadow roots too. */
export async function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const out: { text: string; lang: string; exempt: boolean }[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    while (roots.length) {
      const root = roots.pop()!;
      const walker = document.createTreeWalker(
        root instanceof Document ? root.body : root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        const el = node instanceof Element ? node : node.parentElement;
        if (!el) continue;
        if (node instanceof Element && node.shadowRoot) roots.push(node.shadowRoot);
        const texts: string[] = [];
        if (node instanceof Text) {
          if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) continue;
          if (!el.checkVisibility()) continue;
          texts.push(node.data);
        } else if (el.checkVisibility()) {
          for (const name of ['aria-label', 'placeholder', 'aria-roledescription']) {
            const value = el.getAttribute(name);
            if (value) texts.push(value);
          }
        }
        let lang = '';
        let exempt = false;
        for (let at: Element | null = el; at;) {
          if (!lang && at.hasAttribute('lang')) lang = at.getAttribute('lang')!;
          if (at.matches('shop-offer-banner, .offers, .showroom-banner, .lang-switch, .card__title, .card__des'))
            exempt = true;
          const up: Element | null = at.parentElement;
          if (up) at = up;
          else {
            const owner = at.getRootNode();
            at = owner instanceof ShadowRoot ? owner.host : null;
          }
        }
        for (const text of texts) if (text.trim()) out.push({ text: text.replace(/\s+/g, ' ').trim(), lang, exempt });
      }
    }
    return out;
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Texts in the wrong language for a page whose `<html lang>` is `lang`, each with what gave it away. */
export function wrongLanguage(texts: ShownText[], lang: Lang, otherPhrases: string[]): string[] {
  const found: string[] = [];
  for (const { text: shown, lang: marked, exempt } of texts) {
    // An e-mail address or a web address is in no language.
    const text = shown.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
    if (lang === 'bn') {
      if (marked.startsWith('en')) continue;
      const phrase = otherPhrases.find((p) => new RegExp(`(^|[^\\p{L}])${escape(p)}($|[^\\p{L}])`, 'u').test(text));
      if (phrase) found.push(`"${text}" (English "${phrase}")`);
    } else if (!exempt && /[\u0980-\u09ff]/.test(text)) {
      found.push(`"${text}"${marked.startsWith('bn') ? '' : ' (not marked lang="bn")'}`);
    }
  }
  return found;
}
