import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { errorOnce } from '../_runtime/warn.js';
import { StepIcon } from './controls.js';
import { dimension, useGlide, useLightDom, useMediaMatch } from './hooks.js';
import { REDUCED_MOTION } from './media.js';

declare module '../_runtime/events.js' {
  interface ShopEventDetails {
    /** A carousel or category slider moved: `index` of the first slide in view, of `count`. */
    'shop-slide-change': { index: number; count: number };
  }
}

/**
 * `<shop-carousel>`: image slides that move by themselves (the home banners, the Karimpur showroom photos).
 *
 * @attr label - Accessible name of the carousel, read as "Banner, carousel". Default "Banner".
 * @attr slides - Slides as a JSON array of `{ "src", "alt", "width", "height", "caption"? }`; when absent or invalid, the `<figure>` children are the slides.
 * @attr interval - Milliseconds each slide shows while rotating (number, at least 1000). Default 5000.
 * @attr autoplay - Rotate by itself (boolean; `autoplay="false"` turns it off). Never starts by itself under reduced motion. Default true.
 *
 * @event shop-slide-change - The carousel moved: `{ index, count }` (zero-based index of the slide now shown).
 *
 * @cssprop --shop-brand - Colour of the control icons and borders. Default `#800000` (maroon).
 * @cssprop --shop-surface - Background of the controls. Default `#ffffff`.
 * @cssprop --shop-text - Caption text colour. Default `#1f1a17`.
 * @cssprop --shop-focus - Focus ring colour. Default `#1a5fb4`.
 * @cssprop --shop-radius - Corner radius of the slides. Default `10px`.
 * @cssprop --shop-carousel-ratio - Shape of a slide whose image has no width and height. Default `16 / 9`.
 *
 * @part carousel - The region holding the slides and the controls.
 * @part slides - The moving strip of slides (the live region).
 * @part slide - One slide.
 * @part image - A slide's image.
 * @part caption - A slide's caption.
 * @part controls - The bar of buttons under the slides.
 * @part rotation - The "Stop slides" / "Start slides" button.
 * @part previous - The "Previous slide" button.
 * @part next - The "Next slide" button.
 * @part count - The "2 / 4" position text.
 */
export interface CarouselProps extends WidgetProps {
  label?: string;
  slides?: string;
  interval?: number;
  autoplay?: boolean;
}

export interface Slide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  srcset?: string;
  sizes?: string;
  caption?: string;
}

const TAG = '<shop-carousel>';
const DEFAULT_INTERVAL = 5000;
const MIN_INTERVAL = 1000;

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

function pickInterval(value: number | undefined, host: HTMLElement | undefined): number {
  if (value === undefined) return DEFAULT_INTERVAL;
  if (Number.isFinite(value) && value >= MIN_INTERVAL) return value;
  const raw = host?.getAttribute('interval') ?? String(value);
  errorOnce(
    `${TAG}: interval "${raw}" must be a number of milliseconds of at least ${MIN_INTERVAL}; using ${DEFAULT_INTERVAL}.`,
  );
  return DEFAULT_INTERVAL;
}

