import type { Lang } from '../_runtime/lang.js';

/** Every text `<shop-back-to-top>` gives to screen readers, one table per language. */
const en = {
  /** The button's name when the page's link has no text. */
  label: 'Back to top',
};

export const strings: Record<Lang, typeof en> = { en, bn: { label: 'উপরে যান' } };
