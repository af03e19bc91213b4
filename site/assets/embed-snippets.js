/* global URLSearchParams */
/**
 * The snippets a partner pastes, written in one place for the build (the builder page's default snippet, readable
 * without JavaScript) and for the builder in the browser (site/assets/embed-builder.js), so the page, the README and
 * the tests all see the same text.
 */

/**
 * The widgets that make sense on their own page, with the options each takes and the first height of its frame:
 * close to what it needs in a column about 600 px wide, so the partner's page hardly moves when the resize script
 * gives the frame its real height, and a sensible box to scroll in without that script.
 */
export const EMBED_WIDGETS = {
  catalogue: { tag: 'shop-catalogue', height: 900, options: ['collection', 'limit', 'lang', 'brand'] },
  carousel: { tag: 'shop-carousel', height: 420, options: ['showroom', 'autoplay', 'lang', 'brand'] },
  showroom: { tag: 'shop-showroom', height: 720, options: ['showroom', 'lang', 'brand'] },
  'contact-tabs': { tag: 'shop-contact-tabs', height: 360, options: ['lang', 'brand'] },
  'offer-banner': { tag: 'shop-offer-banner', height: 56, options: ['lang', 'brand'] },
};

/** What a snippet starts from: the catalogue of sarees, twelve cards, in English, in the shop's maroon. */
export const DEFAULTS = {
  widget: 'catalogue',
  collection: 'Saree',
  showroom: 'karimpur',
  limit: 12,
  lang: 'en',
  brand: '#800000',
  autoplay: true,
};

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Only the options a widget takes, and only where they differ from what the frame page does by itself. */
function chosen(widget, options) {
  const o = { ...DEFAULTS, ...options };
  const out = [];
  for (const name of EMBED_WIDGETS[widget].options) {
    const value = o[name];
    if (name === 'brand' && value.toLowerCase() === DEFAULTS.brand) continue;
    if (name === 'autoplay' && value) continue;
    out.push([name, name === 'autoplay' ? 'false' : String(value)]);
  }
  return out;
}

/**
 * The address of a widget's frame page with its options: `/embed/catalogue?collection=Saree&limit=12&lang=en`, or
 * the Bengali page for `lang=bn` (`/bn/embed/…`), prerendered in Bengali, so it too shows its content at once.
 */
export function frameUrl(origin, widget, options = {}) {
  const query = new URLSearchParams(chosen(widget, options)).toString();
  const lang = { ...DEFAULTS, ...options }.lang === 'bn' ? '/bn' : '';
  return `${origin}${lang}/embed/${widget}${query ? `?${query}` : ''}`;
}

/**
 * The frame form: the iframe (with its first height) and the optional resize script. `frameborder`, obsolete but
 * honoured everywhere, rather than a `style` attribute, which a partner's CSP without 'unsafe-inline' refuses.
 */
export function frameSnippet(origin, widget, options = {}, title = '') {
  const { height } = EMBED_WIDGETS[widget];
  return (
    `<iframe src="${escape(frameUrl(origin, widget, options))}" title="${escape(title)}" width="100%" height="${height}" ` +
    `frameborder="0" loading="lazy"></iframe>\n` +
    `<script src="${escape(origin)}/assets/embed-resize.js" async></script>`
  );
}

/**
 * The script form: the widget's module script and its element. The carousel's slides and the contact tabs'
 * sections come from the site's content (`data`, as the builder page carries it), in the chosen language.
 */
export function scriptSnippet(origin, widget, options = {}, data = { slides: {}, tabs: {} }) {
  const o = { ...DEFAULTS, ...options };
  const { tag } = EMBED_WIDGETS[widget];
  // The carousel takes its slides, not a showroom; the colour goes on the element as the custom property.
  const attributes = chosen(widget, o)
    .filter(([name]) => name !== 'brand' && !(widget === 'carousel' && name === 'showroom'))
    .map(([name, value]) => ` ${name}="${escape(value)}"`);
  if (widget === 'carousel') {
    const slides = (data.slides[o.showroom]?.[o.lang] ?? []).map((slide) => ({
      ...slide,
      src: new URL(slide.src, `${origin}/`).href,
    }));
    attributes.push(` slides='${escape(JSON.stringify(slides))}'`);
  }
  if (o.brand.toLowerCase() !== DEFAULTS.brand) attributes.push(` style="--shop-brand: ${escape(o.brand)}"`);
  const children = widget === 'contact-tabs' ? `\n${data.tabs[o.lang] ?? ''}\n` : '';
  return (
    `<script type="module" src="${escape(origin)}/widgets/${widget}.js"></script>\n` +
    `<${tag}${attributes.join('')}>${children}</${tag}>`
  );
}
