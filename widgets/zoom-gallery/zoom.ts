import mediumZoom from 'medium-zoom/dist/pure';
import layerCss from './zoom-layer.css';
import { lockScroll } from './scroll-lock.js';

/** Spec §4: UNLOADED → LOADING → LOADED → UNLOADING → UNLOADED. */
export type ZoomState = 'unloaded' | 'loading' | 'loaded' | 'unloading';

export interface ZoomOptions {
  /**
   * Space around the zoomed photo, in px (spec §9).
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
   * (no CSS transitions, a hidden tab), a fallback timer finishes the step 50 ms later (spec §4).
   * @default 300
   */
  duration?: number;
  /**
   * A vertical swipe longer than this many px closes the zoom (spec §4, §9).
   * @default 10
   */
  swipeDistance?: number;
  /**
   * Text of the close button over the zoomed photo; its accessible name adds the photo's alt text.
   * @default 'Minimize image'
   */
  closeLabel?: string;
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

/** Copied onto the layer, which lives in document.body where the host's custom properties do not reach. */
const THEME = ['--shop-brand', '--shop-brand-contrast', '--shop-focus', '--shop-font'];

/** Only one photo is open on the page at a time, across every gallery. */
let openZoom: ZoomController | null = null;

let layerSheet: CSSStyleSheet | undefined;
let layerUsers = 0;
function useLayerSheet(): void {
  if (layerUsers++ > 0 || !('adoptedStyleSheets' in document)) return;
  if (!layerSheet) {
    layerSheet = new CSSStyleSheet();
    layerSheet.replaceSync(layerCss);
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, layerSheet];
}
function dropLayerSheet(): void {
  if (--layerUsers > 0 || !('adoptedStyleSheets' in document)) return;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== layerSheet);
}

type AddedListener = [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | AddEventListenerOptions | undefined,
];

/**
 * medium-zoom 1.1 has no destroy(): it adds click, keyup and scroll listeners to
 * document and resize to window, and never removes them. Record what it adds
 * while it is created, so destroy() can take them off again.
 */
function recordListeners<T>(create: () => T): [T, AddedListener[]] {
  const added: AddedListener[] = [];
  const targets: EventTarget[] = [document, window];
  const own = targets.map((target) => Object.getOwnPropertyDescriptor(target, 'addEventListener'));
  for (const target of targets) {
    const add = target.addEventListener;
    target.addEventListener = (type, listener, options) => {
      if (listener) added.push([target, type, listener, options]);
      add.call(target, type, listener, options);
    };
  }
  try {
    return [create(), added];
  } finally {
    targets.forEach((target, i) => {
      const descriptor = own[i];
      if (descriptor) Object.defineProperty(target, 'addEventListener', descriptor);
      else delete (target as Partial<EventTarget>).addEventListener;
    });
  }
}

function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Wraps medium-zoom for photos inside a shadow root: medium-zoom listens for
 * clicks on document, where a click inside a shadow root arrives retargeted to
 * the host, so the caller opens photos itself (a listener per photo calling
 * `open(img)`). Adds what medium-zoom lacks: a focused "Minimize image" button
 * in a modal dialog (the page behind is inert), focus back to the opener,
 * scroll lock, close on wheel and on a vertical swipe, one zoom at a time, and
 * a complete teardown.
 */
