import { tables } from '../_runtime/lang.js';

/** Every text `<shop-carousel>` shows or gives to screen readers, one table per language. */
const en = {
  /** Name of the carousel when the page gives no `label`. */
  label: 'Banner',
  stop: 'Stop slides',
  start: 'Start slides',
  previous: 'Previous slide',
  next: 'Next slide',
};

const bn: typeof en = {
  label: 'ব্যানার',
  stop: 'স্লাইড থামান',
  start: 'স্লাইড চালান',
  previous: 'আগের স্লাইড',
  next: 'পরের স্লাইড',
};

export const strings = tables(en, bn);
