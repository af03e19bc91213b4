/* global location */
// On the 404 page at the address of a product that left the catalogue (/saree/red-silk-saree, /bn/saree/…):
// show the line for its listing, with a search for the words of its address (digits alone say nothing).
const parts = location.pathname.split('/');
const slug = decodeURIComponent(parts.pop() ?? '');
const listing = parts.join('/');
const line = [...document.querySelectorAll('.gone-product')].find((p) => p.dataset.listing === listing);
if (line && slug) {
  line.hidden = false;
  const words = slug
    .split(/[-_\s]+/)
    .filter((w) => w && !/^\d+$/.test(w))
    .join(' ');
  const search = line.querySelector('.gone-product__search');
  if (words) search.href = `${search.getAttribute('href')}?q=${encodeURIComponent(words)}`;
}
