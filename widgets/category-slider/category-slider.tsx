import { memo, useMemo, useRef } from 'react';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { StepIcon } from '../carousel/controls.js';
import { dimension, useGlide, useLightDom } from '../carousel/hooks.js';

/**
 * `<shop-category-slider>`: category cards (image, title, Explore link), 3 in view and 3 moved at a time, looping.
 *
 * @attr label - Accessible name of the slider, read as "Categories, carousel". Default "Categories".
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

export interface Card {
  title: string;
  /** Heading level of the title, as the page wrote it (2 to 6). */
  level: number;
  src?: string;
  alt: string;
  width?: number;
  height?: number;
  href?: string;
  /** Visible text of the link. */
  linkText: string;
  /** Text of the link that the page hid visually (for screen readers only). */
  linkHidden?: string;
}

const HIDDEN_TEXT = '.visually-hidden, .sr-only, [hidden]';
const words = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';

/** Shown 3 at a time on wide screens, 2 under 900 px, 1 under 560 px; moved a whole view at a time in 500 ms. */
export const SLIDER_OPTIONS = {
  perView: 3,
  perSwipe: '|',
  animationDuration: 500,
  gap: 16,
  breakpoints: { 900: { perView: 2 }, 560: { perView: 1 } },
} as const;

/** One card per `<article>` child with a heading; its first `<img>` and `<a href>` are the picture and the Explore link. */
export function cardsFromChildren(host: HTMLElement): Card[] {
  const cards: Card[] = [];
  for (const article of host.children) {
    if (article.localName !== 'article') continue;
    const heading = article.querySelector('h1, h2, h3, h4, h5, h6');
    const title = words(heading?.textContent);
    if (!heading || !title) continue;
    const card: Card = {
      title,
      level: Math.min(6, Math.max(2, Number(heading.localName[1]))),
      alt: '',
      linkText: 'Explore',
    };
    const img = article.querySelector('img');
    const src = img?.getAttribute('src')?.trim();
    if (img && src) {
      card.src = src;
      card.alt = img.getAttribute('alt') ?? '';
      const width = dimension(img.getAttribute('width'));
      const height = dimension(img.getAttribute('height'));
      if (width && height) Object.assign(card, { width, height });
    }
    const link = article.querySelector('a[href]');
    if (link) {
      card.href = link.getAttribute('href')!;
      // Text the page hides visually ("Explore<span class="visually-hidden"> Womens</span>") stays hidden.
      const hidden = [...link.querySelectorAll(HIDDEN_TEXT)];
      const hiddenText = words(hidden.map((element) => element.textContent).join(' '));
      const copy = link.cloneNode(true) as Element;
      copy.querySelectorAll(HIDDEN_TEXT).forEach((element) => element.remove());
      card.linkText = words(copy.textContent) || 'Explore';
      if (hiddenText) card.linkHidden = hiddenText;
    }
    cards.push(card);
  }
  return cards;
}

const Cards = memo(function Cards({ cards }: { cards: Card[] }) {
  // Rendered once per set of cards: Glide adds clones beside these nodes, so Preact must not diff them again.
  return (
    <div class="glide__slides slider__slides">
      {cards.map((card, i) => {
        const Heading = `h${card.level}` as 'h3';
        // Four links all called "Explore" would not say where each goes: add the title for screen readers.
        const hidden =
          card.linkHidden ?? (card.linkText.toLowerCase().includes(card.title.toLowerCase()) ? undefined : card.title);
        return (
          <div
            key={i}
            class="glide__slide slider__slide"
            part="slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${cards.length}`}
          >
            <article class="card" part="card">
              {card.src && (
                <img
                  class="card__image"
                  part="image"
                  src={card.src}
                  alt={card.alt}
                  width={card.width}
                  height={card.height}
                  loading={i < SLIDER_OPTIONS.perView ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                />
              )}
              <Heading class="card__title" part="title">
                {card.title}
              </Heading>
              {card.href && (
                <a class="button button--solid card__link" part="link" href={card.href}>
                  {card.linkText}
                  {hidden && <span class="visually-hidden"> {hidden}</span>}
                </a>
              )}
            </article>
          </div>
        );
      })}
    </div>
  );
});

export function CategorySlider(props: CategorySliderProps) {
  const host = hostOf(props.container);
  const label = props.label?.trim() || 'Categories';
  const cards = useLightDom(host, cardsFromChildren);
  const cardsKey = useMemo(() => JSON.stringify(cards), [cards]);
  const count = cards.length;
  const glideRef = useRef<HTMLDivElement>(null);
  // Glide sizes the cards before the first paint. Mounted a frame later, the cards would show full width for
  // that frame (one card as tall as the page is wide) and the page below would jump.
  const { view, glide: slider } = useGlide(
    glideRef,
    cardsKey,
    host,
    {
      index: 0,
      count,
      perView: Math.min(SLIDER_OPTIONS.perView, count),
      animationDuration: SLIDER_OPTIONS.animationDuration,
    },
    SLIDER_OPTIONS,
  );

  if (count === 0) return <slot />;

  // With every card in view there is nothing to move to.
  const movable = count > view.perView;
  return (
    // A group, not a region: pages put the slider inside their own labelled section, and two landmarks
    // with one name (the section's heading and this label) are ambiguous (axe landmark-unique).
    <div class="root slider" part="slider" role="group" aria-roledescription="carousel" aria-label={label}>
      <div key={cardsKey} ref={glideRef} class="glide slider__glide">
        <div class="glide__track slider__track" part="cards" data-glide-el="track" id="slider-cards" aria-live="polite">
          <Cards cards={cards} />
        </div>
      </div>
      {movable && (
        <div class="slider__controls" part="controls">
          <button
            type="button"
            class="step-button"
            part="previous"
            aria-label="Previous categories"
            aria-controls="slider-cards"
            onClick={() => slider.current?.previous()}
          >
            <StepIcon d="M15 5l-7 7 7 7" />
          </button>
          <div class="slider__dots">
            {cards.map((card, i) => (
              <button
                key={i}
                type="button"
                class="slider__dot"
                part="dot"
                aria-label={`Show ${card.title}`}
                aria-controls="slider-cards"
                aria-current={i === view.index ? 'true' : undefined}
                onClick={() => slider.current?.go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            class="step-button"
            part="next"
            aria-label="Next categories"
            aria-controls="slider-cards"
            onClick={() => slider.current?.next()}
          >
            <StepIcon d="M9 5l7 7-7 7" />
          </button>
        </div>
      )}
    </div>
  );
}
