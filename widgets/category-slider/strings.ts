/** Every text `<shop-category-slider>` shows or gives to screen readers, in English. */
export const strings = {
  /** Name of the slider when the page gives no `label`. */
  label: 'Categories',
  previous: 'Previous categories',
  next: 'Next categories',
  /** A dot's name: it shows the card with this title first. */
  show: (title: string) => `Show ${title}`,
  /** A card's link text when the page's link has none. */
  explore: 'Explore',
};
