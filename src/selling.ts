/**
 * What a shopper needs to buy: the product's name and description in the page's language, its price, whether it
 * has sold, and where to see it. Shared by the widget's cards and the site's product pages, so both say the same.
 */
import { tables, type Lang } from './i18n.js';
import { enquiryMessage } from './links.js';
import type { Product } from './product.js';

/** The language of the product's words as shown: Bengali pages fall back to the English name when it has none. */
export interface Shown {
  text: string;
  lang: Lang;
}

/** Its name in `lang`: the Bengali name on a Bengali page when it has one, else the English. */
export const titleIn = (product: Product, lang: Lang): Shown =>
  lang === 'bn' && product.title_bn ? { text: product.title_bn, lang: 'bn' } : { text: product.title, lang: 'en' };

/** Its description in `lang`, as `titleIn`. */
export const desIn = (product: Product, lang: Lang): Shown =>
  lang === 'bn' && product.des_bn ? { text: product.des_bn, lang: 'bn' } : { text: product.des, lang: 'en' };

const formats: Partial<Record<Lang, Intl.NumberFormat>> = {};

/**
 * Whole rupees as the language writes them: `₹2,450`, `₹১,২৪,৫০০` (Indian grouping, Bengali digits in Bengali).
 * One formatter per language for the page's life: a listing formats up to 178 prices.
 */
export function formatPrice(rupees: number, lang: Lang): string {
  const format = (formats[lang] ??= new Intl.NumberFormat(lang === 'bn' ? 'bn-IN' : 'en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }));
  return format.format(rupees);
}

export const isSoldOut = (product: Product): boolean => product.availability === 'sold out';

/** The products in the same order, those sold out after the rest: a shopper sees what she can buy first. */
export function soldOutLast<T extends Product>(products: readonly T[]): T[] {
  const sold = products.filter(isSoldOut);
  return sold.length === 0 ? products.slice() : [...products.filter((p) => !isSoldOut(p)), ...sold];
}

/**
 * The chat's opening for a product that has sold: the shopper asks for another like it, not to buy it. Here, not
 * in links.ts: the showroom card and the gallery load the links chunk and never name a product.
 */
export const LIKE_THIS = tables('Do you have something like this?', 'এরকম আর আছে?');

/**
 * The enquiry about one product in the page's language: its name, its price when known and its page
 * (`I want to buy this saree, contact me — Red Silk Saree — ₹2,450 — https://…`); for a product that has sold,
 * `Do you have something like this? — Red Silk Saree — https://…`.
 */
export function productMessage(message: string, product: Product, lang: Lang, pageUrl: string): string {
  const title = titleIn(product, lang).text;
  if (isSoldOut(product)) return enquiryMessage(LIKE_THIS[lang], title, pageUrl);
  const price = product.price === undefined ? '' : formatPrice(product.price, lang);
  return [message, title, price, pageUrl].filter((part) => part.trim() !== '').join(' — ');
}
