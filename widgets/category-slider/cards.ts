import { dimension } from '../_glide/hooks.js';

export interface Card {
  title: string;
  /** Heading level of the title, as the page wrote it (2 to 6). */
  level: number;
  src?: string;
  alt: string;
  width?: number;
  height?: number;
  href?: string;
  /** Visible text of the link. */
  linkText: string;
  /** Text of the link that the page hid visually (for screen readers only). */
  linkHidden?: string;
}

const HIDDEN_TEXT = '.visually-hidden, .sr-only, [hidden]';
const words = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';

/** One card per `<article>` child with a heading; its first `<img>` and `<a href>` are the picture and the Explore link. */
export function cardsFromChildren(host: HTMLElement): Card[] {
  const cards: Card[] = [];
  for (const article of host.children) {
    if (article.localName !== 'article') continue;
    const heading = article.querySelector('h1, h2, h3, h4, h5, h6');
    const title = words(heading?.textContent);
    if (!heading || !title) continue;
    const card: Card = {
      title,
      level: Math.min(6, Math.max(2, Number(heading.localName[1]))),
      alt: '',
      linkText: '',
    };
    const img = article.querySelector('img');
    const src = img?.getAttribute('src')?.trim();
    if (img && src) {
      card.src = src;
      card.alt = img.getAttribute('alt') ?? '';
      const width = dimension(img.getAttribute('width'));
      const height = dimension(img.getAttribute('height'));
      if (width && height) Object.assign(card, { width, height });
    }
    const link = article.querySelector('a[href]');
    if (link) {
      card.href = link.getAttribute('href')!;
      // Text the page hides visually ("Explore<span class="visually-hidden"> Womens</span>") stays hidden.
      const hidden = [...link.querySelectorAll(HIDDEN_TEXT)];
      const hiddenText = words(hidden.map((element) => element.textContent).join(' '));
      const copy = link.cloneNode(true) as Element;
      copy.querySelectorAll(HIDDEN_TEXT).forEach((element) => element.remove());
      card.linkText = words(copy.textContent);
      if (hiddenText) card.linkHidden = hiddenText;
    }
    cards.push(card);
  }
  return cards;
}