export function createZoom(images: readonly HTMLImageElement[], options: ZoomOptions = {}): ZoomController {
  const margin = options.margin ?? 0;
  const background = options.background ?? 'rgba(255, 255, 255, 0.96)';
  const duration = options.duration ?? 300;
  const swipeDistance = options.swipeDistance ?? 10;
  const closeLabel = options.closeLabel ?? 'Minimize image';

  const [zoom, documentListeners] = recordListeners(() => mediumZoom([...images], { margin, background }));
  const life = new AbortController();

  let state: ZoomState = 'unloaded';
  let current: HTMLImageElement | null = null;
  let returnFocusTo: HTMLElement | null = null;
  let zoomed: HTMLElement | null = null;
  let overlay: Element | null = null;
  let dialog: HTMLDialogElement | null = null;
  let releaseScroll: (() => void) | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let closeWhenOpen = false;
  let destroyed = false;
  let bodyHadClass = true;

  /** Finishes medium-zoom's current animation step as its transitionend listener would. */
  const finishStep = () => {
    clearTimeout(fallback);
    fallback = undefined;
    // medium-zoom ends a close with document.body.removeChild(), which throws if the page has
    // already taken them out (a script replacing the body): put them back for it to remove.
    if (state === 'unloading') {
      for (const node of [overlay, zoomed]) if (node && node.parentNode !== document.body) document.body.append(node);
    }
    zoomed?.dispatchEvent(new Event('transitionend'));
  };
  const armFallback = () => {
    clearTimeout(fallback);
    if (!destroyed) fallback = setTimeout(finishStep, duration + 50);
  };

  function buildDialog(image: HTMLImageElement): HTMLDialogElement {
    const layer = document.createElement('dialog');
    // Its value follows the state (loading, loaded, unloading), for styling and tests.
    layer.setAttribute('data-shop-zoom', 'loading');
    const alt = image.alt.trim();
    layer.setAttribute('aria-label', alt ? `${alt} (zoomed)` : 'Zoomed image');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = closeLabel;
    if (alt) button.setAttribute('aria-label', `${closeLabel}: ${alt}`);
    layer.append(button);
    if (options.themeFrom) {
      const style = getComputedStyle(options.themeFrom);
      for (const property of THEME) {
        const value = style.getPropertyValue(property).trim();
        if (value) layer.style.setProperty(property, value);
      }
    }
    return layer;
  }

  /** Listeners that live while a photo is open (added and removed explicitly, so tests can count them). */
  let sessionListeners: AddedListener[] = [];
  const listen = (
    target: EventTarget,
    type: string,
    listener: (event: Event) => void,
    opts?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, listener, opts);
    sessionListeners.push([target, type, listener, opts]);
  };
  const endSession = () => {
    for (const [target, type, listener, opts] of sessionListeners) target.removeEventListener(type, listener, opts);
    sessionListeners = [];
  };

  function startSession(layer: HTMLDialogElement): void {
    const close = () => controller.close();
    // Any click on the layer (backdrop, photo or the button) closes, as spec §4 asks.
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
  }

  // medium-zoom reports its steps on the photo; its own closers (Escape, scroll, resize) arrive here too.
  for (const image of images) {
    image.addEventListener(
      'medium-zoom:opened',
      () => {
        clearTimeout(fallback);
        state = 'loaded';
        dialog?.setAttribute('data-shop-zoom', 'loaded');
        if (closeWhenOpen && !destroyed) controller.close();
      },
      { signal: life.signal },
    );
    image.addEventListener(
      'medium-zoom:close',
      () => {
        state = 'unloading';
        armFallback();
        endSession();
        dialog?.setAttribute('data-shop-zoom', 'unloading');
        if (dialog?.open) dialog.close();
        if (!destroyed && returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
      },
      { signal: life.signal },
    );
    image.addEventListener(
      'medium-zoom:closed',
      () => {
        clearTimeout(fallback);
        dialog?.remove();
        dialog = null;
        zoomed = null;
        overlay = null;
        releaseScroll?.();
        releaseScroll = null;
        dropLayerSheet();
        // medium-zoom toggles a class on <body>; do not leave an empty class="" behind.
        if (!bodyHadClass && document.body.getAttribute('class') === '') document.body.removeAttribute('class');
        state = 'unloaded';
        current = null;
        returnFocusTo = null;
        if (openZoom === controller) openZoom = null;
        if (!destroyed) options.onClose?.(image);
      },
      { signal: life.signal },
    );
  }

  const controller: ZoomController = {
    get state() {
      return state;
    },
    get current() {
      return current;
    },
    open(image) {
      if (destroyed || state !== 'unloaded' || !images.includes(image)) return;
      if (openZoom && openZoom !== controller) openZoom.close();
      openZoom = controller;
      state = 'loading';
      current = image;
      closeWhenOpen = false;
      returnFocusTo = options.opener?.(image) ?? focusedElement();
      releaseScroll = lockScroll();
      bodyHadClass = document.body.hasAttribute('class');
      useLayerSheet();
      const themed =
        options.themeFrom && getComputedStyle(options.themeFrom).getPropertyValue('--shop-zoom-backdrop').trim();
      zoom.update({ background: themed || background });
      options.onOpen?.(image);

      void zoom.open({ target: image });
      // medium-zoom has just appended its overlay and then the copy of the photo to document.body.
      const copy = document.body.lastElementChild;
      zoomed = copy instanceof HTMLElement && copy.classList.contains('medium-zoom-image--opened') ? copy : null;
      const before = zoomed?.previousElementSibling;
      overlay = before?.classList.contains('medium-zoom-overlay') ? before : null;
      if (overlay) {
        overlay.setAttribute('data-shop-zoom', '');
        overlay.setAttribute('aria-hidden', 'true');
        // Style it (opacity 0) before medium-zoom fades it in on the next frame.
        void (overlay as HTMLElement).offsetWidth;
      }
      // The dialog names the photo; the copy is decoration.
      zoomed?.setAttribute('aria-hidden', 'true');

      dialog = buildDialog(image);
      document.body.append(dialog);
      startSession(dialog);
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
      dialog.querySelector('button')?.focus();
      armFallback();
    },
    close() {
      if (state === 'loading') closeWhenOpen = true;
      else if (state === 'loaded') void zoom.close();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        // Run medium-zoom's remaining steps now so it removes what it appended to document.body.
        if (state === 'loading') finishStep();
        if (state === 'loaded') void zoom.close();
        if (state === 'unloading') finishStep();
      } finally {
        clearTimeout(fallback);
        endSession();
        for (const [target, type, listener, opts] of documentListeners)
          target.removeEventListener(type, listener, opts);
        zoom.detach();
        life.abort();
        if (openZoom === controller) openZoom = null;
      }
    },
  };
  return controller;
}
