/** Texts several widgets give to screen readers, one table per language. */
const en = {
  /** Read after a link that opens a new tab or window. */
  newTab: '(opens in a new tab)',
};

export const sharedStrings: Record<'en' | 'bn', typeof en> = {
  en,
  bn: { newTab: '(নতুন ট্যাবে খুলবে)' },
};
