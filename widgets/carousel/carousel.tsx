import { useMemo, useRef } from 'react';
import { useGlide, useLightDom } from '../_glide/hooks.js';
import { StepButton, StepControls } from '../_glide/step-button.js';
import { glideStrings } from '../_glide/strings.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { formatNumber, widgetLang } from '../_runtime/lang.js';
import { useArrowKeys } from './arrow-keys.js';
import { pickInterval, useRotation } from './rotation.js';
import { SlideStrip } from './slide-strip.js';
import { parseSlides, slidesFromChildren } from './slides.js';
import { strings } from './strings.js';

/**
 * `<shop-carousel>`: image slides that move by themselves (the home banners, the Karimpur showroom photos).
 *
 * @attr {string} label - Accessible name of the carousel, read as "Banner, carousel". Default "Banner".
 * @attr {json} slides - Slides as a JSON array of `{ "src", "alt", "width", "height", "caption"? }`; when absent or invalid, the `<figure>` children are the slides.
 * @attr {number} interval - Milliseconds each slide shows while rotating (number, at least 1000). Default 5000.
 * @attr {boolean} autoplay - Rotate by itself (boolean; `autoplay="false"` turns it off). Never starts by itself under reduced motion. Default true.
 * @attr {string} lang - `bn` or `en`: the language of every text it shows or announces. Default: the nearest `lang` in the page (crossing shadow roots), else `en`.
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

export function Carousel(props: CarouselProps) {
  const host = hostOf(props.container);
  const lang = widgetLang(props);
  const t = strings[lang];
  const label = props.label?.trim() || t.label;
  const interval = pickInterval(props.interval, host);
  const autoplay = props.autoplay ?? true;
  const jsonSlides = useMemo(() => parseSlides(props.slides), [props.slides]);
  const childSlides = useLightDom(host, slidesFromChildren);
  const slides = jsonSlides ?? childSlides;
  // The language is part of the key: the strip is rendered once per key (Glide clones its slides).
  const slidesKey = useMemo(() => JSON.stringify(slides) + lang, [slides, lang]);
  const count = slides.length;

  const rootRef = useRef<HTMLElement>(null);
  const glideRef = useRef<HTMLDivElement>(null);
  const {
    view,
    glide: carousel,
    shown,
  } = useGlide(glideRef, slidesKey, host, {
    index: 0,
    count,
    animationDuration: 400,
  });
  const { playing, rotating, toggle } = useRotation(rootRef, carousel, {
    autoplay,
    interval,
    count,
    index: view.index,
    slidesKey,
  });
  useArrowKeys(rootRef, carousel, count > 0);

  if (count === 0) return <slot />;

  const current = Math.min(view.index, count - 1);
  return (
    <section
      ref={rootRef}
      class="root carousel"
      part="carousel"
      aria-roledescription={glideStrings[lang].carousel}
      aria-label={label}
      data-rotating={rotating ? 'true' : 'false'}
    >
      {count > 1 && (
        <div class="carousel__controls" part="controls">
          {autoplay && (
            <StepButton
              icon={playing ? 'stop' : 'start'}
              label={playing ? t.stop : t.start}
              part="rotation"
              class="carousel__rotation"
              onClick={toggle}
            />
          )}
          <span class="carousel__spacer" />
          <StepControls glide={carousel} previous={t.previous} next={t.next} controls="carousel-slides">
            <span class="carousel__count" part="count" aria-hidden="true">
              {formatNumber(current + 1, lang)} / {formatNumber(count, lang)}
            </span>
          </StepControls>
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
          <SlideStrip slides={slides} shown={shown} lang={lang} />
        </div>
      </div>
    </section>
  );
}
