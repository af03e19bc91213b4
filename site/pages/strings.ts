/**
 * Every text the page templates write around the shop's content (navigation, footer, labels of the showroom and
 * contact pages, what screen readers hear), one table per language. The shop's own texts (headings, descriptions,
 * cards, alt texts) live in site/data/content/*.json; where a page says what a widget also says, it takes the widget's
 * words, so the two cannot differ.
 */
import type { Lang } from '../../src/i18n.js';
import { sharedStrings } from '../../widgets/_runtime/strings.js';
import { strings as catalogue } from '../../widgets/catalogue/strings.js';
import { strings as showroom } from '../../widgets/showroom/strings.js';

const en = {
  skipLink: 'Skip to main content',
  /** Read after the shop's name on the logo link. */
  logoHint: ': home',
  menu: 'Menu',
  mainNavigation: 'Main',
  breadcrumb: 'Breadcrumb',
  /** The header's link to the same page in the other language, written in that language. */
  otherLanguage: 'বাংলা',
  /** Read by screen readers before the switch (in the page's language). */
  otherLanguageHint: 'Read this page in Bengali: ',
  nav: {
    home: 'Home',
    showrooms: 'Our showroom',
    womensWear: 'Womens wear',
    mensWear: 'Mens wear',
    kidsWear: 'Kids wear',
    accessories: 'Accessories',
    contact: 'Contact us',
  },
  helpLine: 'Help Line No.',
  footer: {
    showrooms: 'Showroom addresses',
    products: 'Products',
    quickLinks: 'Quick links',
    social: 'Social links',
    facebook: 'Facebook',
    youtube: 'YouTube',
    rights: (year: number, shop: string) => `© ${year} ${shop}. All rights reserved.`,
    backToTop: 'Back to top',
  },
  /** What screen readers hear before the listing's first crumb (its page's name, after a back arrow). */
  back: 'Back',
  /** Read after a link that opens a new tab, with the space before it. */
  newTab: ` ${sharedStrings.en.newTab}`,
  call: catalogue.en.call,
  whatsapp: catalogue.en.whatsapp,
  /** A link that opens a WhatsApp chat with the shop's chat number. */
  chatUs: (phone: string) => `WhatsApp ${phone}`,
  /** How a chat opened from a showroom page (or the contact page) starts. */
  showroomChat: (name: string) => `Hello, I have a question for the ${name} showroom.`,
  shopChat: 'Hello, I would like to know about your clothes.',
  /** How a landing card's "Ask on WhatsApp" chat starts: a question about a kind of clothes, not an order. */
  askAbout: (kind: string) => `Hello, what do you have in ${kind}?`,
  /** Read after a card's title on a link that asks about it on WhatsApp. */
  onWhatsApp: 'on WhatsApp',
  explore: 'Explore',
  /** A trending, wedding or family card's link to its product's page. */
  seeProduct: 'See details',
  showroom: showroom.en.title,
  showroomHeading: (name: string) => `${name} Showroom`,
  country: showroom.en.country,
  visitUs: 'Visit us',
  hours: (text: string) => `Hours: ${text}`,
  callUs: 'Call us',
  address: 'Address',
  contactDetails: 'Contact Details',
  photos: 'Photos',
  directions: 'Get directions',
  viewOnMap: 'View on the map',
  /** Under a showroom card, over its click-to-load map (shown with JavaScript only: without it there is no map). */
  mapNote: 'The map below loads only when you ask: this saves mobile data.',
  home: {
    carousel: 'Offers and collections',
    onFacebook: (shop: string) => `${shop} on Facebook`,
    onYouTube: (shop: string) => `${shop} videos on YouTube`,
  },
  contact: {
    facebook: 'Our Facebook page',
    call: (phone: string) => `Call ${phone}`,
    tabs: 'Ways to shop with us',
    phone: 'Phone:',
    whatsapp: 'WhatsApp:',
    email: 'E-mail:',
  },
};

export type PageStrings = typeof en;

const bn: PageStrings = {
  skipLink: 'মূল অংশে যান',
  logoHint: ': হোম',
  menu: 'মেনু',
  mainNavigation: 'প্রধান',
  breadcrumb: 'আপনি এখানে',
  otherLanguage: 'English',
  otherLanguageHint: 'এই পেজটি ইংরেজিতে পড়ুন: ',
  nav: {
    home: 'হোম',
    showrooms: 'আমাদের শোরুম',
    womensWear: 'মহিলাদের পোশাক',
    mensWear: 'ছেলেদের পোশাক',
    kidsWear: 'বাচ্চাদের পোশাক',
    accessories: 'অ্যাক্সেসরিজ',
    contact: 'যোগাযোগ',
  },
  helpLine: 'হেল্পলাইন নং',
  footer: {
    showrooms: 'শোরুমের ঠিকানা',
    products: 'আমাদের পোশাক',
    quickLinks: 'দরকারি লিংক',
    social: 'সোশ্যাল মিডিয়া',
    facebook: 'ফেসবুক',
    youtube: 'ইউটিউব',
    rights: (year, shop) =>
      `© ${new Intl.NumberFormat('bn-IN', { useGrouping: false }).format(year)} ${shop}। সর্বস্বত্ব সংরক্ষিত।`,
    backToTop: 'উপরে যান',
  },
  back: 'ফিরে যান',
  newTab: ` ${sharedStrings.bn.newTab}`,
  call: catalogue.bn.call,
  whatsapp: catalogue.bn.whatsapp,
  chatUs: (phone) => `হোয়াটসঅ্যাপ করুন ${phone}`,
  showroomChat: (name) => `নমস্কার, ${name} শোরুমের ব্যাপারে একটু জানতে চাই।`,
  shopChat: 'নমস্কার, আপনাদের জামাকাপড়ের ব্যাপারে জানতে চাই।',
  askAbout: (kind) => `নমস্কার, ${kind} কী কী আছে জানাবেন?`,
  onWhatsApp: '(হোয়াটসঅ্যাপে)',
  explore: 'আরও দেখুন',
  seeProduct: 'বিস্তারিত দেখুন',
  showroom: showroom.bn.title,
  showroomHeading: (name) => `${name} শোরুম`,
  country: showroom.bn.country,
  visitUs: 'চলে আসুন',
  hours: (text) => `খোলা থাকে: ${text}`,
  callUs: 'ফোন করুন',
  address: 'ঠিকানা',
  contactDetails: 'যোগাযোগের তথ্য',
  photos: 'ছবি',
  directions: 'কীভাবে যাবেন',
  viewOnMap: 'ম্যাপে দেখুন',
  mapNote: 'নিচের ম্যাপ আপনি চাইলে তবেই লোড হবে, তাতে মোবাইল ডেটা বাঁচে।',
  home: {
    carousel: 'অফার ও কালেকশন',
    onFacebook: (shop) => `ফেসবুকে ${shop}`,
    onYouTube: (shop) => `ইউটিউবে ${shop}-এর ভিডিও`,
  },
  contact: {
    facebook: 'আমাদের ফেসবুক পেজ',
    call: (phone) => `কল করুন ${phone}`,
    tabs: 'কেনাকাটার উপায়',
    phone: 'ফোন:',
    whatsapp: 'হোয়াটসঅ্যাপ:',
    email: 'ই-মেল:',
  },
};

export const pageStrings: Record<Lang, PageStrings> = { en, bn };
