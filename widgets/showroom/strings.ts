import { tables } from '../_runtime/lang.js';

/** Every text `<shop-showroom>` shows or gives to screen readers, one table per language (the showroom's own facts come from the shop config). */
const en = {
  /** The heading, when the showroom's name does not already say "showroom". */
  title: (name: string) => (/showroom/i.test(name) ? name : `${name} showroom`),
  /** Last line of the address. */
  country: 'India',
  call: (phone: string) => `Call ${phone}`,
  directions: 'Directions',
  /** Read after "Directions" by screen readers. */
  directionsTo: (title: string) => `to the ${title}`,
  map: (title: string) => `Map of the ${title}`,
  photos: (title: string) => `Photos of the ${title}`,
};

const bn: typeof en = {
  title: (name) => (/শোরুম/.test(name) ? name : `${name} শোরুম`),
  country: 'ভারত',
  call: (phone) => `কল করুন ${phone}`,
  directions: 'কীভাবে যাবেন',
  directionsTo: (title) => `(${title})`,
  map: (title) => `${title}-এর ম্যাপ`,
  photos: (title) => `${title}-এর ছবি`,
};

export const strings = tables(en, bn);
