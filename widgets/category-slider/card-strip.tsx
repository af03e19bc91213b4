import { memo } from 'react';
import { GlideSlide } from '../_glide/glide-slide.js';
import type { Lang } from '../_runtime/lang.js';
import type { Card } from './cards.js';
import { SLIDER_OPTIONS } from './options.js';
import { strings } from './strings.js';

/** The strip of category cards Glide moves: its first `shown` cards (those in view until Glide comes, then all). */
export const CardStrip = memo(function CardStrip({ cards, shown, lang }: { cards: Card[]; shown: number; lang: Lang }) {
  // Rendered once per set of cards once all are shown: Glide adds clones beside these nodes, so Preact must not diff
  // them again.
  return (
    <div class="glide__slides slider__slides">
      {cards.slice(0, shown).map((card, i) => {
        const Heading = `h${card.level}` as 'h3';
        // Four links all called "Explore" would not say where each goes: add the title for screen readers.
        const linkText = card.linkText || strings[lang].explore;
        const hidden =
          card.linkHidden ?? (linkText.toLowerCase().includes(card.title.toLowerCase()) ? undefined : card.title);
        return (
          <GlideSlide key={i} index={i} count={cards.length} class="slider__slide" lang={lang}>
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
                  {linkText}
                  {hidden && <span class="visually-hidden"> {hidden}</span>}
                </a>
              )}
            </article>
          </GlideSlide>
        );
      })}
    </div>
  );
});
