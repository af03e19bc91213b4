/**
 * Every text `<shop-catalogue>` shows or says, in one table (the prerendered listing's cards use it too), so a
 * second language is a second table. Collection nouns ("sarees") come from `COLLECTION_INFO` in src/product.ts.
 */
import type { LoadFailure } from '../../src/sources/index.js';

const UNREACHABLE = 'We could not reach the catalogue. Check your mobile data or Wi-Fi, then try again.';
const UNREADABLE = 'The catalogue could not be read just now. Please try again in a moment.';

export const strings = {
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
  } satisfies Record<LoadFailure, string>,
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
  savedCopyAfter: '; prices and stock may have changed.',
  empty: (noun: string) => `No ${noun} to show yet.`,
  noMatch: (query: string) => `No products match “${query}”.`,
  didYouMean: (words: readonly string[]) => `Did you mean ${words.join(', ')}?`,
  /** Before the suggestions, each a button ("Did you mean banarasi, benarasi?"). */
  didYouMeanBefore: 'Did you mean ',
  /** The WhatsApp link under "No products match": asks the shop for what was typed. */
  ask: (query: string) => `Do you have “${query}”? Ask us on WhatsApp`,
  askMessage: (query: string, pageUrl: string) =>
    `Hello, I am looking for “${query}” and could not find it on ${pageUrl}. Do you have it?`,
  clearSearch: 'Clear search',
  showMore: (count: number) => `Show ${count} more`,
  noPhoto: 'No photo yet',
  call: 'Call Book',
  whatsapp: 'Whatsapp Book',
};
