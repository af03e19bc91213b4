/** Every text `<shop-showroom>` shows or gives to screen readers, in English (the showroom's own facts come from the shop config). */
export const strings = {
  /** The heading, when the showroom's name does not already say "showroom". */
  title: (name: string) => `${name} showroom`,
  /** Last line of the address. */
  country: 'India',
  call: (phone: string) => `Call ${phone}`,
  directions: 'Directions',
  /** Read after "Directions" by screen readers. */
  directionsTo: (title: string) => `to the ${title}`,
  map: (title: string) => `Map of the ${title}`,
  photos: (title: string) => `Photos of the ${title}`,
};
