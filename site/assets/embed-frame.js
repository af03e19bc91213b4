/* global ResizeObserver, URLSearchParams */
/*
 * A frame page (/embed/<widget>): applies the options of its address to the prerendered widget before the widget's
 * script upgrades it (module scripts run in order, and this one comes first), shows a plain message instead of the
 * widget when an option is wrong, and tells the page around the frame how tall it is.
 */
// Written out, not imported from embed-snippets.js: that module would cost every frame a request and 1.8 KB. The
// same type is in embed-resize.js and the README; the frame tests fail if they part.
const HEIGHT_MESSAGE = 'showroom:embed-height';

const root = document.documentElement;
const widget = document.querySelector('[data-embed-widget]');
const known = JSON.parse(document.getElementById('embed-options')?.textContent ?? '{}');
const params = new URLSearchParams(window.location.search);
const problems = [];

const checks = {
  lang: (v) => (v === 'en' || v === 'bn' ? v : null),
  collection: (v) => (known.collections?.includes(v) ? v : null),
  showroom: (v) => (known.showrooms?.includes(v) ? v : null),
  limit: (v) => (/^\d{1,3}$/.test(v) && Number(v) >= 1 ? v : null),
  autoplay: (v) => (v === 'true' || v === 'false' ? v : null),
  brand: (v) => (/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v) ? `#${v.replace('#', '')}` : null),
};
const expected = {
  lang: 'en or bn',
  collection: (known.collections ?? []).join(', '),
  showroom: (known.showrooms ?? []).join(', '),
  limit: 'a number from 1 to 999',
  autoplay: 'true or false',
  brand: 'a colour such as #800000',
};

/** Whether an option changes what the frame shows from what was prerendered. */
let changed = false;
for (const name of (widget?.dataset.embedOptions ?? '').split(' ').filter(Boolean)) {
  const given = params.get(name);
  if (given === null) continue;
  const value = checks[name](given);
  if (value !== null) changed ||= value !== (name === 'lang' ? root.lang : widget.getAttribute(name));
  if (value === null) problems.push(`${name} "${given}" is not ${expected[name]}`);
  else if (name === 'lang') root.lang = value;
  // On the element too: the widget's :host sets its own default, which only the element's own style overrides.
  else if (name === 'brand') for (const el of [root, widget]) el.style.setProperty('--shop-brand', value);
  else if (name !== 'showroom' || widget.localName !== 'shop-carousel') widget.setAttribute(name, value);
}

// A catalogue waiting for the shopper's first touch (widgets/auto.js) shows its prerendered cards and search bar
// meanwhile: only while they are what it would show. Otherwise it loads at once and draws its own bar.
if (changed && widget?.getAttribute('loading') === 'interaction') {
  widget.removeAttribute('loading');
  widget.querySelector(':scope > [slot="bar"]')?.remove();
}

// The carousel's slides are a showroom's photos, their words in the frame's language.
if (widget?.localName === 'shop-carousel' && (params.has('lang') || params.has('showroom')) && !problems.length) {
  const showroom = checks.showroom(params.get('showroom') ?? '') ?? known.showroom;
  widget.setAttribute('slides', JSON.stringify(known.slides[showroom][root.lang]));
  widget.setAttribute('label', known.labels[showroom][root.lang]);
}

// The tabs are the contact page's sections, prerendered in English: the other language's come from the build.
if (widget?.localName === 'shop-contact-tabs' && known.tabs[root.lang] && root.lang !== 'en') {
  widget.innerHTML = known.tabs[root.lang];
}

if (problems.length > 0 && widget) {
  const box = document.querySelector('[data-embed-problem]');
  for (const field of box.querySelectorAll('[data-embed-field]')) field.textContent = problems.join('; ');
  box.hidden = false;
  widget.remove();
}

// Any page may frame this one and learn its height, which says nothing private; the resize script on the
// partner's page checks that the message comes from our frame.
if (window.parent !== window) {
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
  }).observe(document.body);
}
