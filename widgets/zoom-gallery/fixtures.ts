/** Fixtures and helpers shared by the `<shop-zoom-gallery>` test files (happy-dom). Not part of any bundle. */
import '../../test/_util/dom.js';
import { settle, until, mount, $$ } from '../../test/_util/dom.js';
import './define.js';

export const PHOTOS = `
  <figure><img src="/images/showroom/counter.jpg" alt="Ranaghat showroom saree counter" width="800" height="600"><figcaption>The saree counter</figcaption></figure>
  <figure><img src="/images/showroom/mens.jpg" alt="Men's wear racks"></figure>
  <figure><img src="https://cdn.example.com/entrance.jpg" alt=""><figcaption>The entrance</figcaption></figure>`;

/** A `<shop-zoom-gallery>` added to the page, with PHOTOS as its children unless others are given. */
export const mountGallery = (attributes: Record<string, string> = {}, children = PHOTOS) =>
  mount('shop-zoom-gallery', attributes, children);
export const buttons = (el: HTMLElement) => $$(el, 'button[part="expand"]') as HTMLButtonElement[];
export const labels = (el: HTMLElement) => buttons(el).map((b) => b.getAttribute('aria-label'));
export const layer = () => document.body.querySelector('dialog[data-shop-zoom]') as HTMLDialogElement | null;
export const leftovers = () => [...document.body.children].filter((child) => !child.localName.startsWith('shop-'));
export const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;
/** A key press on the focused element, as a browser delivers it. */
export const press = (key: string) => {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
  target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, composed: true }));
};

/** Opens photo `index` with a click and waits until medium-zoom reports it open (the fallback timer in happy-dom). */
export async function openPhoto(el: HTMLElement, index = 0): Promise<void> {
  buttons(el)[index]!.click();
  await until(() => layer()?.getAttribute('data-shop-zoom') === 'loaded');
  await settle();
}
export const closed = (el: HTMLElement) =>
  until(() => !layer() && labels(el).every((l) => l!.startsWith('Expand image')));

export const reset = async () => {
  // Remove the elements first (their zoom tears down with them), then anything else.
  document.querySelectorAll('shop-zoom-gallery').forEach((el) => el.remove());
  document.body.innerHTML = '';
  await settle();
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
};

export const touch = (type: string, clientY: number) =>
  window.dispatchEvent(Object.assign(new Event(type), { touches: [{ clientY }] }));

export type Counts = Map<string, number>;

/** Counts the listeners added to document and window, minus those removed. */
export function trackListeners(): { net(): Counts; restore(): void } {
  const counts: Counts = new Map();
  const undo: Array<() => void> = [];
  for (const [name, target] of [
    ['document', document],
    ['window', window],
  ] as const) {
    const own = ['addEventListener', 'removeEventListener'].map(
      (key) => [key, Object.getOwnPropertyDescriptor(target, key)] as const,
    );
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (type: string, ...rest: unknown[]) {
      counts.set(`${name}:${type}`, (counts.get(`${name}:${type}`) ?? 0) + 1);
      return (add as (...a: unknown[]) => void).call(target, type, ...rest);
    } as typeof add;
    target.removeEventListener = function (type: string, ...rest: unknown[]) {
      counts.set(`${name}:${type}`, (counts.get(`${name}:${type}`) ?? 0) - 1);
      return (remove as (...a: unknown[]) => void).call(target, type, ...rest);
    } as typeof remove;
    undo.push(() => {
      for (const [key, descriptor] of own) {
        if (descriptor) Object.defineProperty(target, key, descriptor);
        else delete (target as unknown as Partial<Record<string, unknown>>)[key];
      }
    });
  }
  return {
    net: () => new Map([...counts].filter(([, n]) => n !== 0)),
    restore: () => undo.forEach((u) => u()),
  };
}

/** Timers started and not yet run or cleared. */
export function trackTimers(): { pending: Set<unknown>; restore(): void } {
  const pending = new Set<unknown>();
  const set = globalThis.setTimeout;
  const clear = globalThis.clearTimeout;
  globalThis.setTimeout = ((fn: () => void, ms?: number) => {
    const id = set(() => {
      pending.delete(id);
      fn();
    }, ms);
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: ReturnType<typeof setTimeout>) => {
    pending.delete(id);
    clear(id);
  }) as typeof clearTimeout;
  return { pending, restore: () => ((globalThis.setTimeout = set), (globalThis.clearTimeout = clear)) };
}
