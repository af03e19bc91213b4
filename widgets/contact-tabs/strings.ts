import { formatNumber, tables } from '../_runtime/lang.js';

/** Every text `<shop-contact-tabs>` gives to screen readers, one table per language (tab labels come from the page). */
const en = {
  /** Name of the tab list when the page gives no `label`. */
  label: 'Contact options',
  /** A tab whose section has no heading. */
  tab: (n: number) => `Tab ${n}`,
};

const bn: typeof en = { label: 'যোগাযোগের উপায়', tab: (n) => `ট্যাব ${formatNumber(n, 'bn')}` };

export const strings = tables(en, bn);
