/**
 * The shop's settings: site/data/shop.json (or the file SHOP_CONFIG names), or, for a site built from Firestore,
 * `settings/shop` there, both validated by src/config/schema.ts and explained in the same words
 * (site/build/problems.ts). Kept apart from the build, which takes seconds to load, for the commands that only read.
 */
import { readFile } from 'node:fs/promises';
import { decodeJsonFile, parseJsonText } from '../../src/config/json-text.js';
import { parseShopConfig, type ShopConfig } from '../../src/config/schema.js';
import type { FirestoreShop } from './firestore-shop.js';
import { explain } from './problems.js';

/** The shop config: site/data/shop.json, or another that SHOP_CONFIG names (the tests' broken copies). */
export const shopConfigFile = (): string => process.env.SHOP_CONFIG ?? 'site/data/shop.json';

export async function loadShopConfig(file = shopConfigFile()): Promise<ShopConfig> {
  // A slip in the JSON, or a file saved as "Unicode", throws its own message: the line and what to type.
  const data = parseJsonText(decodeJsonFile(await readFile(file), file), file);
  return parseShopConfig(data, `shop config ${file}`);
}

/** Where the shop's settings came from, as the messages name it. */
export const SETTINGS_SOURCE = "settings/shop (the shop's settings in Firestore)";

/**
 * The shop's settings when the site is built from Firestore: `settings/shop`, validated by the same schema as
 * shop.json (an error names the field in the same words), or shop.json while the shop has no settings there yet.
 */
export function shopSettings(firestore: Pick<FirestoreShop, 'settings'>, local: ShopConfig): ShopConfig {
  if (!firestore.settings) return local;
  try {
    return parseShopConfig(firestore.settings, `shop config ${SETTINGS_SOURCE}`);
  } catch (error) {
    throw new Error(explain(error, firestore.settings), { cause: error });
  }
}
