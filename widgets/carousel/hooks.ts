import { useEffect, useMemo, useState } from 'react';
import { useLightDom as useSharedLightDom } from '../_runtime/light-dom.js';
import { mediaQuery, onMediaChange } from './media.js';

/** Attributes of the light-DOM children that the widgets copy into their shadow root. */
const READ_ATTRIBUTES = ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'href'];

/** Items read from the host's light-DOM children, kept up to date (widgets/_runtime/light-dom.ts). */
export function useLightDom<T>(host: HTMLElement | undefined, read: (host: HTMLElement) => T[]): T[] {
  return useSharedLightDom(host, read, [], { attributes: READ_ATTRIBUTES });
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
