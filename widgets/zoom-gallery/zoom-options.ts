import type { Lang } from '../_runtime/lang.js';
/** A zoom goes unloaded → loading (the opening animation) → loaded → unloading (closing) → unloaded. */
export type ZoomState = 'unloaded' | 'loading' | 'loaded' | 'unloading';

export interface ZoomOptions {
  /**
   * Space around the zoomed photo, in px (the shop's original site used none).
   * @default 0
   */
  margin?: number;
  /**
   * Backdrop behind the zoomed photo, used when `themeFrom` has no `--shop-zoom-backdrop`.
   * @default 'rgba(255, 255, 255, 0.96)'
   */
  background?: string;
  /**
   * Length of the open and close animation in ms. If no `transitionend` arrives
   * (no CSS transitions, a hidden tab), a fallback timer finishes the step 50 ms later, so a zoom never stays half open.
   * @default 300
   */
  duration?: number;
  /**
   * A vertical swipe longer than this many px closes the zoom, as the shop's site did.
   * @default 10
   */
  swipeDistance?: number;
  /**
   * Text of the close button over the zoomed photo; its accessible name adds the photo's alt text.
   * @default 'Minimize image' (strings.minimize, in `lang`)
   */
  closeLabel?: string;
  /**
   * Language of the layer's texts (it lives in document.body, outside the widget).
   * @default 'en'
   */
  lang?: Lang;
  /**
   * The control that gets focus back when the zoom closes.
   * @default the element that had focus when the zoom opened
   */
  opener?: (image: HTMLImageElement) => HTMLElement | null;
  /**
   * Element whose `--shop-*` custom properties theme the close button and backdrop.
   * @default null
   */
  themeFrom?: Element | null;
  /**
   * Called when a photo starts opening.
   * @default undefined
   */
  onOpen?: (image: HTMLImageElement) => void;
  /**
   * Called when a photo has closed (not when the zoom is destroyed).
   * @default undefined
   */
  onClose?: (image: HTMLImageElement) => void;
}

export interface ZoomController {
  /** Opens `image` (one of the images given to createZoom); closes any other zoom open on the page. */
  open(image: HTMLImageElement): void;
  /** Closes the open photo; a close asked for while it is still opening happens once it has opened. */
  close(): void;
  /** Removes everything the zoom added to the page (listeners, timers, layer, scroll lock) at once. */
  destroy(): void;
  readonly state: ZoomState;
  /** The photo open or opening, else null. */
  readonly current: HTMLImageElement | null;
}