const Slides = memo(function Slides({ slides }: { slides: Slide[] }) {
  // Rendered once per set of slides: Glide adds clones beside these nodes, so Preact must not diff them again.
  return (
    <div class="glide__slides carousel__slides">
      {slides.map((slide, i) => (
        <div
          key={i}
          class="glide__slide carousel__slide"
          part="slide"
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${slides.length}`}
        >
          <figure class="carousel__figure">
            <img
              class={slide.width ? 'carousel__image' : 'carousel__image carousel__image--unsized'}
              part="image"
              src={slide.src}
              alt={slide.alt}
              width={slide.width}
              height={slide.height}
              srcset={slide.srcset}
              sizes={slide.sizes}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
            />
            {slide.caption && (
              <figcaption class="carousel__caption" part="caption">
                {slide.caption}
              </figcaption>
            )}
          </figure>
        </div>
      ))}
    </div>
  );
});

const ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  stop: 'M8 5v14M16 5v14',
  start: 'M7 4.5v15l12-7.5z',
};

export function Carousel(props: CarouselProps) {
  const host = hostOf(props.container);
  const label = props.label?.trim() || 'Banner';
  const interval = pickInterval(props.interval, host);
  const autoplay = props.autoplay ?? true;
  const jsonSlides = useMemo(() => parseSlides(props.slides), [props.slides]);
  const childSlides = useLightDom(host, slidesFromChildren);
  const slides = jsonSlides ?? childSlides;
  const slidesKey = useMemo(() => JSON.stringify(slides), [slides]);
  const count = slides.length;

  const reducedMotion = useMediaMatch(REDUCED_MOTION);
  const [playing, setPlaying] = useState(autoplay && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  // Set when the shopper starts rotation with the button: focus inside then no longer stops it.
  const startedByButton = useRef(false);
  const rootRef = useRef<HTMLElement>(null);
  const glideRef = useRef<HTMLDivElement>(null);
  const { view, glide: carousel } = useGlide(glideRef, slidesKey, host, {
    index: 0,
    count,
    perView: 1,
    animationDuration: 400,
  });

  useEffect(() => {
    startedByButton.current = false;
    setPlaying(autoplay && !reducedMotion);
  }, [autoplay, reducedMotion]);

  const rotating = playing && !hovered && count > 1;
  useEffect(() => {
    if (!rotating) return;
    // Restarted after every move, so a slide moved to by hand also gets the full interval.
    const timer = setTimeout(() => carousel.current?.next(), interval);
    return () => clearTimeout(timer);
  }, [rotating, interval, view.index, slidesKey]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowLeft') carousel.current?.previous();
      else if (event.key === 'ArrowRight') carousel.current?.next();
      else return;
      event.preventDefault();
    };
    // A mouse button focuses on press; that focus comes from a pointer, not the keyboard.
    let pressed = false;
    const onPress = () => (pressed = true);
    const onRelease = () => (pressed = false);
    // WAI-ARIA carousel pattern: keyboard focus inside stops rotation for good (only the button restarts it).
    const onFocus = () => {
      if (!pressed && !startedByButton.current) setPlaying(false);
    };
    const onEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
    const onLeave = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false);
    const listeners: Array<[string, (event: never) => void]> = [
      ['keydown', onKey],
      ['focusin', onFocus],
      ['pointerdown', onPress],
      ['pointerup', onRelease],
      ['pointercancel', onRelease],
      ['pointerenter', onEnter],
      ['pointerleave', onLeave],
    ];
    for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener);
    };
  }, [count > 0]);

  if (count === 0) return <slot />;

  const toggle = () => {
    startedByButton.current = !playing;
    setPlaying(!playing);
  };
  const current = Math.min(view.index, count - 1);

  return (
    <section
      ref={rootRef}
      class="root carousel"
      part="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating ? 'true' : 'false'}
    >
      {count > 1 && (
        <div class="carousel__controls" part="controls">
          {autoplay && (
            <button
              type="button"
              class="step-button carousel__rotation"
              part="rotation"
              aria-label={playing ? 'Stop slides' : 'Start slides'}
              onClick={toggle}
            >
              <StepIcon d={playing ? ICONS.stop : ICONS.start} />
            </button>
          )}
          <span class="carousel__spacer" />
          <button
            type="button"
            class="step-button"
            part="previous"
            aria-label="Previous slide"
            aria-controls="carousel-slides"
            onClick={() => carousel.current?.previous()}
          >
            <StepIcon d={ICONS.previous} />
          </button>
          <span class="carousel__count" part="count" aria-hidden="true">
            {current + 1} / {count}
          </span>
          <button
            type="button"
            class="step-button"
            part="next"
            aria-label="Next slide"
            aria-controls="carousel-slides"
            onClick={() => carousel.current?.next()}
          >
            <StepIcon d={ICONS.next} />
          </button>
        </div>
      )}
      <div key={slidesKey} ref={glideRef} class="glide carousel__glide">
        <div
          class="glide__track carousel__track"
          part="slides"
          data-glide-el="track"
          id="carousel-slides"
          aria-live={rotating ? 'off' : 'polite'}
        >
          <Slides slides={slides} />
        </div>
      </div>
    </section>
  );
}
