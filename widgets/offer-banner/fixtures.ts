/** Fixtures and helpers shared by the `<shop-offer-banner>` test files (happy-dom). Not part of any bundle. */
import '../../test/_util/dom.js';
import { mount, $, $$ } from '../../test/_util/dom.js';
import './define.js';

export const OFFERS = ['উৎসবের অফার: প্রতিটি জিনিসে ২৫% পর্যন্ত ছাড়!', '৫০০০ টাকার কেনাকাটায় নিশ্চিত উপহার!'];
export const children = (texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/** A `<shop-offer-banner>` added to the page. */
export const mountBanner = (attributes: Record<string, string> = {}, children = '') =>
  mount('shop-offer-banner', attributes, children);
/** Offers of the list screen readers read (the copy is aria-hidden). */
export const shown = (el: HTMLElement) => $$(el, '[part="list"] [part="offer"]').map((li) => li.textContent);
export const banner = (el: HTMLElement) => $(el, '[part="banner"]') as HTMLElement;
export const toggle = (el: HTMLElement) => $(el, '[part="toggle"]') as HTMLButtonElement | null;
export const isPaused = (el: HTMLElement) => banner(el).classList.contains('banner--paused');
export const lap = (el: HTMLElement) => ($(el, '.banner__rail') as HTMLElement).style.getPropertyValue('--offer-lap');

/** matchMedia for prefers-reduced-motion, switchable while mounted; counts its listeners. */
export function fakeMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  const list = {
    media: '(prefers-reduced-motion: reduce)',
    get matches() {
      return state.reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => list) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(value: boolean) {
      state.reduce = value;
      for (const listener of listeners) listener();
    },
  };
}

export const originalMatchMedia = window.matchMedia;
export const originalRect = HTMLElement.prototype.getBoundingClientRect;
export const reset = () => {
  document.body.innerHTML = '';
  fakeMotion(false);
};
export const restore = () => {
  window.matchMedia = originalMatchMedia;
  HTMLElement.prototype.getBoundingClientRect = originalRect;
};
