import { defineWidget } from '../_runtime/define.js';
import { afterPagePictures } from '../_glide/after-pictures.js';
import base from '../_runtime/base.css';
import glideCore from '@glidejs/glide/dist/css/glide.core.css';
import beforeGlide from '../_glide/before-glide.css';
import controls from '../_glide/step-button.css';
import styles from './category-slider.css';
import { CategorySlider, type CategorySliderProps } from './category-slider.js';

export const tagName = 'shop-category-slider';

// After the page painted its own first picture of the slider (after-pictures.ts).
afterPagePictures(tagName, () =>
  defineWidget<CategorySliderProps>(tagName, CategorySlider, { label: 'string' }, [
    base,
    glideCore,
    beforeGlide,
    controls,
    styles,
  ]),
);

declare global {
  interface HTMLElementTagNameMap {
    'shop-category-slider': HTMLElement & CategorySliderProps;
  }
}
