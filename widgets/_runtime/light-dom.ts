import { useLayoutEffect, useState } from 'react';

export interface LightDomOptions<T> {
  /** Attributes of the children whose changes matter (src, alt, href…); default: none, only content. */
  attributes?: readonly string[];
  /** Whether two readings are the same (the old one is then kept, so nothing re-renders); default: equal JSON. */
  same?: (a: T, b: T) => boolean;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a widget reads from its host's light-DOM children (children are the
 * data, widgets/README.md): read when it mounts and again whenever the page
 * changes them. An element parsed after the script ran connects before its
 * children exist, and partners fill elements after inserting them. A layout
 * effect, so the observer goes as the element leaves (Preact 11 runs passive
 * effect cleanups a frame later).
 */
export function useLightDom<T>(
  host: HTMLElement | undefined,
  read: (host: HTMLElement) => T,
  fallback: T,
  options: LightDomOptions<T> = {},
): T {
  const [value, setValue] = useState<T>(() => (host ? read(host) : fallback));
  useLayoutEffect(() => {
    if (!host || typeof MutationObserver !== 'function') return;
    const same = options.same ?? sameJson;
    const sync = () => {
      const next = read(host);
      setValue((old) => (same(old, next) ? old : next));
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(host, {
      childList: true,
      subtree: true,
      characterData: true,
      ...(options.attributes?.length ? { attributeFilter: [...options.attributes] } : {}),
    });
    return () => observer.disconnect();
    // `read` and `options` are module-level in every widget; the host is what changes.
  }, [host]);
  return value;
}
