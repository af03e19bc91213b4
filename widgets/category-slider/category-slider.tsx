import { useMemo, useRef } from 'react';
import { useGlide, useLightDom } from '../_glide/hooks.js';
import { StepControls } from '../_glide/step-button.js';
import { glideStrings } from '../_glide/strings.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { CardStrip } from './card-strip.js';
import { cardsFromChildren } from './cards.js';
import { SLIDER_OPTIONS } from './options.js';
import { strings } from './strings.js';
import { widgetLang } from '../_runtime/lang.js';

/**
 * `<shop-category-slider>`: category cards (image, title, Explore link), 3 in view and 3 moved at a time, looping.
 *
 * @attr {string} label - Accessible name of the slider, read as "Categories, carousel". Default "Categories".
 * @attr {string} lang - `bn` or `en`: the language of every text it shows or announces. Default: the nearest `lang` in the page (crossing shadow roots), else `en`.
 *
 * @event shop-slide-change - The slider moved: `{ index, count }` (zero-based index of the first card in view).
 *
 * @cssprop --shop-brand - Colour of the Explore links, buttons and dots. Default `#800000` (maroon).
 * @cssprop --shop-brand-contrast - Text on the brand colour. Default `#ffffff`.
 * @cssprop --shop-surface - Card and button background. Default `#ffffff`.
 * @cssprop --shop-border - Card border colour. Default `#e4d8cc`.
 * @cssprop --shop-focus - Focus ring colour. Default `#1a5fb4`.
 * @cssprop --shop-radius - Corner radius of the cards. Default `10px`.
 *
 * @part slider - The carousel group holding the cards and the controls.
 * @part cards - The moving strip of cards.
 * @part slide - The slot of one card in the strip.
 * @part card - One card.
 * @part image - A card's image.
 * @part title - A card's title.
 * @part link - A card's Explore link.
 * @part controls - The row of buttons under the cards.
 * @part previous - The "Previous categories" button.
 * @part next - The "Next categories" button.
 * @part dot - One pagination dot ("Show Mens"); the current one has `aria-current="true"`.
 */
export interface CategorySliderProps extends WidgetProps {
  label?: string;
}

export function CategorySlider(props: CategorySliderProps) {
  const host = hostOf(props.container);
  const lang = widgetLang(props);
  const t = strings[lang];
  const label = props.label?.trim() || t.label;
  const cards = useLightDom(host, cardsFromChildren);
  // The language is part of the key: the strip is rendered once per key (Glide clones its cards).
  const cardsKey = useMemo(() => JSON.stringify(cards) + lang, [cards, lang]);
  const count = cards.length;
  const glideRef = useRef<HTMLDivElement>(null);
  // Glide sizes the cards before the first paint. Mounted a frame later, the cards would show full width for
  // that frame (one card as tall as the page is wide) and the page below would jump.
  const {
    view,
    glide: slider,
    shown,
  } = useGlide(
    glideRef,
    cardsKey,
    host,
    { index: 0, count, animationDuration: SLIDER_OPTIONS.animationDuration },
    SLIDER_OPTIONS,
  );

  if (count === 0) return <slot />;

  // With every card in view there is nothing to move to.
  const movable = count > view.perView;
  return (
    // A group, not a region: pages put the slider inside their own labelled section, and two landmarks
    // with one name (the section's heading and this label) are ambiguous (axe landmark-unique).
    <div
      class="root slider"
      part="slider"
      role="group"
      aria-roledescription={glideStrings[lang].carousel}
      aria-label={label}
    >
      <div key={cardsKey} ref={glideRef} class="glide slider__glide">
        <div class="glide__track slider__track" part="cards" data-glide-el="track" id="slider-cards" aria-live="polite">
          <CardStrip cards={cards} shown={shown} lang={lang} />
        </div>
      </div>
      {movable && (
        <div class="slider__controls" part="controls">
          <StepControls glide={slider} previous={t.previous} next={t.next} controls="slider-cards">
            <div class="slider__dots">
              {cards.map((card, i) => (
                <button
                  key={i}
                  type="button"
                  class="slider__dot"
                  part="dot"
                  aria-label={t.show(card.title)}
                  aria-controls="slider-cards"
                  aria-current={i === view.index ? 'true' : undefined}
                  onClick={() => slider.current?.go(i)}
                />
              ))}
            </div>
          </StepControls>
        </div>
      )}
    </div>
  );
}
