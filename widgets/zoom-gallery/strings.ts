import { formatNumber, tables } from '../_runtime/lang.js';

/** Every text `<shop-zoom-gallery>` (and `<shop-showroom>`'s photos) shows or gives to screen readers, one table per language. */
const en = {
  /** Name of the gallery when the page gives no `label`. */
  label: 'Photos',
  expand: 'Expand image',
  minimize: 'Minimize image',
  /** A button's name: what it does, then which photo. */
  action: (action: string, photo: string) => `${action}: ${photo}`,
  /** A photo's name when it has neither alt text nor a caption. */
  photo: (n: number, count: number) => `photo ${n} of ${count}`,
  /** Name of the layer over a zoomed photo. */
  zoomed: (alt: string) => `${alt} (zoomed)`,
  /** Name of the layer over a zoomed photo without alt text. */
  zoomedImage: 'Zoomed image',
};

const bn: typeof en = {
  label: 'ছবি',
  expand: 'ছবি বড় করুন',
  minimize: 'ছবি ছোট করুন',
  action: (action, photo) => `${action}: ${photo}`,
  photo: (n, count) => `ছবি ${formatNumber(n, 'bn')}/${formatNumber(count, 'bn')}`,
  zoomed: (alt) => `${alt} (বড় করা)`,
  zoomedImage: 'বড় করা ছবি',
};

export const strings = tables(en, bn);
