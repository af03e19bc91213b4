import { tables } from './lang.js';

/** Texts several widgets give to screen readers, one table per language. */
const en = {
  /** Read after a link that opens a new tab or window. */
  newTab: '(opens in a new tab)',
};

const bn: typeof en = { newTab: '(নতুন ট্যাবে খুলবে)' };

export const sharedStrings = tables(en, bn);
