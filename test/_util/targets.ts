import type { Page } from 'playwright-core';

/** Smallest tap target a shopper gets, in CSS pixels each way (the size Android's own guidelines ask for). */
export const TAP_TARGET = 48;

/**
 * The controls on the page, shadow roots included, that are shown but smaller than TAP_TARGET either way, each as
 * "tag.class “text” W×H". A link inside a sentence is left out (WCAG 2.5.8's inline exception): its size is the
 * text's.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      for (const el of root.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [role="tab"]',
      )) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        const sentence = el.parentElement?.closest('p');
        if (sentence && sentence.textContent!.trim() !== el.textContent!.trim()) continue;
        if (box.width >= min && box.height >= min) continue;
        // A checkbox or radio button is pressed through its label too, so the label is its target.
        const label = el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) ? el.closest('label') : null;
        const labelBox = label?.getBoundingClientRect();
        if (labelBox && labelBox.width >= min && labelBox.height >= min) continue;
        const name = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30);
        found.push(
          `${el.localName}.${el.classList[0] ?? ''} “${name}” ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, TAP_TARGET);
}
