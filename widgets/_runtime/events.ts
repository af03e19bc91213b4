/**
 * Every event a shop-* element dispatches, typed once. All bubble and are
 * composed, so a partner's page hears them from outside the shadow root.
 */
export interface ShopEventDetails {
  /** A shopper followed a Call Book or Whatsapp Book link. */
  'shop-contact': { id: string; title: string; collection: string; channel: 'call' | 'whatsapp' };
  /** A collection loaded; `skipped` records were dropped as invalid. */
  'shop-catalogue-load': { collection: string; count: number; skipped: number; source: 'embedded' | 'firestore' };
  /** A collection failed to load; the element shows a message and Retry. */
  'shop-catalogue-error': { collection: string; kind: string; message: string };
  /** A carousel or category slider moved: `index` of the first slide in view, of `count`. */
  'shop-slide-change': { index: number; count: number };
  /** The shopper pressed the offer banner's pause/play button. */
  'shop-offer-pause': { paused: boolean };
  /** The shopper asked for a third-party frame (a shop-embed or a showroom's map) and it was inserted. */
  'shop-embed-load': { src: string };
  /** The shopper selected another contact tab (click, arrow keys, Home or End). */
  'shop-tab-change': { index: number; label: string };
  /** A photo of a gallery opened zoomed: its position in the gallery (from 0) and its URL. */
  'shop-zoom-open': { index: number; src: string };
  /** The zoomed photo closed. */
  'shop-zoom-close': { index: number; src: string };
}

export type ShopEventName = keyof ShopEventDetails;
type ShopEvents = { [K in ShopEventName]: CustomEvent<ShopEventDetails[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the event types into the DOM's map
  interface GlobalEventHandlersEventMap extends ShopEvents {}
}

export function emit<K extends ShopEventName>(
  target: EventTarget | null | undefined,
  name: K,
  detail: ShopEventDetails[K],
): void {
  target?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
