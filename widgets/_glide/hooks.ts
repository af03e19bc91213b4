import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { emit } from '../_runtime/events.js';
import { useLightDom as useSharedLightDom } from '../_runtime/light-dom.js';
import type { Carousel, CarouselOptions, CarouselState } from './glide.lazy.js';
import { createLazyCarousel } from './before-glide.js';
import { mediaQuery, onMediaChange } from './media.js';
import { viewOf } from './view.js';

/** Attributes of the light-DOM children that the widgets copy into their shadow root. */
const READ_ATTRIBUTES = ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'href'];

/** Items read from the host's light-DOM children, kept up to date (widgets/_runtime/light-dom.ts). */
export function useLightDom<T>(host: HTMLElement | undefined, read: (host: HTMLElement) => T[]): T[] {
  return useSharedLightDom(host, read, [], { attributes: READ_ATTRIBUTES });
}

/**
 * A carousel on the `.glide` element behind `ref`, set up before the first paint (so the slides are sized before
 * anything shows) and again whenever `key` changes; Glide itself comes on the first need (before-glide.ts).
 * `view` follows every move; `shop-slide-change` goes out from `host` each time the first slide in view changes.
 * `shown` is how many slides to draw: those in view until the first need, then all, so a page's carousels cost
 * one view's render each when they upgrade, and the shopper sees the same.
 */
export function useGlide(
  ref: RefObject<HTMLElement | null>,
  key: string,
  host: HTMLElement | undefined,
  initial: Omit<CarouselState, 'perView'>,
  options: Omit<CarouselOptions, 'onChange'> = {},
): { view: CarouselState; glide: RefObject<Carousel | undefined>; shown: number } {
  const [view, setView] = useState(() => ({ ...initial, perView: viewOf(options, initial.count).size() }));
  const [full, setFull] = useState(false);
  const filled = useRef<() => void>(undefined);
  /** Every slide asked for: set by the `fill` made once per strip, when it first asks (then `full` draws them). */
  const drawn = useRef(false);
  const glide = useRef<Carousel | undefined>(undefined);
  useLayoutEffect(() => {
    if (!full) return;
    filled.current?.();
    filled.current = undefined;
  }, [full]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || initial.count === 0) return;
    let shown = 0;
    const instance = createLazyCarousel(element, {
      ...options,
      count: initial.count,
      // Resolves once every slide is drawn (the layout effect above), so Glide finds them all.
      fill: () => {
        if (drawn.current) return undefined;
        drawn.current = true;
        return new Promise<void>((resolve) => {
          filled.current = resolve;
          setFull(true);
        });
      },
      onChange(state) {
        setView(state);
        if (state.index === shown) return;
        shown = state.index;
        emit(host, 'shop-slide-change', { index: state.index, count: state.count });
      },
    });
    glide.current = instance;
    return () => {
      instance.destroy();
      glide.current = undefined;
    };
  }, [key]);
  return { view, glide, shown: full ? initial.count : Math.min(view.perView, initial.count) };
}

/** Whether a media query matches, kept up to date. */
export function useMediaMatch(query: string): boolean {
  const list = useMemo(() => mediaQuery(query), [query]);
  const [matches, setMatches] = useState(() => list?.matches ?? false);
  useEffect(() => {
    setMatches(list?.matches ?? false);
    return onMediaChange(list, () => setMatches(list?.matches ?? false));
  }, [list]);
  return matches;
}

/** A whole number of pixels from an attribute or JSON value, or undefined. */
export function dimension(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}
