/**
 * Words a screen reader says for both Glide widgets (WAI-ARIA carousel pattern), in English. A second language
 * adds a table of the same shape.
 */
export const glideStrings = {
  /** `aria-roledescription` of the whole widget. */
  carousel: 'carousel',
  /** `aria-roledescription` of one slide or card. */
  slide: 'slide',
  /** Name of a slide: where it stands among all of them. */
  position: (n: number, count: number) => `${n} of ${count}`,
};
