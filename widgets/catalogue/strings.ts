/**
 * Every text `<shop-catalogue>` shows or says, one table per language (the prerendered listing's cards use it
 * too). Numbers go through `Intl`, so a Bengali page counts in Bengali digits.
 */
import type { Collection } from '../../src/product.js';
import type { LoadFailure } from '../../src/sources/index.js';
import { formatNumber, tables } from '../_runtime/lang.js';

const UNREACHABLE = 'We could not reach the catalogue. Check your mobile data or Wi-Fi, then try again.';
const UNREADABLE = 'The catalogue could not be read just now. Please try again in a moment.';

const en = {
  /** What each collection is called in "Search sarees", "Showing 78 of 132 sarees". */
  nouns: { Saree: 'sarees', 'Men Punjabi': 'punjabis', 'Men Tshirt': 'T-shirts', 'Men Blazer': 'blazers' } as Record<
    Collection,
    string
  >,
  /** What to do about each kind of load failure; also the `message` of `shop-catalogue-error`. */
  advice: {
    offline: UNREACHABLE,
    chunk: UNREACHABLE,
    timeout: 'The catalogue is taking too long to load; your connection may be slow. Please try again.',
    http: UNREADABLE,
    'not-json': UNREADABLE,
    'bad-shape': UNREADABLE,
    permission: 'The catalogue is not open for viewing just now. Please call or WhatsApp us instead.',
    unavailable: 'The catalogue service is not answering just now. Please try again in a moment.',
  } as Record<LoadFailure, string>,
  searchLabel: (noun: string) => `Search ${noun}`,
  searchPlaceholder: 'Search',
  loading: (noun: string) => `Loading ${noun}…`,
  failed: (noun: string) => `Could not load the ${noun}.`,
  showing: (shown: number, total: number, noun: string) => `Showing ${shown} of ${total} ${noun}`,
  showingMatches: (shown: number, total: number, noun: string, query: string) =>
    `Showing ${shown} of ${total} ${noun} matching “${query}”`,
  retry: 'Retry',
  callShop: 'Call the shop',
  refresh: 'Refresh',
  offline: 'You seem to be offline. ',
  notRefreshed: 'The catalogue could not be refreshed. ',
  savedCopy: 'Showing the copy saved on ',
  /** A saved copy's prices and stock may be out of date: the notice says so. */
  savedCopyAfter: '; some of these may have sold since.',
  empty: (noun: string) => `No ${noun} to show yet.`,
  noMatch: (query: string, noun: string) => `No ${noun} match “${query}”.`,
  didYouMean: (words: readonly string[]) => `Did you mean ${words.join(', ')}?`,
  /** Around the suggestions, each a button ("Did you mean banarasi, benarasi?"). */
  didYouMeanBefore: 'Did you mean ',
  didYouMeanAfter: '?',
  /** The WhatsApp link under "No sarees match": asks the shop for what was typed. */
  ask: (query: string) => `Do you have “${query}”? Ask us on WhatsApp`,
  askMessage: (query: string, pageUrl: string) =>
    `Hello, I am looking for “${query}” and could not find it on ${pageUrl}. Do you have it?`,
  clearSearch: 'Clear search',
  showMore: (count: number) => `Show ${count} more`,
  noPhoto: 'No photo yet',
  call: 'Call Book',
  whatsapp: 'Whatsapp Book',
  /** A card without a price: the shop tells it on the phone (Call Book is beside it). */
  askPrice: 'Ask for price',
  /** The badge over a sold product's photo. */
  soldOut: 'Sold out',
  /** The WhatsApp button of a sold product: its message asks for one like it. */
  likeThis: 'Ask on WhatsApp for one like it',
  /** Around the showrooms' names, each a link to its page: "At Ranaghat, Karimpur". */
  atBefore: 'At ',
  atAfter: '',
};

