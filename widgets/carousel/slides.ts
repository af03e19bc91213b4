import { dimension } from '../_glide/hooks.js';
import { errorOnce } from '../_runtime/warn.js';

export interface Slide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  srcset?: string;
  sizes?: string;
  caption?: string;
}

/** Names the element in console messages. */
export const TAG = '<shop-carousel>';

/** One slide per `<figure>` child with an `<img src>`; its `<figcaption>` text is the caption. */
export function slidesFromChildren(host: HTMLElement): Slide[] {
  const slides: Slide[] = [];
  for (const figure of host.children) {
    if (figure.localName !== 'figure') continue;
    const img = figure.querySelector('img');
    const src = img?.getAttribute('src')?.trim();
    if (!img || !src) continue;
    const slide: Slide = { src, alt: img.getAttribute('alt') ?? '' };
    const width = dimension(img.getAttribute('width'));
    const height = dimension(img.getAttribute('height'));
    if (width && height) Object.assign(slide, { width, height });
    const srcset = img.getAttribute('srcset');
    if (srcset) slide.srcset = srcset;
    const sizes = img.getAttribute('sizes');
    if (sizes) slide.sizes = sizes;
    const caption = figure.querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim();
    if (caption) slide.caption = caption;
    slides.push(slide);
  }
  return slides;
}

/** The `slides` attribute, or undefined (with one console error) when it is not a usable JSON list. */
export function parseSlides(value: string | undefined): Slide[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch (error) {
    errorOnce(
      `${TAG}: slides is not valid JSON (${error instanceof Error ? error.message : String(error)}); showing the <figure> children instead.`,
    );
    return undefined;
  }
  if (!Array.isArray(data)) {
    errorOnce(
      `${TAG}: slides must be a JSON array of { "src", "alt", "width", "height", "caption"? }; showing the <figure> children instead.`,
    );
    return undefined;
  }
  const slides: Slide[] = [];
  const skipped: number[] = [];
  data.forEach((item: unknown, index) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof record.src !== 'string' || record.src.trim() === '' || typeof record.alt !== 'string') {
      skipped.push(index);
      return;
    }
    const slide: Slide = { src: record.src.trim(), alt: record.alt };
    const width = dimension(record.width);
    const height = dimension(record.height);
    if (width && height) Object.assign(slide, { width, height });
    if (typeof record.caption === 'string' && record.caption.trim()) slide.caption = record.caption.trim();
    slides.push(slide);
  });
  if (skipped.length > 0) {
    errorOnce(`${TAG}: slides item(s) ${skipped.join(', ')} need a text "src" and "alt"; they are left out.`);
  }
  if (slides.length === 0) {
    errorOnce(`${TAG}: slides has no usable slide; showing the <figure> children instead.`);
    return undefined;
  }
  return slides;
}
