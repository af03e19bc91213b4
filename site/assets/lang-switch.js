/* global addEventListener, location */
// Adds the shopper's search (?q=) to the language switch as it is followed (site/pages/languages.ts).
addEventListener('click', (e) => {
  const a = e.target.closest?.('a.lang-switch');
  if (a) a.search = location.search;
});
