import { tables } from '../_runtime/lang.js';

/** Every text `<shop-category-slider>` shows or gives to screen readers, one table per language. */
const en = {
  /** Name of the slider when the page gives no `label`. */
  label: 'Categories',
  previous: 'Previous categories',
  next: 'Next categories',
  /** A dot's name: it shows the card with this title first. */
  show: (title: string) => `Show ${title}`,
  /** A card's link text when the page's link has none. */
  explore: 'Explore',
};

const bn: typeof en = {
  label: 'ক্যাটাগরি',
  previous: 'আগের ক্যাটাগরি',
  next: 'পরের ক্যাটাগরি',
  show: (title) => `${title} দেখুন`,
  explore: 'দেখুন',
};

export const strings = tables(en, bn);
