import data from '../../site/shop.json';
import { withMapLinks } from './maps.js';
import type { ShopConfig } from './schema.js';

/**
 * The shop's facts compiled into the widget bundle, so a partner's page dials
 * the shop with nothing to configure. The build validates this same file
 * (site/build.ts → parseShopConfig) before bundling, and fails naming the field.
 */
export const shop = { ...data, showrooms: data.showrooms.map(withMapLinks) } as unknown as ShopConfig;
