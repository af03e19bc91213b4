import type { Lang } from '../_runtime/lang.js';
import { strings as table } from './strings.js';

/** Copied onto the layer, which lives in document.body where the host's custom properties do not reach. */
const THEME = ['--shop-brand', '--shop-brand-contrast', '--shop-focus', '--shop-font'];

/** The modal layer over a zoomed photo: named after it, holding the close button, themed from `themeFrom`. */
export function buildDialog(
  image: HTMLImageElement,
  closeLabel: string,
  themeFrom: Element | null | undefined,
  lang: Lang = 'en',
): HTMLDialogElement {
  const strings = table[lang];
  const layer = document.createElement('dialog');
  layer.lang = lang;
  // Its value follows the state (loading, loaded, unloading), for styling and tests.
  layer.setAttribute('data-shop-zoom', 'loading');
  const alt = image.alt.trim();
  layer.setAttribute('aria-label', alt ? strings.zoomed(alt) : strings.zoomedImage);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = closeLabel;
  if (alt) button.setAttribute('aria-label', strings.action(closeLabel, alt));
  layer.append(button);
  if (themeFrom) {
    const style = getComputedStyle(themeFrom);
    for (const property of THEME) {
      const value = style.getPropertyValue(property).trim();
      if (value) layer.style.setProperty(property, value);
    }
  }
  return layer;
}

/**
 * Calls `close` on every way a shopper closes a zoomed photo: a click anywhere on the layer, Escape, the wheel, a
 * vertical swipe longer than `swipeDistance`. Returns the function that removes these listeners (added and removed
 * explicitly, so tests can count them).
 */
export function listenForClose(layer: HTMLDialogElement, close: () => void, swipeDistance: number): () => void {
  const added: Array<[EventTarget, string, (event: Event) => void, AddEventListenerOptions | undefined]> = [];
  const listen = (
    target: EventTarget,
    type: string,
    listener: (event: Event) => void,
    opts?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, listener, opts);
    added.push([target, type, listener, opts]);
  };
  // Any click on the layer (backdrop, photo or the button) closes, as on the shop's original site.
  listen(layer, 'click', close);
  listen(layer, 'cancel', (event) => {
    event.preventDefault();
    close();
  });
  // The browser may close a modal dialog by itself (a second Escape); follow it.
  listen(layer, 'close', close);
  // Also while the photo is still opening, when medium-zoom ignores its own Escape.
  listen(document, 'keydown', (event) => (event as KeyboardEvent).key === 'Escape' && close());
  listen(window, 'wheel', (event) => !(event as WheelEvent).ctrlKey && close(), { passive: true });
  let startY: number | null = null;
  listen(
    window,
    'touchstart',
    (event) => {
      const touches = (event as TouchEvent).touches;
      startY = touches.length === 1 ? touches[0]!.clientY : null;
    },
    { passive: true },
  );
  listen(
    window,
    'touchmove',
    (event) => {
      const touches = (event as TouchEvent).touches;
      const touch = touches.length === 1 ? touches[0] : undefined;
      if (startY !== null && touch && Math.abs(touch.clientY - startY) > swipeDistance) close();
    },
    { passive: true },
  );
  return () => {
    for (const [target, type, listener, opts] of added.splice(0)) target.removeEventListener(type, listener, opts);
  };
}
