/** Every text `<shop-contact-tabs>` gives to screen readers, in English (the tabs' labels come from the page). */
export const strings = {
  /** Name of the tab list when the page gives no `label`. */
  label: 'Contact options',
  /** A tab whose section has no heading. */
  tab: (n: number) => `Tab ${n}`,
};
