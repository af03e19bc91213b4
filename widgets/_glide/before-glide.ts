/**
 * A carousel whose Glide is fetched on its first need: a press of Previous, Next or a dot, an arrow key, a touch or
 * press on the slides (so a swipe just after works), or `prepare()` (a carousel that rotates calls it a second
 * before its first move). Until then the first slides stand where Glide will put them (CSS, `data-per-view` on the
 * root) and nothing moves, so a page with a carousel does not load Glide (about 7 KB gzip) with its first view. A
 * widget may draw only the slides in view until then (`count`, `fill`), so its upgrade costs one slide's render, not
 * every slide's.
 */
import { lazyImport } from '../../src/lazy-import.js';
import type { Carousel, CarouselOptions, CarouselState } from './glide.lazy.js';
import { noCarousel, showAll, showOnlyInView, slideStrip, viewOf } from './view.js';

type GlideModule = typeof import('./glide.lazy.js');

/** Glide's chunk; after a failure, the next need asks under a fresh URL. */
const importGlide = lazyImport(() => import('./glide.lazy.js'));

/** Where Glide comes from: its chunk, or a test's slow or failing network. */
let source: (failures: number) => Promise<GlideModule> = importGlide;
/** Failed attempts on this page: a failure is remembered for every carousel, so the next one asks afresh. */
let failures = 0;

/** Makes every carousel created after it load Glide with `load` (a test's network); no argument restores the chunk. */
export function setGlideSource(load?: (failures: number) => Promise<GlideModule>): void {
  source = load ?? importGlide;
  failures = 0;
}

const START_EVENTS = ['pointerdown', 'touchstart'] as const;

export interface LazyCarouselOptions extends CarouselOptions {
  /** Slides in all, when the strip holds only those in view until `fill` (default: the strip's slides). */
  count?: number;
  /** Puts every slide in the strip; called on the first need, Glide is mounted once it has resolved. */
  fill?: () => Promise<void> | void;
}

export function createLazyCarousel(root: HTMLElement, options: LazyCarouselOptions = {}): Carousel {
  const strip = slideStrip(root);
  if (!strip) return noCarousel();
  const { track, wrapper } = strip;
  const count = options.count ?? strip.count;

  const view = viewOf(options, count);
  let real: Carousel | undefined;
  let loading: Promise<Carousel | undefined> | undefined;
  let destroyed = false;

  const state = (): CarouselState =>
    real?.state() ?? { index: 0, count, perView: view.size(), animationDuration: view.duration() };

  const report = () => {
    const now = state();
    root.dataset.perView = String(now.perView);
    root.dataset.animationDuration = String(now.animationDuration);
    showOnlyInView(root, wrapper, 0, now.perView);
    options.onChange?.(now);
  };
  const stopWatching = view.watch(report, report);
  report();

  const stopListening = () => START_EVENTS.forEach((type) => track.removeEventListener(type, start));
  // The slides the strip lacks, once (the slides added out of view are then made inert like the others).
  let filled: Promise<void> | undefined;
  const fill = () =>
    (filled ??= Promise.resolve(options.fill?.()).then(() => {
      if (!destroyed) report();
    }));
  const mount = (): Promise<Carousel | undefined> =>
    (loading ??= Promise.all([source(failures), fill()]).then(
      ([{ createCarousel }]) => {
        if (destroyed) return undefined;
        stopWatching();
        stopListening();
        real = createCarousel(root, options);
        return real;
      },
      (error: unknown) => {
        // Offline, say: the first slides stay as they are, and the next need asks again.
        failures++;
        loading = undefined;
        console.error('shop widgets: could not load the carousel code', error);
        return undefined;
      },
    ));
  function start() {
    void mount();
  }
  START_EVENTS.forEach((type) => track.addEventListener(type, start, { passive: true }));
  const then = (act: (carousel: Carousel) => void) => {
    if (real) act(real);
    else void mount().then((carousel) => carousel && act(carousel));
  };

  return {
    next: () => then((carousel) => carousel.next()),
    previous: () => then((carousel) => carousel.previous()),
    go: (index) => then((carousel) => carousel.go(index)),
    state,
    prepare: () => void mount(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopListening();
      if (real) real.destroy();
      else {
        stopWatching();
        showAll(wrapper);
        delete root.dataset.perView;
        delete root.dataset.animationDuration;
      }
    },
  };
}
