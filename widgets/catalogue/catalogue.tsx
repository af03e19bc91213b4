import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { COLLECTION_INFO, type Product } from '../../src/product.js';
import { loadWords, onWordsChange, prepareSearch, search, suggest, wordsLoaded } from '../../src/search.js';
import { ENQUIRIES, telHref, whatsappHref } from '../../src/links.js';
import { productMessage } from '../../src/selling.js';
import { shopContact } from '../../src/config/contact.js';
import { productPath } from '../../src/product-pages.js';
import { shopRoot } from '../../src/sources/root.js';
import { emit } from '../_runtime/events.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { widgetLang } from '../_runtime/lang.js';
import { parseFirebaseConfig, pickCollection, pickLimit, pickPhone, pickTimeout } from './attributes.js';
import { CardContent, FIRST_ROW, type ContactChannel } from './card.js';
import { useKeptCards } from './kept-cards.js';
import { pageBar, usePageBar } from './page-bar.js';
import { showsSame, usePrebuilt, usePrerendered, usePrerenderedContact } from './prerendered.js';
import { flushQuery, readQuery, useQueryFlush, writeQuerySoon } from './query.js';
import { LoadError, NoMatch, Skeleton, StaleNotice } from './states.js';
import { strings as table } from './strings.js';
import { useCollection } from './use-collection.js';

/**
 * A card's content, memoised: a keystroke re-renders the listing, and most cards stay as they were; a card the
 * search hides or shows again changes only its `<li>`'s `hidden`. (Here, not in card.tsx: the site build renders
 * the card with plain Preact, and importing compat there would change its HTML.)
 */
const Content = memo(CardContent);

/**
 * `<shop-catalogue>`: a searchable listing of one collection of the shop.
 *
 * @attr {string} collection - `Saree` | `Men Punjabi` | `Men Tshirt` | `Men Blazer`. Default `Saree`.
 * @attr {number} limit - Cards shown before "Show more" (number). Default 78 for Saree, 178 for the men's collections.
 * @attr {string} lang - `bn` or `en`: the language of every text it shows and of the chat message; `bn` shows a product's Bengali name and description (`title_bn`, `des_bn`) where it has them. Default: the nearest `lang` in the page, else `en`.
 * @attr {string} message - Chat message before the product's title and page link. Default "I want to buy this saree, contact me" ("this item" for men's wear; in Bengali on Bengali pages).
 * @attr {string} src - URL of a JSON list of products. Default `catalogue/<slug>.json` beside the widget script.
 * @attr {json} firebase-config - Firebase web config as JSON; when set, the collection is read from Firestore.
 * @attr {string} firestore-emulator - `host:port` of a Firestore emulator to read from instead of the cloud.
 * @attr {string} call-number - Phone number for Call Book. Default: the shop's call number.
 * @attr {string} chat-number - WhatsApp number for Whatsapp Book. Default: the shop's chat number.
 * @attr {number} timeout - Milliseconds to wait for the data before showing an error (number). Default 10000.
 * @attr {string} query-param - URL parameter that keeps the search text; `none` keeps it out of the URL. Default `q`.
 *
 * @event shop-catalogue-load - The collection loaded: `{ collection, count, skipped, source }`.
 * @event shop-catalogue-error - The collection failed to load: `{ collection, kind, message }`.
 * @event shop-contact - A Call Book or Whatsapp Book link was followed: `{ id, title, collection, channel }`.
 *
 * @cssprop --shop-brand - Brand colour of buttons and links. Default `#800000` (maroon).
 * @cssprop --shop-brand-contrast - Text on the brand colour. Default `#ffffff`.
 * @cssprop --shop-text - Body text colour. Default `#1f1a17`.
 * @cssprop --shop-surface - Card background. Default `#ffffff`.
 * @cssprop --shop-focus - Focus ring colour. Default `#1a5fb4`.
 * @cssprop --shop-catalogue-min-card - Narrowest card in the grid. Default `9.5em` (two cards on a 360 px phone), `13em` from 40em wide.
 *
 * @part search - The search box.
 * @part status - The "Showing 78 of 132" line.
 * @part grid - The list of cards.
 * @part card - One product card. Cards a search leaves out stay in the grid with `hidden`, so they come back without being rebuilt.
 * @part image - A product photo.
 * @part title - A product title.
 * @part link - The title's link to the product's own page (`/saree/<id>` on the shop's site); the photo links there too.
 * @part price - The price in the card's language ("₹2,450", "₹২,৪৫০"), or "Ask for price" when the record has none.
 * @part sold-out - The "Sold out" badge over a sold product's photo; sold products come after the others, and their WhatsApp button asks for one like it.
 * @part showrooms - "At Ranaghat, Karimpur": the showrooms that have the product, when the record names them.
 * @part showroom - One showroom's name, a link to its page on the shop's site.
 * @part call - The Call Book link.
 * @part whatsapp - The Whatsapp Book link.
 * @part more - The "Show more" button.
 * @part suggestion - A "Did you mean …?" button, shown when nothing matches: it searches for that word.
 * @part ask - The WhatsApp link shown when nothing matches, asking the shop for what was typed.
 * @part notice - The notice shown over a saved copy when the catalogue could not be refreshed.
 */
