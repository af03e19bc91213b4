/**
 * What a carousel shows before and after Glide is loaded: how many slides side by side, how long a move takes,
 * and which slides can be focused and are announced. No Glide here, so the widgets can lay out and announce
 * their first slides while Glide's chunk has not been fetched.
 */
import type { Carousel } from './glide.lazy.js';
import { mediaQuery, onMediaChange, REDUCED_MOTION } from './media.js';

/** The track inside `root` and the strip of slides in it, or null when there is no slide to move. */
export function slideStrip(root: HTMLElement): { track: HTMLElement; wrapper: HTMLElement; count: number } | null {
  const track = root.querySelector<HTMLElement>('[data-glide-el="track"]');
  const wrapper = track?.firstElementChild as HTMLElement | null | undefined;
  const count = wrapper?.children.length ?? 0;
  return track && wrapper && count > 0 ? { track, wrapper, count } : null;
}

/** A carousel without slides: nothing to move, nothing to undo. */
export function noCarousel(): Carousel {
  const state = { index: 0, count: 0, perView: 0, animationDuration: 0 };
  return { next() {}, previous() {}, go() {}, state: () => state, prepare() {}, destroy() {} };
}

export interface ViewOptions {
  perView?: number;
  animationDuration?: number;
  breakpoints?: Record<number, { perView: number }>;
}

export interface View {
  /** Slides side by side now (never more than there are slides). */
  size(): number;
  /** Length of a move now, in milliseconds: 0 while the reader prefers reduced motion. */
  duration(): number;
  /** Calls `onSize` when a breakpoint is crossed and `onMotion` when the motion preference changes; returns the stop. */
  watch(onSize: () => void, onMotion: () => void): () => void;
}

export function viewOf(options: ViewOptions, count: number): View {
  const { perView = 1, animationDuration = 400, breakpoints = {} } = options;
  const reduced = mediaQuery(REDUCED_MOTION);
  const points = Object.entries(breakpoints)
    .map(([width, settings]) => ({ width: Number(width), perView: settings.perView }))
    .filter((point) => point.width > 0)
    .sort((a, b) => a.width - b.width)
    // "Under 900 px": max-width just below, so a 900 px viewport keeps the wider view.
    .map((point) => ({ ...point, list: mediaQuery(`(max-width: ${point.width - 0.02}px)`) }));
  return {
    size() {
      const wanted = points.find((point) => point.list?.matches)?.perView ?? perView;
      return Math.max(1, Math.min(Math.floor(wanted) || 1, count));
    },
    duration: () => (reduced?.matches ? 0 : Math.max(0, animationDuration)),
    watch(onSize, onMotion) {
      const stops = [onMediaChange(reduced, onMotion), ...points.map((point) => onMediaChange(point.list, onSize))];
      return () => stops.forEach((stop) => stop());
    },
  };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Only the slides in view (real or clone), `perView` from position `start` of `wrapper`, can be focused and are
 * announced: Glide has no accessibility of its own (glide #687). Focus inside a slide that just left the view would
 * fall to the page, so it moves to the first slide in view.
 */
export function showOnlyInView(root: HTMLElement, wrapper: HTMLElement, start: number, perView: number): void {
  const items = [...wrapper.children] as HTMLElement[];
  const end = start + perView;
  const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
  items.forEach((item, position) => {
    const inView = position >= start && position < end;
    item.toggleAttribute('inert', !inView);
    if (inView) item.removeAttribute('aria-hidden');
    else item.setAttribute('aria-hidden', 'true');
  });
  if (active && wrapper.contains(active) && active.closest('[inert]')) {
    const shown = items.find((item) => !item.hasAttribute('inert'));
    shown?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }
}

/** Undoes `showOnlyInView`. */
export function showAll(wrapper: HTMLElement): void {
  for (const item of wrapper.children) {
    item.removeAttribute('inert');
    item.removeAttribute('aria-hidden');
  }
}