const n = (value: number) => formatNumber(value, 'bn');
/** "শাড়ির", "টি-শার্টের": the possessive a Bengali noun takes after a vowel sign or a consonant. */
const of = (noun: string) => (/[\u09be-\u09cc]$/.test(noun) ? `${noun}র` : `${noun}ের`);
/** "শাড়িতে", "ব্লেজারে": where the matches were found. */
const among = (noun: string) => (/[\u09be-\u09cc]$/.test(noun) ? `${noun}তে` : `${noun}ে`);
const BN_UNREACHABLE = 'ক্যাটালগ খোলা গেল না। মোবাইল ডেটা বা ওয়াই-ফাই দেখে আবার চেষ্টা করুন।';
const BN_UNREADABLE = 'এই মুহূর্তে ক্যাটালগ পড়া যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।';

const bn: typeof en = {
  nouns: { Saree: 'শাড়ি', 'Men Punjabi': 'পাঞ্জাবি', 'Men Tshirt': 'টি-শার্ট', 'Men Blazer': 'ব্লেজার' },
  advice: {
    offline: BN_UNREACHABLE,
    chunk: BN_UNREACHABLE,
    timeout: 'নেট ধীর, ক্যাটালগ আসতে দেরি হচ্ছে। আবার চেষ্টা করুন।',
    http: BN_UNREADABLE,
    'not-json': BN_UNREADABLE,
    'bad-shape': BN_UNREADABLE,
    permission: 'এখন ক্যাটালগ দেখা যাচ্ছে না। আমাদের কল বা হোয়াটসঅ্যাপ করুন।',
    unavailable: 'ক্যাটালগ এখন সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
  },
  searchLabel: (noun) => `${noun} খুঁজুন`,
  searchPlaceholder: 'খুঁজুন',
  loading: (noun) => `${noun} আসছে…`,
  failed: (noun) => `${noun} দেখানো গেল না।`,
  showing: (shown, total, noun) => `${n(total)}টি ${of(noun)} মধ্যে ${n(shown)}টি দেখানো হচ্ছে`,
  showingMatches: (shown, total, noun, query) =>
    `“${query}” মিলেছে ${n(total)}টি ${among(noun)}, দেখানো হচ্ছে ${n(shown)}টি`,
  retry: 'আবার চেষ্টা করুন',
  callShop: 'দোকানে কল করুন',
  refresh: 'আবার আনুন',
  offline: 'আপনি মনে হয় অফলাইনে আছেন। ',
  notRefreshed: 'ক্যাটালগ নতুন করে আনা গেল না। ',
  savedCopy: 'দেখানো হচ্ছে ',
  savedCopyAfter: ' তারিখে রাখা কপি; এর মধ্যে কিছু জিনিস বিক্রি হয়ে থাকতে পারে।',
  empty: (noun) => `এখনও কোনো ${noun} নেই।`,
  noMatch: (query, noun) => `“${query}”-এর সঙ্গে মেলে এমন কোনো ${noun} নেই।`,
  didYouMean: (words) => `আপনি কি ${words.join(', ')} খুঁজছেন?`,
  didYouMeanBefore: 'আপনি কি ',
  didYouMeanAfter: ' খুঁজছেন?',
  ask: (query) => `“${query}” আছে? হোয়াটসঅ্যাপে জিজ্ঞেস করুন`,
  askMessage: (query, pageUrl) => `নমস্কার, “${query}” খুঁজছি, ${pageUrl} পেজে পেলাম না। আপনাদের কাছে আছে?`,
  clearSearch: 'খোঁজা মুছুন',
  showMore: (count) => `আরও ${n(count)}টি দেখুন`,
  noPhoto: 'এখনও ছবি নেই',
  call: 'কল করে বুক করুন',
  whatsapp: 'হোয়াটসঅ্যাপে বুক করুন',
  askPrice: 'দাম জানতে ফোন করুন',
  soldOut: 'বিক্রি হয়ে গেছে',
  likeThis: 'এরকম আর আছে? হোয়াটসঅ্যাপে জিজ্ঞেস করুন',
  atBefore: '',
  atAfter: ' শোরুমে পাবেন',
};

export const strings = tables(en, bn);
