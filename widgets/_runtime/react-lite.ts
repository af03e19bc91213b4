/**
 * The part of the React API the widgets use, served by Preact itself. The bundle maps `react` here (rollup.config.mjs)
 * instead of to all of preact/compat: the components keep React's names (hooks, memo, Fragment) and r2wc keeps its
 * `React.createElement`, while compat's emulation layer (class components' API, synthetic-event renames, Children,
 * Suspense, portals), which nothing of ours calls, stays out of every page. The tests and the React 19 size
 * comparison still run the same components on compat and on real React.
 */
import { createElement, type ComponentChild, type FunctionComponent } from 'preact';

export { createElement, Fragment } from 'preact';
export { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

interface MemoThis<P> {
  props: P;
  shouldComponentUpdate?: (next: P) => boolean;
}

const differs = (a: object, b: object): boolean => {
  for (const key in a) if (!(key in b)) return true;
  for (const key in b) if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return true;
  return false;
};

/** React's `memo`: renders `component` again only when a prop changed (shallowly), as compat's does. */
export function memo<P extends object>(component: FunctionComponent<P>): FunctionComponent<P> {
  // Preact calls a function component with its instance as `this`, which is where it looks for the check.
  return function Memo(this: MemoThis<P>, props: P): ComponentChild {
    this.shouldComponentUpdate = (next) => differs(this.props, next);
    return createElement(component, props);
  };
}

/**
 * React's `useSyncExternalStore`, enough for a store read on the client: renders again when the snapshot changed,
 * including a change between the render and the subscription.
 */
export function useSyncExternalStore<T>(subscribe: (changed: () => void) => () => void, snapshot: () => T): T {
  const value = snapshot();
  const shown = useRef(value);
  const [, rerender] = useState(0);
  useLayoutEffect(() => {
    shown.current = value;
  });
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(shown.current, snapshot())) rerender((n) => n + 1);
    };
    check();
    return subscribe(check);
  }, [subscribe, snapshot]);
  return value;
}

/** r2wc reads `React.createElement` from the default export. */
export default { createElement };
