/**
 * happy-dom as the global DOM for widget tests. It is not a browser (no layout,
 * no shadow-DOM event retargeting): what depends on those is tested in Chromium.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!('document' in globalThis)) GlobalRegistrator.register({ url: 'https://shop.example/saree' });

/** Resolves after pending promises, timers of 0 ms and Preact's render queue have run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Polls until `check` passes or `ms` elapse; returns the last result. The deadline only bounds a failing wait: on
 * a machine busy with other suites, building a page of cards in batches took over 2 s of wall time.
 */
export async function until<T>(check: () => T, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  let value = check();
  while (!value && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = check();
  }
  return value;
}

/** Fake network for happy-dom tests only (Chromium tests use the real server). */
export function fakeFetch(routes: Record<string, () => Response | Promise<Response>>): string[] {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const route = routes[new URL(url).pathname];
    if (!route) return new Response('not found', { status: 404 });
    return route();
  }) as typeof fetch;
  return calls;
}

export const json = (data: unknown) =>
  new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });

/** Collects console.error messages (the widgets' warnings about bad attributes) until `restore()`. */
export function captureErrors(): { errors: string[]; restore(): void } {
  const errors: string[] = [];
  const original = console.error;
  console.error = (message: unknown) => errors.push(String(message));
  return { errors, restore: () => (console.error = original) };
}

/** Adds `<tag>` with these attributes and light-DOM children to the body, as a partner's page would. */
export function mount(tag: string, attributes: Record<string, string> = {}, children = ''): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = children;
  document.body.append(element);
  return element;
}

/** The first element inside `el`'s shadow root that matches `selector`. */
export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  el.shadowRoot!.querySelector<T>(selector);

/** Every element inside `el`'s shadow root that matches `selector`. */
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];
