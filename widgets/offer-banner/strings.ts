import { tables } from '../_runtime/lang.js';

/** Every text `<shop-offer-banner>` gives to screen readers, one table per language (the offers come from the page or the shop config). */
const en = {
  /** Name of the banner when the page gives no `label`. */
  label: 'Offers',
  pause: 'Pause offers',
  play: 'Play offers',
};

const bn: typeof en = { label: 'অফার', pause: 'অফার থামান', play: 'অফার চালান' };

export const strings = tables(en, bn);
