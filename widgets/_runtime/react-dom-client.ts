/**
 * `react-dom/client` as r2wc uses it (createRoot, then render and unmount), over Preact's `render`; see react-lite.ts.
 */
import { render, type ComponentChild } from 'preact';

export function createRoot(container: Element | ShadowRoot) {
  return {
    render: (children: ComponentChild) => render(children, container as unknown as Element),
    unmount: () => render(null, container as unknown as Element),
  };
}
