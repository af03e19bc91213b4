import type { Lang } from '../_runtime/lang.js';

/** Every text `<shop-offer-banner>` gives to screen readers, one table per language (the offers come from the page or the shop config). */
const en = {
  /** Name of the banner when the page gives no `label`. */
  label: 'Offers',
  pause: 'Pause offers',
  play: 'Play offers',
};

export const strings: Record<Lang, typeof en> = {
  en,
  bn: { label: 'অফার', pause: 'অফার থামান', play: 'অফার চালান' },
};
