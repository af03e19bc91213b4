/**
 * Contact links. Spec §7: the chat number has non-digits stripped and the
 * country code 91 in the path; the message goes in the `text` parameter.
 */

/** Digits of an Indian phone number with the 91 country code, or null if it is not one. */
export function indianDigits(phone: string): string | null {
  if (/[a-z]/i.test(phone)) return null;
  let digits = phone.replace(/\D/g, '');
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

/** The spec's message, then what the shopper is looking at, so the staff know which product. */
export function enquiryMessage(message: string, productTitle: string, pageUrl: string): string {
  return [message, productTitle, pageUrl].filter((part) => part.trim() !== '').join('\n');
}
