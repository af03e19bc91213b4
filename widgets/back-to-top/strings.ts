import { tables } from '../_runtime/lang.js';

/** Every text `<shop-back-to-top>` gives to screen readers, one table per language. */
const en = {
  /** The button's name when the page's link has no text. */
  label: 'Back to top',
};

const bn: typeof en = { label: 'উপরে যান' };

export const strings = tables(en, bn);
