/* global location, Element, HTMLAnchorElement */
// The language switch is a plain link to the same page in the other language; the shopper's search (?q=) is
// typed after the page was built, so it is added as the link is followed.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a.lang-switch') : null;
  if (link instanceof HTMLAnchorElement) link.search = location.search;
});
