/*
 * Optional, on a partner's page beside the shop's iframes: gives each frame the height its page reports, so it
 * never scrolls inside itself. A height is taken only from the window of one of this page's iframes, and only when
 * the message comes from the origin that iframe's address names. A classic script in a block, so pasting it twice
 * declares nothing twice.
 */
{
  const TYPE = 'showroom:embed-height';
  window.addEventListener('message', (event) => {
    const { data } = event;
    if (!data || data.type !== TYPE || !Number.isFinite(data.height)) return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow !== event.source) continue;
      let origin;
      try {
        origin = new URL(frame.src, document.baseURI).origin;
      } catch {
        return;
      }
      if (origin !== event.origin) return;
      frame.style.height = `${Math.min(Math.max(Math.round(data.height), 0), 20000)}px`;
      return;
    }
  });
}
