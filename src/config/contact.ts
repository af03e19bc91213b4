import { callNumber, chatNumber, siteUrl } from '../../site/shop.json';

/**
 * The shop's two numbers and its public address: all the catalogue needs of the shop config. The widget build
 * writes these three values into the module itself (rollup.config.mjs, `shopContact()`), so a catalogue, on a partner's
 * page or a listing, does not load the shop chunk (the showrooms and offers) to dial the shop.
 */
export const shopContact: { callNumber: string; chatNumber: string; siteUrl: string } = {
  callNumber,
  chatNumber,
  siteUrl,
};
