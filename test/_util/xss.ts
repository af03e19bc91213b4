import type { Page } from 'playwright-core';

/** Payloads that would run script if any of them reached innerHTML or an href/src. */
export const XSS_TEXTS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '"><svg onload="window.__xss=(window.__xss||0)+1">',
  '\'><iframe srcdoc="<script>parent.__xss=1</script>">',
  '<a href="javascript:window.__xss=1">free saree</a>',
  'javascript:window.__xss=1',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<style>*{display:none}</style>Red Tant',
];
export const XSS_IMAGES = [
  'javascript:window.__xss=1',
  ' JaVaScRiPt:window.__xss=1',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>',
  'data:text/html,<script>window.__xss=1</script>',
  'vbscript:msgbox(1)',
  '"><img src=x onerror=window.__xss=1>',
];

export function xssRecords(): Array<{ id: string; title: string; des: string; img: string }> {
  return XSS_TEXTS.map((text, i) => ({
    id: `x${i}`,
    title: text,
    des: `${text} (description)`,
    img: XSS_IMAGES[i % XSS_IMAGES.length]!,
  }));
}

/**
 * Waits until an injected onerror/onload could have run: it fires once its image has loaded or failed, and its
 * handler by the next frame.
 */
export async function imagesSettled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => [...document.querySelector(sel)!.shadowRoot!.querySelectorAll('img')].every((img) => img.complete),
    selector,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** What the page shows for the payloads: texts as rendered, script-bearing URLs, whether any script ran. */
export async function inspectRendering(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!.shadowRoot!;
    const cards = [...root.querySelectorAll('.card:not([hidden])')].map((card) => ({
      title: card.querySelector('.card__title')?.textContent ?? '',
      des: card.querySelector('.card__des')?.textContent ?? '',
    }));
    const urls = [...root.querySelectorAll('[href], [src], [srcdoc]')].map(
      (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? `srcdoc:${el.getAttribute('srcdoc')}`,
    );
    const injected = root.querySelectorAll(
      // The title holds one element of ours: the link to the product page, with text only.
      '.card script, .card iframe, .card svg, .card style, .card__title :not(.card__link), .card__link *, .card__des *',
    ).length;
    return {
      cards,
      badUrls: urls.filter((url) => !/^(https?:|tel:|mailto:|\/)/i.test(url.trim())),
      injected,
      ran: (window as unknown as { __xss?: unknown }).__xss,
    };
  }, selector);
}
