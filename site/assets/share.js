/* global navigator, location, requestAnimationFrame */
// The product page's Share button: the phone's share sheet (Web Share API) where there is one, else the page's
// address copied, with a confirmation shown and said (role="status"). Hidden until this runs, so a page without
// JavaScript never shows a button that does nothing.
const button = document.querySelector('.share-button');
const status = document.querySelector('.product__status');
if (button && status && (navigator.share || navigator.clipboard)) {
  const url = document.querySelector('link[rel="canonical"]')?.href ?? location.href;
  const say = (text) => {
    // Emptied first, so the same confirmation is announced again after a second press.
    status.textContent = '';
    requestAnimationFrame(() => (status.textContent = text));
  };
  button.hidden = false;
  button.addEventListener('click', async () => {
    const title = button.dataset.shareTitle;
    if (navigator.share) {
      try {
        await navigator.share({ title, text: title, url });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(status.dataset.copied);
    } catch {
      say(status.dataset.copyFailed);
    }
  });
}
