import data from '../../site/shop.json';
import type { ShopConfig } from './schema.js';

/**
 * The shop's facts compiled into the widget bundle, so a partner's page dials
 * the shop with nothing to configure. The build validates this same file
 * (site/build.ts → parseShopConfig) before bundling, and fails naming the field.
 */
export const shop = data as unknown as ShopConfig;
