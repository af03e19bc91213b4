import { useEffect, useMemo, useRef, useState } from 'react';
import type { FirebaseOptions } from 'firebase/app';
import { COLLECTION_INFO, COLLECTIONS, isCollection, type Collection, type Product } from '../../src/product.js';
import { buildIndex, search, type SearchIndex } from '../../src/search.js';
import { enquiryMessage, telHref, whatsappHref } from '../../src/links.js';
import { loadCollection, CatalogueLoadError, type LoadFailure } from '../../src/sources/index.js';
import { shop } from '../../src/config/shop.js';
import { emit, type ShopEventDetails } from '../_runtime/events.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { errorOnce, warnOnce } from '../_runtime/warn.js';

/**
 * `<shop-catalogue>`: a searchable listing of one collection of the shop.
 *
 * @attr collection - `Saree` | `Men Punjabi` | `Men Tshirt` | `Men Blazer`. Default `Saree`.
 * @attr limit - Cards shown before "Show more" (number). Default 78 for Saree, 178 for the men's collections.
 * @attr message - Chat message before the product's title and page link. Default "I want to buy this saree, contact me" ("this item" for men's wear).
 * @attr src - URL of a JSON list of products. Default `catalogue/<slug>.json` beside the widget script.
 * @attr firebase-config - Firebase web config as JSON; when set, the collection is read from Firestore.
 * @attr firestore-emulator - `host:port` of a Firestore emulator to read from instead of the cloud.
 * @attr call-number - Phone number for Call Book. Default: the shop's call number.
 * @attr chat-number - WhatsApp number for Whatsapp Book. Default: the shop's chat number.
 * @attr timeout - Milliseconds to wait for the data before showing an error (number). Default 10000.
 * @attr query-param - URL parameter that keeps the search text; `none` keeps it out of the URL. Default `q`.
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
 * @cssprop --shop-catalogue-min-card - Narrowest card in the grid. Default `160px`.
 *
 * @part search - The search box.
 * @part status - The "Showing 78 of 132" line.
 * @part grid - The list of cards.
 * @part card - One product card.
 * @part image - A product photo.
 * @part title - A product title.
 * @part call - The Call Book link.
 * @part whatsapp - The Whatsapp Book link.
 * @part more - The "Show more" button.
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

type State =
  | { status: 'loading' }
  | { status: 'ready'; index: SearchIndex; stale?: { savedAt: number; kind: LoadFailure } }
  | { status: 'error'; kind: LoadFailure };

const TAG = '<shop-catalogue>';
const MAX_LIMIT = 10_000;

const ADVICE: Record<LoadFailure, string> = {
  offline: 'We could not reach the catalogue. Check your mobile data or Wi-Fi, then try again.',
  chunk: 'We could not reach the catalogue. Check your mobile data or Wi-Fi, then try again.',
  timeout: 'The catalogue is taking too long to load; your connection may be slow. Please try again.',
  http: 'The catalogue could not be read just now. Please try again in a moment.',
  'not-json': 'The catalogue could not be read just now. Please try again in a moment.',
  'bad-shape': 'The catalogue could not be read just now. Please try again in a moment.',
  permission: 'The catalogue is not open for viewing just now. Please call or WhatsApp us instead.',
  unavailable: 'The catalogue service is not answering just now. Please try again in a moment.',
};

function pickCollection(value: string | undefined): Collection {
  if (value === undefined || isCollection(value)) return value ?? 'Saree';
  errorOnce(`${TAG}: collection "${value}" is not one of ${COLLECTIONS.join(', ')}; showing Saree.`);
  return 'Saree';
}

function pickLimit(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 1) {
    errorOnce(`${TAG}: limit must be a whole number of 1 or more; using ${fallback}.`);
    return fallback;
  }
  return Math.min(Math.floor(value), MAX_LIMIT);
}

function pickPhone(value: string | undefined, attribute: string, fallback: string): string {
  if (value === undefined || telHref(value)) return value ?? fallback;
  errorOnce(`${TAG}: ${attribute} "${value}" is not a phone number; using the shop's number.`);
  return fallback;
}

function parseFirebaseConfig(value: string | undefined): FirebaseOptions | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    const config: unknown = JSON.parse(value);
    if (typeof config === 'object' && config !== null && typeof (config as FirebaseOptions).projectId === 'string') {
      return config as FirebaseOptions;
    }
  } catch {
    // reported below
  }
  errorOnce(`${TAG}: firebase-config is not a JSON Firebase config with a projectId; using the embedded catalogue.`);
  return undefined;
}

function readQuery(param: string): string {
  if (param === 'none' || typeof location === 'undefined') return '';
  return new URLSearchParams(location.search).get(param) ?? '';
}

function writeQuery(param: string, query: string): void {
  if (param === 'none' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  if (query === '') url.searchParams.delete(param);
  else url.searchParams.set(param, query);
  history.replaceState(history.state, '', url);
}

export function Catalogue(props: CatalogueProps) {
  const host = hostOf(props.container);
  const collection = pickCollection(props.collection);
  const info = COLLECTION_INFO[collection];
  const limit = pickLimit(props.limit, info.limit);
  const callNumber = pickPhone(props.callNumber, 'call-number', shop.callNumber);
  const chatNumber = pickPhone(props.chatNumber, 'chat-number', shop.chatNumber);
  const message = props.message ?? info.message;
  const queryParam = props.queryParam || 'q';
  const timeoutMs = props.timeout !== undefined && props.timeout > 0 ? props.timeout : 10_000;
  const firebaseConfig = useMemo(() => parseFirebaseConfig(props.firebaseConfig), [props.firebaseConfig]);

  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState(() => readQuery(queryParam));
  const [shown, setShown] = useState(limit);
  const searchBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadCollection({
      collection,
      src: props.src,
      firebaseConfig,
      firestoreEmulator: props.firestoreEmulator,
      timeoutMs,
      signal: controller.signal,
    }).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        if (loaded.skipped > 0) {
          warnOnce(`${TAG}: skipped ${loaded.skipped} record(s) of ${collection} whose title or des is not text.`);
        }
        const index = buildIndex(loaded.products);
        if (loaded.stale) {
          const { savedAt, error } = loaded.stale;
          console.error(`${TAG}: ${error.message}; showing the copy saved ${new Date(savedAt).toISOString()}`);
          setState({ status: 'ready', index, stale: { savedAt, kind: error.kind } });
        } else {
          setState({ status: 'ready', index });
        }
        emit(host, 'shop-catalogue-load', {
          collection,
          count: loaded.products.length,
          skipped: loaded.skipped,
          source: loaded.source,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const kind: LoadFailure = error instanceof CatalogueLoadError ? error.kind : 'unavailable';
        console.error(`${TAG}: ${String(error instanceof Error ? error.message : error)}`);
        setState({ status: 'error', kind });
        emit(host, 'shop-catalogue-error', { collection, kind, message: ADVICE[kind] });
      },
    );
    return () => controller.abort();
  }, [collection, props.src, firebaseConfig, props.firestoreEmulator, timeoutMs, attempt]);

  useEffect(() => setShown(limit), [limit, collection]);

  const results = useMemo(() => (state.status === 'ready' ? search(state.index, query) : []), [state, query]);

  const onQuery = (value: string) => {
    setQuery(value);
    setShown(limit);
    writeQuery(queryParam, value.trim());
  };
  const clearQuery = () => {
    onQuery('');
    searchBox.current?.focus();
  };
  const retry = () => {
    setAttempt((n) => n + 1);
    searchBox.current?.focus();
  };
  const pageUrl = typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`;
  const contact = (product: Product, channel: ShopEventDetails['shop-contact']['channel']) =>
    emit(host, 'shop-contact', { id: product.id, title: product.title, collection, channel });

  const tel = telHref(callNumber);
  const trimmed = query.trim();
  const visible = results.slice(0, shown);
  const searchId = 'shop-catalogue-search';

  let status: string;
  if (state.status === 'loading') status = `Loading ${info.noun}…`;
  else if (state.status === 'error') status = `Could not load the ${info.noun}.`;
  else if (trimmed === '') status = `Showing ${visible.length} of ${results.length} ${info.noun}`;
  else status = `Showing ${visible.length} of ${results.length} ${info.noun} matching “${trimmed}”`;

  return (
    <div class="root catalogue">
      <div class="catalogue__bar">
        <label class="catalogue__label" for={searchId}>
          Search {info.noun}
        </label>
        <input
          ref={searchBox}
          id={searchId}
          class="catalogue__search"
          part="search"
          type="search"
          placeholder="Search"
          autocomplete="off"
          enterKeyHint="search"
          value={query}
          onInput={(event) => onQuery((event.currentTarget as HTMLInputElement).value)}
        />
        <p class="catalogue__status" part="status" role="status">
          {status}
        </p>
      </div>

      {state.status === 'loading' &&
        (host?.children.length ? (
          <slot />
        ) : (
          <ul class="catalogue__grid" part="grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} class="card card--skeleton">
                <div class="card__image card__image--skeleton" />
                <div class="skeleton-line" />
                <div class="skeleton-line skeleton-line--short" />
              </li>
            ))}
          </ul>
        ))}

      {state.status === 'error' && (
        <div class="catalogue__message catalogue__message--error" role="alert">
          <p>{ADVICE[state.kind]}</p>
          <div class="catalogue__actions">
            <button type="button" class="button button--solid" onClick={retry}>
              Retry
            </button>
            {tel && (
              <a class="button" href={tel}>
                Call the shop
              </a>
            )}
          </div>
        </div>
      )}

      {state.status === 'ready' && state.stale && (
        <div class="catalogue__notice" part="notice">
          <p>
            {state.stale.kind === 'offline' ? 'You seem to be offline. ' : 'The catalogue could not be refreshed. '}
            Showing the copy saved on{' '}
            <time dateTime={new Date(state.stale.savedAt).toISOString()}>
              {new Date(state.stale.savedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            ; prices and stock may have changed.
          </p>
          <button type="button" class="button" onClick={retry}>
            Refresh
          </button>
        </div>
      )}

      {state.status === 'ready' && results.length === 0 && (
        <div class="catalogue__message">
          <p>{trimmed === '' ? `No ${info.noun} to show yet.` : `No products match “${trimmed}”.`}</p>
          {trimmed !== '' && (
            <button type="button" class="button" onClick={clearQuery}>
              Clear search
            </button>
          )}
        </div>
      )}

      {state.status === 'ready' && visible.length > 0 && (
        <ul class="catalogue__grid" part="grid">
          {visible.map((product, i) => {
            const chat = whatsappHref(chatNumber, enquiryMessage(message, product.title, pageUrl));
            return (
              <li key={product.id} class="card" part="card">
                {product.img ? (
                  // loading before src: Preact sets attributes in this order, and a src set
                  // first starts the download before the browser learns it may wait. The first
                  // row (two cards on a phone) is in view at once: no wait for layout there.
                  <img
                    loading={i < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                    class="card__image"
                    part="image"
                    width={400}
                    height={500}
                    alt={product.title}
                    src={product.img}
                  />
                ) : (
                  <div class="card__image card__image--none" role="img" aria-label="No photo yet" />
                )}
                <h2 class="card__title" part="title">
                  {product.title}
                </h2>
                <p class="card__des">{product.des}</p>
                <div class="card__actions">
                  {tel && (
                    <a class="button" part="call" href={tel} onClick={() => contact(product, 'call')}>
                      Call Book<span class="visually-hidden">: {product.title}</span>
                    </a>
                  )}
                  {chat && (
                    <a
                      class="button button--solid"
                      part="whatsapp"
                      href={chat}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={() => contact(product, 'whatsapp')}
                    >
                      Whatsapp Book<span class="visually-hidden">: {product.title} (opens in a new tab)</span>
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {state.status === 'ready' && results.length > visible.length && (
        <div class="catalogue__more">
          <button type="button" class="button" part="more" onClick={() => setShown((n) => n + limit)}>
            Show {Math.min(limit, results.length - visible.length)} more
          </button>
        </div>
      )}
    </div>
  );
}
