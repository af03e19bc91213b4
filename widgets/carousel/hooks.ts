import { useEffect, useMemo, useState } from 'react';
import { mediaQuery, onMediaChange } from './media.js';

/** Attributes of the light-DOM children that the widgets copy into their shadow root. */
const READ_ATTRIBUTES = ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'href'];

/**
 * Items read from the host's light-DOM children when the widget mounts, read
 * again whenever those children change (a page that fills the element after
 * inserting it). A re-read that gives the same items keeps the old array, so
 * the carousel is not rebuilt for nothing.
 */
export function useLightDom<T>(host: HTMLElement | undefined, read: (host: HTMLElement) => T[]): T[] {
  const [items, setItems] = useState(() => (host ? read(host) : []));
  useEffect(() => {
    if (!host || typeof MutationObserver !== 'function') return;
    let last = JSON.stringify(items);
    const sync = () => {
      const next = read(host);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setItems(next);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(host, { childList: true, subtree: true, characterData: true, attributeFilter: READ_ATTRIBUTES });
    return () => observer.disconnect();
    // `items` is only the starting point of the comparison; `read` is a module-level function.
  }, [host]);
  return items;
}

/** Whether a media query matches, kept up to date. */
export function useMediaMatch(query: string): boolean {
  const list = useMemo(() => mediaQuery(query), [query]);
  const [matches, setMatches] = useState(() => list?.matches ?? false);
  useEffect(() => {
    setMatches(list?.matches ?? false);
    return onMediaChange(list, () => setMatches(list?.matches ?? false));
  }, [list]);
  return matches;
}

/** A whole number of pixels from an attribute or JSON value, or undefined. */
export function dimension(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}
