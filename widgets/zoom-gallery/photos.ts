import { safeImageUrl } from '../../src/safe-url.js';
import { useLightDom } from '../_runtime/light-dom.js';
import { errorOnce } from '../_runtime/warn.js';

/** A `<source>` of a `<picture>`: its type (empty: any) and a srcset whose URLs have all been checked. */
export interface PhotoSource {
  type: string;
  srcset: string;
}

/** One photo read from a `<figure>` the site wrote. */
export interface Photo {
  src: string;
  alt: string;
  caption: string;
  width: number | undefined;
  height: number | undefined;
  /** Responsive candidates, from the `<picture>`'s sources and the `<img>`'s own srcset. */
  sources: PhotoSource[];
}

const size = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A srcset with every URL resolved and checked (http(s) or site-relative), or
 * null when any candidate is not: a source is kept whole or not at all.
 */
export function safeSrcset(value: string | null): string | null {
  if (!value?.trim()) return null;
  const candidates = value.trim().split(/\s*,\s+/);
  const safe: string[] = [];
  for (const candidate of candidates) {
    const [url, ...descriptors] = candidate.trim().split(/\s+/);
    const checked = safeImageUrl(url, document.baseURI);
    if (!checked) return null;
    safe.push([checked, ...descriptors].join(' '));
  }
  return safe.join(', ');
}

function readSources(img: HTMLImageElement): PhotoSource[] {
  const sources: PhotoSource[] = [];
  const picture = img.parentElement?.localName === 'picture' ? img.parentElement : null;
  for (const source of picture ? picture.querySelectorAll('source') : []) {
    const srcset = safeSrcset(source.getAttribute('srcset'));
    if (srcset && !source.hasAttribute('media')) sources.push({ type: source.getAttribute('type') ?? '', srcset });
  }
  // The <img>'s own srcset becomes the last, typeless source: the rendered <img> keeps only src, so
  // medium-zoom zooms the candidate already on screen instead of waiting for a larger download.
  const own = safeSrcset(img.getAttribute('srcset'));
  if (own) sources.push({ type: '', srcset: own });
  return sources;
}

/**
 * The photos among the light-DOM children: each `<figure>` with an `<img>` (or a
 * `<picture>`) and an optional `<figcaption>`. Only http(s) and site-relative image
 * URLs are kept.
 */
export function readPhotos(host: Element | undefined, tag: string): Photo[] {
  if (!host) return [];
  const photos: Photo[] = [];
  const figures = [...host.querySelectorAll('figure')].filter((figure) => !figure.parentElement?.closest('figure'));
  figures.forEach((figure, i) => {
    const img = figure.querySelector('img');
    const src = safeImageUrl(img?.getAttribute('src'), document.baseURI);
    if (!img || !src) {
      errorOnce(`${tag}: photo ${i + 1} has no <img> with an http(s) or site-relative src; it is left out.`);
      return;
    }
    photos.push({
      src,
      alt: img.getAttribute('alt')?.trim() ?? '',
      caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
      width: size(img.getAttribute('width')),
      height: size(img.getAttribute('height')),
      sources: readSources(img),
    });
  });
  return photos;
}

/** The photos of `host`, read when it mounts and again whenever the site changes its children. */
export function useChildPhotos(host: HTMLElement | undefined, tag: string): Photo[] {
  return useLightDom(host, (element) => readPhotos(element, tag), [], { attributes: ['src', 'srcset', 'alt'] });
}
