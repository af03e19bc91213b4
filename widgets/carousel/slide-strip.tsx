import { memo } from 'react';
import { GlideSlide } from '../_glide/glide-slide.js';
import type { Lang } from '../_runtime/lang.js';
import type { Slide } from './slides.js';

/** The strip of slides Glide moves: its first `shown` slides (those in view until Glide comes, then all). */
export const SlideStrip = memo(function SlideStrip({
  slides,
  shown,
  lang,
}: {
  slides: Slide[];
  shown: number;
  lang: Lang;
}) {
  // Rendered once per set of slides once all are shown: Glide adds clones beside these nodes, so Preact must not
  // diff them again.
  return (
    <div class="glide__slides carousel__slides">
      {slides.slice(0, shown).map((slide, i) => (
        <GlideSlide key={i} index={i} count={slides.length} class="carousel__slide" lang={lang}>
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
        </GlideSlide>
      ))}
    </div>
  );
});
