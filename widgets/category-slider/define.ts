import { defineWidget } from '../_runtime/define.js';
import base from '../_runtime/base.css';
import glideCore from '@glidejs/glide/dist/css/glide.core.css';
import beforeGlide from '../_glide/before-glide.css';
import controls from '../_glide/step-button.css';
import styles from './category-slider.css';
import { CategorySlider, type CategorySliderProps } from './category-slider.js';

export const tagName = 'shop-category-slider';

defineWidget<CategorySliderProps>(tagName, CategorySlider, { label: 'string' }, [
  base,
  glideCore,
  beforeGlide,
  controls,
  styles,
]);

declare global {
  interface HTMLElementTagNameMap {
    'shop-category-slider': HTMLElement & CategorySliderProps;
  }
}
