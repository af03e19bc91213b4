import { tables } from './i18n.js';

/**
 * Contact links: the chat number has non-digits stripped and the country
 * code 91 in the path (wa.me's format); the message goes in the `text` parameter.
 */

/**
 * The opening of every WhatsApp enquiry, written once: the original site's sentence, with "this item" where the
 * product is not a saree (men's wear, the landing pages' enquiries). Content and collections name a key.
 */
export const ENQUIRY = {
  saree: 'I want to buy this saree, contact me',
  item: 'I want to buy this item, contact me',
} as const;
export type EnquiryKind = keyof typeof ENQUIRY;

/** The same sentences for each language of the site; Bengali pages open the chat in Bengali. */
const BN_ENQUIRY: Record<EnquiryKind, string> = {
  saree: 'আমি এই শাড়িটি কিনতে চাই, আমার সাথে যোগাযোগ করুন',
  item: 'আমি এই জিনিসটি কিনতে চাই, আমার সাথে যোগাযোগ করুন',
};
export const ENQUIRIES = tables<Record<EnquiryKind, string>>(ENQUIRY, BN_ENQUIRY);

/** Bengali digits (০–৯), which the staff may type on a Bengali keyboard, written as 0–9; the rest stays. */
export const asciiDigits = (text: string): string =>
  text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** Digits of an Indian phone number with the 91 country code, or null if it is not one. */
export function indianDigits(phone: string): string | null {
  if (/[a-z]/i.test(phone)) return null;
  let digits = asciiDigits(phone).replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return /^91\d{10}$/.test(digits) ? digits : null;
}

/** `tel:+91…`, or null when the number is not a phone number. */
export function telHref(phone: string): string | null {
  const digits = indianDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

/** `https://wa.me/91…?text=…`, or null when the number is not a phone number. */
export function whatsappHref(phone: string, message: string): string | null {
  const digits = indianDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null;
}

/**
 * The enquiry sentence, then what the shopper is looking at and its page, so the staff know which product:
 * `I want to buy this saree, contact me — <title> — https://<site>/saree/<id>`.
 */
export function enquiryMessage(message: string, productTitle: string, pageUrl: string): string {
  return [message, productTitle, pageUrl].filter((part) => part.trim() !== '').join(' — ');
}
