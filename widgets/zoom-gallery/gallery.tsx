import { useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../_runtime/events.js';
import type { Photo } from './photos.js';
import type { Lang } from '../_runtime/lang.js';
import { strings as table } from './strings.js';
import { createLazyZoom, type LazyZoom } from './before-zoom.js';

export { readPhotos, useChildPhotos, type Photo } from './photos.js';

export interface GalleryProps {
  photos: Photo[];
  /** Accessible name of the list of photos. */
  label: string;
  /** The custom element that dispatches shop-zoom-open / shop-zoom-close. */
  host: HTMLElement | undefined;
  lang: Lang;
}

function describe(photo: Photo, index: number, count: number, lang: Lang): string {
  return photo.alt || photo.caption || table[lang].photo(index + 1, count);
}

/** How wide a photo of the grid is drawn, for choosing among its responsive candidates. */
const GRID_SIZES = '(min-width: 40rem) 25vw, 50vw';

const image = (photo: Photo) => (
  <img
    class="gallery__image"
    part="image"
    data-shop-zoom=""
    src={photo.src}
    alt={photo.alt}
    width={photo.width}
    height={photo.height}
    loading="lazy"
    decoding="async"
  />
);

/** A grid of photos, each behind an "Expand image" button that opens it zoomed. */
export function Gallery({ photos, label, host, lang }: GalleryProps) {
  const strings = table[lang];
  const list = useRef<HTMLUListElement>(null);
  const zoom = useRef<LazyZoom | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  // A layout effect, so the zoom is ready before the first paint (no click can come too early) and is
  // destroyed the moment the element leaves the page (a passive cleanup would wait for the next frame).
  useLayoutEffect(() => {
    const grid = list.current;
    const images = [...(grid?.querySelectorAll<HTMLImageElement>('img[data-shop-zoom]') ?? [])];
    const detail = (image: HTMLImageElement) => {
      const index = images.indexOf(image);
      return { index, src: photos[index]?.src ?? image.src };
    };
    const controller = createLazyZoom(images, {
      themeFrom: host ?? null,
      lang,
      opener: (image) => image.closest('button'),
      onOpen: (image) => {
        setOpenIndex(images.indexOf(image));
        emit(host, 'shop-zoom-open', detail(image));
      },
      onClose: (image) => {
        setOpenIndex(null);
        emit(host, 'shop-zoom-close', detail(image));
      },
    });
    zoom.current = controller;
    // The zoom's code is fetched when a pointer, a finger or focus comes to the photos, before a press needs it.
    const preload = () => controller.preload();
    const comings = ['pointerover', 'pointerdown', 'focusin'] as const;
    comings.forEach((type) => grid?.addEventListener(type, preload, { passive: true }));
    return () => {
      comings.forEach((type) => grid?.removeEventListener(type, preload));
      controller.destroy();
      if (zoom.current === controller) zoom.current = null;
    };
  }, [photos, host, lang]);

  const toggle = (event: { currentTarget: EventTarget | null }) => {
    const image = (event.currentTarget as HTMLElement).querySelector('img');
    const controller = zoom.current;
    if (!image || !controller) return;
    if (controller.current === image) controller.close();
    else controller.open(image);
  };

  return (
    <ul ref={list} class="gallery" part="grid" aria-label={label}>
      {photos.map((photo, i) => (
        <li key={`${i}:${photo.src}`} class="gallery__item" part="item">
          <figure class="gallery__figure">
            <button
              type="button"
              class="gallery__expand"
              part="expand"
              aria-label={strings.action(
                openIndex === i ? strings.minimize : strings.expand,
                describe(photo, i, photos.length, lang),
              )}
              onClick={toggle}
            >
              {photo.sources.length > 0 ? (
                <picture class="gallery__picture">
                  {photo.sources.map((source) => (
                    <source
                      key={source.srcset}
                      type={source.type || undefined}
                      srcset={source.srcset}
                      sizes={GRID_SIZES}
                    />
                  ))}
                  {image(photo)}
                </picture>
              ) : (
                image(photo)
              )}
            </button>
            {photo.caption && (
              <figcaption class="gallery__caption" part="caption">
                {photo.caption}
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}
