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
