import Glide, { Anchors, Images, Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
import { Transition } from './transition.js';
import { noCarousel, showAll, showOnlyInView, slideStrip, viewOf } from './view.js';

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
  /** Gets ready for a move without moving: fetches Glide and draws every slide (before-glide.ts), so their pictures load. */
  prepare(): void;
  /** Removes Glide (its clones, listeners and timers) and every listener and observer added here. */
  destroy(): void;
}

const CLONE = 'glide__slide--clone';

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
  const { perSwipe = '', gap = 0, onChange } = options;
  const strip = slideStrip(root);
  if (!strip) return noCarousel();
  const { track, wrapper, count } = strip;

  const view = viewOf(options, count);

  const glide = new Glide(root, {
    type: 'carousel',
    perView: view.size(),
    perSwipe,
    gap,
    animationDuration: view.duration(),
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
  const inViewOnly = () => {
    const first = [...wrapper.children].findIndex((item) => !item.classList.contains(CLONE));
    showOnlyInView(root, wrapper, first + glide.index, glide.settings.perView);
  };

  const report = () => {
    if (destroyed) return;
    const now = state();
    root.dataset.perView = String(now.perView);
    root.dataset.animationDuration = String(now.animationDuration);
    inViewOnly();
    onChange?.(now);
  };

  glide.on(['build.after', 'run.after'], report);
  glide.mount({ Transition, Swipe, Images, Anchors });

  const stopWatching = view.watch(
    () => {
      const size = view.size();
      // update() rebuilds the clones for the new view size (Glide's own breakpoints do not).
      if (size !== glide.settings.perView) glide.update({ perView: size });
    },
    () => {
      glide.settings.animationDuration = view.duration();
      report();
    },
  );

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
    prepare() {},
    destroy() {
      if (destroyed) return;
      destroyed = true;
      resize?.disconnect();
      stopWatching();
      glide.destroy();
      showAll(wrapper);
      delete root.dataset.perView;
      delete root.dataset.animationDuration;
    },
  };
}
