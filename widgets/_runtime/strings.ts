/** Texts several widgets give to screen readers, in English. A second language adds a table of the same shape. */
export const sharedStrings = {
  /** Read after a link that opens a new tab or window. */
  newTab: '(opens in a new tab)',
};
