/** Occasions a product suits, in English and Bengali (the descriptions' last sentence). */
export interface Occasion {
  en: string;
  bn: string;
}
export const WEDDING: Occasion = { en: 'Ideal for weddings.', bn: 'বিয়ের সাজে অনন্য।' };
export const RECEPTION: Occasion = { en: 'Made for receptions and evening parties.', bn: 'রিসেপশনের জন্য আদর্শ।' };
export const PUJA: Occasion = { en: 'Perfect for Durga Puja evenings.', bn: 'পুজোর জন্য আদর্শ।' };
export const ANJALI: Occasion = { en: 'A classic choice for Ashtami anjali.', bn: 'অষ্টমীর অঞ্জলিতে পরার মতো।' };
export const DAILY: Occasion = { en: 'Easy to drape for daily wear.', bn: 'রোজকার পরার জন্য আরামদায়ক।' };
export const PARTY: Occasion = { en: 'Light and graceful for parties.', bn: 'পার্টির সাজে মানানসই।' };
export const EVENING: Occasion = { en: 'Sharp for parties and sangeet nights.', bn: 'পার্টির সাজে মানানসই।' };
export const BOISHAKH: Occasion = { en: 'A favourite for Pohela Boishakh.', bn: 'পয়লা বৈশাখের সাজে।' };
export const OFFICE: Occasion = { en: 'Smart enough for office days.', bn: 'অফিসে পরার জন্য মানানসই।' };
export const JAMAI: Occasion = { en: 'A good gift for Jamai Sasthi.', bn: 'জামাইষষ্ঠীর উপহারের জন্য আদর্শ।' };
export const EID: Occasion = { en: 'Festive enough for Eid.', bn: 'ঈদের সাজে।' };
export const EVERYDAY: Occasion = { en: 'Comfortable for everyday wear.', bn: 'রোজকার পরার জন্য আরামদায়ক।' };
export const CASUAL: Occasion = { en: 'Comfortable for college and weekends.', bn: 'গরমে আরামদায়ক সুতির পোশাক।' };
