/** Every text `<shop-back-to-top>` gives to screen readers, in English. */
export const strings = {
  /** The button's name when the page's link has no text. */
  label: 'Back to top',
};
