/**
 * Stops the page from scrolling while a photo is zoomed by hiding the
 * overflow of <html> and <body>, and puts back exactly what the page had: the
 * longhands are saved (a page's own inline `overflow-y: scroll` survives) and a
 * `style` attribute that did not exist before is removed again.
 */
interface Saved {
  element: HTMLElement;
  hadStyle: boolean;
  values: Array<[property: string, value: string, priority: string]>;
}

const PROPERTIES = ['overflow-x', 'overflow-y'] as const;
let holders = 0;
let saved: Saved[] = [];

/** Locks scrolling; returns the release function (safe to call twice). Nested locks release on the last one. */
export function lockScroll(): () => void {
  if (holders++ === 0) {
    saved = [document.documentElement, document.body].map((element) => ({
      element,
      hadStyle: element.hasAttribute('style'),
      values: PROPERTIES.map((p) => [p, element.style.getPropertyValue(p), element.style.getPropertyPriority(p)]),
    }));
    for (const { element } of saved) {
      for (const p of PROPERTIES) element.style.setProperty(p, 'hidden', 'important');
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders > 0) return;
    for (const { element, hadStyle, values } of saved) {
      for (const [property, value, priority] of values) {
        if (value) element.style.setProperty(property, value, priority);
        else element.style.removeProperty(property);
      }
      if (!hadStyle && element.style.length === 0) {
        // Chrome writes the CSSOM changes above to the attribute lazily, and would bring back
        // style="" after the removal; reading the attribute first settles it.
        element.getAttribute('style');
        element.removeAttribute('style');
      }
    }
    saved = [];
  };
}

/** True while some zoom holds the lock (for tests and diagnostics). */
export function scrollLocked(): boolean {
  return holders > 0;
}
