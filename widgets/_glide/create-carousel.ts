import Glide, { Anchors, Images, Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
import { mediaQuery, onMediaChange, REDUCED_MOTION } from './media.js';
import { Transition } from './transition.js';

export interface CarouselOptions {
  /**
   * Slides shown side by side (never more than there are slides).
   * @default 1
   */
  perView?: number;
  /**
   * What next, previous and a swipe move: `''` one slide, `'|'` a whole view (`perView` slides).
   * @default ''
   */
  perSwipe?: '' | '|';
  /**
   * Length of one move in milliseconds; 0 while the reader prefers reduced motion.
   * @default 400
   */
  animationDuration?: number;
  /**
   * Space between slides in pixels.
   * @default 0
   */
  gap?: number;
  /**
   * Slides shown side by side on viewports narrower than a width in pixels, as in Glide:
   * `{ 900: { perView: 2 }, 560: { perView: 1 } }` shows 2 under 900 px and 1 under 560 px.
   * @default {}
   */
  breakpoints?: Record<number, { perView: number }>;
  /**
   * Called once built, after every move, and when the view changes (resize, breakpoint, reduced motion).
   * @default undefined
   */
  onChange?: (state: CarouselState) => void;
}

export interface CarouselState {
  /** Zero-based index of the first slide in view. */
  index: number;
  /** Number of slides (clones not counted). */
  count: number;
  /** Slides shown side by side now. */
  perView: number;
  /** Length of a move now, in milliseconds. */
  animationDuration: number;
}

export interface Carousel {
  next(): void;
  previous(): void;
  /** Moves so that slide `index` is the first in view. */
  go(index: number): void;
  state(): CarouselState;
  /** Removes Glide (its clones, listeners and timers) and every listener and observer added here. */
  destroy(): void;
}

const CLONE = 'glide__slide--clone';
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A looping Glide carousel on `root`, which must hold
 * `[data-glide-el="track"] > .glide__slides > .glide__slide` elements.
 *
 * Glide has no accessibility of its own (glide #687): every slide out of view,
 * clone or not, is made `inert` and `aria-hidden`, so hidden copies are never
 * focused or announced. Glide's keyboard, autoplay and controls components are
 * not mounted (its keyboard handler listens on the whole document, glide #262):
 * the widgets add their own buttons, keys and rotation.
 */
export function createCarousel(root: HTMLElement, options: CarouselOptions = {}): Carousel {
  const { perView = 1, perSwipe = '', animationDuration = 400, gap = 0, breakpoints = {}, onChange } = options;
  const track = root.querySelector<HTMLElement>('[data-glide-el="track"]');
  const wrapper = track?.firstElementChild as HTMLElement | null | undefined;
  const count = wrapper?.children.length ?? 0;
  if (!track || !wrapper || count === 0) {
    const state = { index: 0, count: 0, perView: 0, animationDuration: 0 };
    return { next() {}, previous() {}, go() {}, state: () => state, destroy() {} };
  }

  const reduced = mediaQuery(REDUCED_MOTION);
  const points = Object.entries(breakpoints)
    .map(([width, settings]) => ({ width: Number(width), perView: settings.perView }))
    .filter((point) => point.width > 0)
    .sort((a, b) => a.width - b.width)
    // "Under 900 px": max-width just below, so a 900 px viewport keeps the wider view.
    .map((point) => ({ ...point, list: mediaQuery(`(max-width: ${point.width - 0.02}px)`) }));
  const viewSize = () => {
    const wanted = points.find((point) => point.list?.matches)?.perView ?? perView;
    return Math.max(1, Math.min(Math.floor(wanted) || 1, count));
  };
  const duration = () => (reduced?.matches ? 0 : Math.max(0, animationDuration));

  const glide = new Glide(root, {
    type: 'carousel',
    perView: viewSize(),
    perSwipe,
    gap,
    animationDuration: duration(),
    keyboard: false,
    autoplay: false,
    hoverpause: false,
  });

  let destroyed = false;
  const state = (): CarouselState => ({
    index: glide.index,
    count,
    perView: glide.settings.perView,
    animationDuration: glide.settings.animationDuration,
  });

  /** Only the slides in view (real or clone) can be focused and are announced. */
  const showOnlyInView = () => {
    const items = [...wrapper.children] as HTMLElement[];
    const start = items.findIndex((item) => !item.classList.contains(CLONE)) + glide.index;
    const end = start + glide.settings.perView;
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    items.forEach((item, position) => {
      const inView = position >= start && position < end;
      item.toggleAttribute('inert', !inView);
      if (inView) item.removeAttribute('aria-hidden');
      else item.setAttribute('aria-hidden', 'true');
    });
    // Focus inside a slide that just left the view would fall to the page: keep it in the carousel.
    if (active && wrapper.contains(active) && active.closest('[inert]')) {
      const shown = items.find((item) => !item.hasAttribute('inert'));
      shown?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  };

  const report = () => {
    if (destroyed) return;
    const now = state();
    root.dataset.perView = String(now.perView);
    root.dataset.animationDuration = String(now.animationDuration);
    showOnlyInView();
    onChange?.(now);
  };

  glide.on(['build.after', 'run.after'], report);
  glide.mount({ Transition, Swipe, Images, Anchors });

  const stops = [
    onMediaChange(reduced, () => {
      glide.settings.animationDuration = duration();
      report();
    }),
    ...points.map((point) =>
      onMediaChange(point.list, () => {
        const size = viewSize();
        // update() rebuilds the clones for the new view size (Glide's own breakpoints do not).
        if (size !== glide.settings.perView) glide.update({ perView: size });
      }),
    ),
  ];

  // Glide measures on window resize only; a carousel first laid out inside a
  // hidden parent (a closed <details>, a tab) must measure again when shown.
  let width = track.offsetWidth;
  const resize =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          if (track.offsetWidth === width) return;
          width = track.offsetWidth;
          glide.update({});
        })
      : undefined;
  resize?.observe(track);

  return {
    next: () => glide.go(perSwipe === '|' ? '|>' : '>'),
    previous: () => glide.go(perSwipe === '|' ? '|<' : '<'),
    go: (index) => glide.go(`=${Math.max(0, Math.min(Math.floor(index), count - 1))}`),
    state,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      resize?.disconnect();
      stops.forEach((stop) => stop());
      glide.destroy();
      for (const item of wrapper.children) {
        item.removeAttribute('inert');
        item.removeAttribute('aria-hidden');
      }
      delete root.dataset.perView;
      delete root.dataset.animationDuration;
    },
  };
}
