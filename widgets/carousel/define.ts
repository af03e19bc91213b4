import { defineWidget } from '../_runtime/define.js';
import { afterPagePictures } from '../_glide/after-pictures.js';
import base from '../_runtime/base.css';
import glideCore from '@glidejs/glide/dist/css/glide.core.css';
import beforeGlide from '../_glide/before-glide.css';
import controls from '../_glide/step-button.css';
import styles from './carousel.css';
import { Carousel, type CarouselProps } from './carousel.js';

export const tagName = 'shop-carousel';

// After the page painted its own first slide (after-pictures.ts).
afterPagePictures(tagName, () =>
  defineWidget<CarouselProps>(
    tagName,
    Carousel,
    {
      label: 'string',
      slides: 'json',
      interval: 'number',
      autoplay: 'boolean',
    },
    [base, glideCore, beforeGlide, controls, styles],
  ),
);

declare global {
  interface HTMLElementTagNameMap {
    'shop-carousel': HTMLElement & CarouselProps;
  }
}
