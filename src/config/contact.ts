import { callNumber, chatNumber, showrooms, siteUrl } from '../../site/data/shop.json';
import type { Bilingual } from '../i18n.js';

/** A showroom as a product card names it: "At Ranaghat", a link to its page. */
export interface ShowroomPlace {
  id: string;
  name: Bilingual;
  /** Its page's English route (`/Ranaghat_showroom`). */
  route: string;
}

/**
 * The shop's two numbers, its public address and its showrooms' names: all the catalogue needs of the shop config.
 * The widget build writes these values into the module itself (rollup.config.mjs, `shopContact()`), so a catalogue,
 * on a partner's page or a listing, does not load the shop chunk (the showrooms' addresses and the offers).
 */
export const shopContact: { callNumber: string; chatNumber: string; siteUrl: string; showrooms: ShowroomPlace[] } = {
  callNumber,
  chatNumber,
  siteUrl,
  showrooms: showrooms.map(({ id, name, route }) => ({ id, name, route })),
};
