export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The media query list, or undefined where matchMedia does not exist. */
export function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof matchMedia === 'function' ? matchMedia(query) : undefined;
}

/**
 * Calls `listener` when `list` starts or stops matching; returns the function
 * that stops listening. Older Safari and WebViews only have addListener.
 */
export function onMediaChange(list: MediaQueryList | undefined, listener: () => void): () => void {
  if (!list) return () => {};
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }
  list.addListener(listener);
  return () => list.removeListener(listener);
}
