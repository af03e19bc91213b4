/** Fixtures and helpers shared by the `<shop-back-to-top>` test files (happy-dom). Not part of any bundle. */
import '../../test/_util/dom.js';
import { settle, mount } from '../../test/_util/dom.js';
import './define.js';

export const LINK = '<a href="#top">Back to top</a>';

/** A `<shop-back-to-top>` added to the page, with LINK as its children unless others are given. */
export const mountButton = (attributes: Record<string, string> = {}, children = LINK) =>
  mount('shop-back-to-top', attributes, children);
export const button = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="button"]') as HTMLButtonElement;
export const isShown = (el: HTMLElement) => button(el).classList.contains('back-to-top--visible');
export const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Scrolls the page (happy-dom keeps window.scrollY on the root element and fires nothing itself). */
export async function scrollPage(y: number, events = 1): Promise<void> {
  document.documentElement.scrollTop = y;
  for (let i = 0; i < events; i++) window.dispatchEvent(new Event('scroll'));
  await frame();
  await settle();
}

export function recordScrollTo(): Array<ScrollToOptions> {
  const calls: ScrollToOptions[] = [];
  window.scrollTo = ((options: ScrollToOptions) => {
    calls.push(options);
    document.documentElement.scrollTop = options.top ?? 0;
  }) as typeof window.scrollTo;
  return calls;
}

export const originals = {
  scrollTo: window.scrollTo,
  matchMedia: window.matchMedia,
  addEventListener: window.addEventListener,
  removeEventListener: window.removeEventListener,
  requestAnimationFrame: window.requestAnimationFrame,
  cancelAnimationFrame: window.cancelAnimationFrame,
};
export const reset = () => {
  Object.assign(window, originals);
  document.body.innerHTML = '<h1 id="top">Sarees</h1><p>Long page</p>';
  document.body.removeAttribute('tabindex');
  document.documentElement.scrollTop = 0;
};
