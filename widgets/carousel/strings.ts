/** Every text `<shop-carousel>` shows or gives to screen readers, in English. */
export const strings = {
  /** Name of the carousel when the page gives no `label`. */
  label: 'Banner',
  stop: 'Stop slides',
  start: 'Start slides',
  previous: 'Previous slide',
  next: 'Next slide',
};
