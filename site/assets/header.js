/* global ResizeObserver */
// The site header's menus are <details>, which open and close without this script. With it, a menu does not stay
// open over the page: Escape closes the one holding the focus and puts the focus back on its summary; the focus
// moving past it (Tab, Shift+Tab) or a click elsewhere closes it.
const header = document.querySelector('.site-header');
if (header) {
  const closeOthers = (inside) => {
    for (const details of header.querySelectorAll('details[open]')) {
      if (!details.contains(inside)) details.open = false;
    }
  };
  header.addEventListener('keydown', (event) => {
    const details = event.key === 'Escape' && event.target.closest('details[open]');
    if (!details) return;
    details.open = false;
    details.querySelector('summary').focus();
  });
  // No relatedTarget: the focus left the page (another app), not the menu.
  header.addEventListener('focusout', (event) => event.relatedTarget && closeOthers(event.relatedTarget));
  document.addEventListener('click', (event) => closeOthers(event.target));
  // The header is sticky: a control the focus scrolls to stops below it (scroll-padding-top in base.css), whatever
  // height the offers take (they wrap under reduced motion) at this width, in this language.
  new ResizeObserver(() => {
    document.documentElement.style.setProperty('--sticky-top', `${Math.ceil(header.getBoundingClientRect().height)}px`);
  }).observe(header);
}
