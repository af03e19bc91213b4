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
};

const bn: typeof en = {
  moreLikeThis: 'এরকম আরও',
  photoLabel: (title: string) => `${title}-এর ছবি`,
  share: 'শেয়ার করুন',
  shareHint: (title: string) => `: ${title}`,
  copied: 'লিঙ্ক কপি হয়েছে। চ্যাটে পেস্ট করে পাঠান।',
  copyFailed: 'লিঙ্ক কপি করা গেল না। ওপরের ঠিকানা থেকে কপি করুন।',
};

export const productStrings = tables(en, bn);
