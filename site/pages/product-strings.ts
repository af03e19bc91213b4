/** The texts of a product page, one table per language (the rest comes from pages/strings.ts). */
import { tables } from '../../src/i18n.js';

const en = {
  moreLikeThis: 'More like this',
  photoLabel: (title: string) => `Photo of ${title}`,
  share: 'Share',
  shareHint: (title: string) => `: ${title}`,
  /** Said (role="status") and shown when the link was copied because the phone has no share sheet. */
  copied: 'Link copied. Paste it in a chat to send this product.',
  copyFailed: 'Could not copy the link. Copy it from the address bar.',
  /** The 404 page at the address of a product no longer in the catalogue (assets/not-found.js shows it). */
  gone: 'This product is no longer in our catalogue.',
  seeAll: (noun: string) => `See all ${noun}`,
  searchFor: 'search for it',
  /** A product without a price: a link that calls the shop. */
  askPrice: 'Ask for price',
  /** Said beside the price (a badge, not a colour) when the product has sold; the page stays, to ask for one like it. */
  soldOut: 'Sold out',
  /** The WhatsApp button of a sold product: its message asks for one like it. */
  likeThis: 'Ask on WhatsApp for one like it',
  /** Around the showrooms' names, each a link to its page: "At Ranaghat, Karimpur". */
  atBefore: 'At ',
  atAfter: '',
};

const bn: typeof en = {
  moreLikeThis: 'এরকম আরও',
  photoLabel: (title: string) => `${title}-এর ছবি`,
  share: 'শেয়ার করুন',
  shareHint: (title: string) => `: ${title}`,
  copied: 'লিঙ্ক কপি হয়েছে। চ্যাটে পেস্ট করে পাঠান।',
  copyFailed: 'লিঙ্ক কপি করা গেল না। ওপরের ঠিকানা থেকে কপি করুন।',
  gone: 'এই জিনিসটি এখন আমাদের ক্যাটালগে নেই।',
  seeAll: (noun: string) => `সব ${noun} দেখুন`,
  searchFor: 'খুঁজে দেখুন',
  askPrice: 'দাম জানতে ফোন করুন',
  soldOut: 'বিক্রি হয়ে গেছে',
  likeThis: 'এরকম আর আছে? হোয়াটসঅ্যাপে জিজ্ঞেস করুন',
  atBefore: '',
  atAfter: ' শোরুমে পাবেন',
};

export const productStrings = tables(en, bn);
