import { callNumber, chatNumber, offers, showrooms, siteUrl } from '../../site/data/shop.json';
import { withMapLinks } from './maps.js';
import type { ShopConfig } from './schema.js';

/** The facts the widgets use; the rest of site/data/shop.json (the page texts in both languages) stays out of the bundle. */
export type WidgetShopConfig = Pick<ShopConfig, 'callNumber' | 'chatNumber' | 'offers' | 'showrooms' | 'siteUrl'>;

/**
 * The shop's facts compiled into the widget bundle, so a partner's page dials
 * the shop with nothing to configure. The build validates this same file
 * (site/build/build.ts → parseShopConfig) before bundling, and fails naming the field.
 * Named imports, so the bundler leaves out the fields no widget reads.
 */
export const shop = {
  callNumber,
  chatNumber,
  offers,
  showrooms: showrooms.map(withMapLinks),
  // The public address WhatsApp messages name, wherever the widget runs (a partner's page, localhost).
  siteUrl,
} as unknown as WidgetShopConfig;
