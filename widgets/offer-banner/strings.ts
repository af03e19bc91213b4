/** Every text `<shop-offer-banner>` gives to screen readers, in English (the offers come from the page or the shop config). */
export const strings = {
  /** Name of the banner when the page gives no `label`. */
  label: 'Offers',
  pause: 'Pause offers',
  play: 'Play offers',
};
