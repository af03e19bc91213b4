/** Fixtures and helpers shared by the `<shop-contact-tabs>` test files (happy-dom). Not part of any bundle. */
import '../../test/_util/dom.js';
import { mount } from '../../test/_util/dom.js';
import './define.js';

export const SECTIONS = `
  <section><h2>Online experience</h2><p>Coming soon.</p></section>
  <section><h2>In-store experience</h2><p>Coming soon.</p></section>
  <section>
    <h2>Help <em>Line</em></h2>
    <p>Call us everyday.</p>
    <p><a href="tel:+919999900001">Call +91 99999 00001</a> <a href="mailto:hello@showroom.example.com">E-mail us</a></p>
  </section>`;

/** A `<shop-contact-tabs>` added to the page, with SECTIONS as its children unless others are given. */
export const mountTabs = (attributes: Record<string, string> = {}, children = SECTIONS) =>
  mount('shop-contact-tabs', attributes, children);
export const tabs = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
export const panels = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
export const selectedIndex = (el: HTMLElement) =>
  tabs(el).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
export const visiblePanels = (el: HTMLElement) => panels(el).filter((panel) => !panel.hidden);
export const focusedTab = (el: HTMLElement) => tabs(el).indexOf(el.shadowRoot!.activeElement as HTMLButtonElement);
export const press = (tab: HTMLElement, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  tab.dispatchEvent(event);
  return event;
};

export const reset = () => {
  document.body.innerHTML = '';
};
