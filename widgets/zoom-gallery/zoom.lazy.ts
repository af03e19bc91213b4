import mediumZoom from 'medium-zoom/dist/pure';
import { adoptLayerSheet, dropLayerSheet } from './layer-sheet.js';
import { recordListeners } from './record-listeners.js';
import { lockScroll } from './scroll-lock.js';
import { strings } from './strings.js';
import { buildDialog, listenForClose } from './zoom-dialog.js';
import type { ZoomController, ZoomOptions, ZoomState } from './zoom-options.js';

export type { ZoomController, ZoomOptions, ZoomState } from './zoom-options.js';

/** Only one photo is open on the page at a time, across every gallery. */
let openZoom: ZoomController | null = null;

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
  const lang = options.lang ?? 'en';
  const closeLabel = options.closeLabel ?? strings[lang].minimize;

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

  // Removes the listeners that close the open photo; replaced while a photo is open.
  let endSession = () => {};

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
      adoptLayerSheet();
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

      dialog = buildDialog(image, closeLabel, options.themeFrom, lang);
      document.body.append(dialog);
      endSession = listenForClose(dialog, () => controller.close(), swipeDistance);
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