export interface CatalogueProps extends WidgetProps {
  collection?: string;
  limit?: number;
  message?: string;
  src?: string;
  firebaseConfig?: string;
  firestoreEmulator?: string;
  callNumber?: string;
  chatNumber?: string;
  timeout?: number;
  queryParam?: string;
}

export function Catalogue(props: CatalogueProps) {
  const host = hostOf(props.container);
  const collection = pickCollection(props.collection);
  const info = COLLECTION_INFO[collection];
  const limit = pickLimit(props.limit, info.limit);
  const callNumber = pickPhone(props.callNumber, 'call-number', shopContact.callNumber);
  const chatNumber = pickPhone(props.chatNumber, 'chat-number', shopContact.chatNumber);
  const lang = widgetLang(props);
  const strings = table[lang];
  const noun = strings.nouns[collection];
  const message = props.message ?? ENQUIRIES[lang][info.enquiry];
  const queryParam = props.queryParam || 'q';
  const firebaseConfig = useMemo(() => parseFirebaseConfig(props.firebaseConfig), [props.firebaseConfig]);

  const [state, retryLoad] = useCollection({
    host,
    collection,
    src: props.src,
    firebaseConfig,
    firestoreEmulator: props.firestoreEmulator,
    timeoutMs: pickTimeout(props.timeout),
  });
  // A site listing's own search bar, slotted (page-bar.ts): what the shopper typed before the widget came counts.
  const [bar] = useState(() => pageBar(host));
  const [query, setQuery] = useState(() => (bar && bar.input.value !== '' ? bar.input.value : readQuery(queryParam)));
  const [shown, setShown] = useState(limit);
  const ownBox = useRef<HTMLInputElement>(null);
  const focusBox = () => (bar?.input ?? ownBox.current)?.focus();

  useEffect(() => setShown(limit), [limit, collection]);
  useQueryFlush();

  // The search chunk (the word list and the matcher) is fetched when the shopper is about to search, not with
  // the page: on a touch or focus in the search box, or for a query already there (a shared ?q= link). A search
  // made before it arrived runs again when it lands; after a failed download, the next search tries again.
  const withWords = useSyncExternalStore(onWordsChange, wordsLoaded);
  const [wanted, setWanted] = useState(false);
  const index = state.status === 'ready' ? state.index : null;
  const asked = wanted || query.trim() !== '';
  useEffect(() => {
    if (index !== null && asked) void loadWords();
    // Each keystroke asks again only while the chunk is missing.
  }, [index, asked, withWords ? null : query]);
  useEffect(() => {
    if (index !== null && withWords) prepareSearch(index);
  }, [index, withWords]);

  // withWords: the word list is the search module's state, so its arrival is named here.
  const results = useMemo(
    () => (state.status === 'ready' ? search(state.index, query) : []),
    [state, query, withWords],
  );

  const onQuery = (value: string) => {
    setQuery(value);
    setShown(limit);
    writeQuerySoon(queryParam, value.trim());
  };
  const clearQuery = () => {
    onQuery('');
    flushQuery();
    focusBox();
  };
  const retry = () => {
    retryLoad();
    focusBox();
  };
  const suggestWord = (word: string) => {
    onQuery(word);
    flushQuery();
    // The pressed button goes with the message: the search box, now holding the word, keeps the focus.
    focusBox();
  };
  const pageUrl = typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`;
  // Stable callbacks and links per product, so a keystroke re-renders only the cards that change.
  const contact = useCallback(
    (product: Product, channel: ContactChannel) =>
      emit(host, 'shop-contact', { id: product.id, title: product.title, collection, channel }),
    [host, collection],
  );
  const chatFor = useMemo(() => {
    const links = new Map<Product, string | null>();
    return (product: Product) => {
      if (!links.has(product)) {
        // The product page's public address, also from a partner's page or localhost: the shop opens it.
        const page = new URL(productPath(collection, product.id, lang), shopContact.siteUrl).href;
        links.set(product, whatsappHref(chatNumber, productMessage(message, product, lang, page)));
      }
      return links.get(product)!;
    };
  }, [chatNumber, message, collection, lang]);
  // Cards link to the page on the site that served this script: the shop's site, or localhost while testing.
  // Worked out once per product: a URL per card per keystroke showed in a profile.
  const hrefFor = useMemo(() => {
    const links = new Map<Product, string>();
    return (product: Product) => {
      let href = links.get(product);
      if (href === undefined)
        links.set(product, (href = new URL(productPath(collection, product.id, lang), shopRoot()).href));
      return href;
    };
  }, [collection, lang]);

  // A showroom's page on the same site as the product pages, in the widget's language.
  const showroomHref = useCallback(
    (route: string) => new URL(`${lang === 'bn' ? '/bn' : ''}${route}`, shopRoot()).href,
    [lang],
  );

  const tel = telHref(callNumber);
  const trimmed = query.trim();
  const visible = results.slice(0, shown);
  // The page's prerendered cards stay on screen (slotted) while they are what the widget would show: nothing
  // searched, or a search (a first letter) that keeps every one of them in the same order. Once a search has
  // shown the widget's own cards, they stay: showing and hiding them costs a cheap phone less than swapping back.
  const prerendered = usePrerendered(host);
  const ownShown = useRef<object | null>(null);
  const slotted = state.status === 'ready' && ownShown.current !== index && showsSame(prerendered, visible, lang);
  if (index !== null && !slotted) ownShown.current = index;
  usePrerenderedContact(host, slotted ? results : null, contact);
  const prebuilt = usePrebuilt(slotted && wanted, visible.length);
  const cards = useKeptCards(index, slotted ? visible.slice(0, prebuilt) : visible);
  // The page's cards show while the data loads, and after while they match (`slotted`): through one and the same
  // <slot> in both states, since a new one would have every card styled and laid out again.
  const pageCards = (state.status === 'loading' && !!host?.children.length) || slotted;
  const firstRow = visible.slice(0, FIRST_ROW);
  const noMatch = state.status === 'ready' && results.length === 0;
  const suggestions = useMemo(
    () => (noMatch && trimmed !== '' && state.status === 'ready' ? suggest(state.index, trimmed) : []),
    [noMatch, trimmed, state, withWords],
  );
  const searchId = 'shop-catalogue-search';

  let status: string;
  if (state.status === 'loading') status = strings.loading(noun);
  else if (state.status === 'error') status = strings.failed(noun);
  else if (trimmed === '') status = strings.showing(visible.length, results.length, noun);
  else if (noMatch) status = strings.noMatch(trimmed, noun);
  else status = strings.showingMatches(visible.length, results.length, noun, trimmed);
  if (suggestions.length > 0) status += ` ${strings.didYouMean(suggestions)}`;
  const want = () => setWanted(true);
  usePageBar(bar, { onQuery, onWanted: want, onLeave: flushQuery }, query, state.status === 'loading' ? null : status);

  return (
    <div class="root catalogue">
      {bar ? (
        <slot name="bar" />
      ) : (
        <div class="catalogue__bar">
          <label class="catalogue__label" for={searchId}>
            {strings.searchLabel(noun)}
          </label>
          <input
            ref={ownBox}
            id={searchId}
            class="catalogue__search"
            part="search"
            type="search"
            placeholder={strings.searchPlaceholder}
            autocomplete="off"
            enterKeyHint="search"
            value={query}
            onFocus={want}
            onBlur={flushQuery}
            onPointerDown={want}
            onInput={(event) => onQuery((event.currentTarget as HTMLInputElement).value)}
          />
          <p class="catalogue__status" part="status" role="status">
            {status}
          </p>
        </div>
      )}

      {pageCards ? <slot /> : state.status === 'loading' && <Skeleton />}

      {state.status === 'error' && <LoadError kind={state.kind} tel={tel} onRetry={retry} lang={lang} />}

      {state.status === 'ready' && state.stale && (
        <StaleNotice savedAt={state.stale.savedAt} kind={state.stale.kind} onRefresh={retry} lang={lang} />
      )}

      {noMatch && (
        <NoMatch
          noun={noun}
          lang={lang}
          query={trimmed}
          suggestions={suggestions}
          ask={trimmed === '' ? null : whatsappHref(chatNumber, strings.askMessage(trimmed, pageUrl))}
          onSuggest={suggestWord}
          onClear={clearQuery}
        />
      )}

      {state.status === 'ready' && (
        <ul class="catalogue__grid" part="grid" hidden={slotted || visible.length === 0}>
          {/* One list, not two: a card moves between shown and kept without being built again. */}
          {cards.map(({ product, hidden }) => (
            <li key={product.id} class="card" part="card" hidden={hidden || slotted}>
              <Content
                product={product}
                eager={!hidden && firstRow.includes(product)}
                tel={tel}
                chat={chatFor(product)}
                href={hrefFor(product)}
                onContact={contact}
                lang={lang}
                showroomHref={showroomHref}
              />
            </li>
          ))}
        </ul>
      )}

      {state.status === 'ready' && results.length > visible.length && (
        <div class="catalogue__more">
          <button type="button" class="button" part="more" onClick={() => setShown((n) => n + limit)}>
            {strings.showMore(Math.min(limit, results.length - visible.length))}
          </button>
        </div>
      )}
    </div>
  );
}
