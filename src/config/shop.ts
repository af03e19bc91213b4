import { offers, showrooms } from '../../site/data/shop.json';
import { withMapLinks } from './maps.js';
import type { ShopConfig } from './schema.js';

/**
 * The facts the showroom card and the offer banner use; the rest of site/data/shop.json (the page texts in both
 * languages) stays out of the bundle, and the catalogue has the numbers and the public address in its own code
 * (contact.ts).
 */
export type WidgetShopConfig = Pick<ShopConfig, 'offers' | 'showrooms'>;

/**
 * The shop's facts compiled into the widget bundle, so a partner's page shows the showrooms with nothing to
 * configure. The build validates this same file (site/build/build.ts → parseShopConfig) before bundling, and fails naming
 * the field. Named imports, so the bundler leaves out the fields no widget reads.
 */
export const shop = {
  offers,
  showrooms: showrooms.map(withMapLinks),
} as unknown as WidgetShopConfig;
