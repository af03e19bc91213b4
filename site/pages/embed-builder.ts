/**
 * `/embed` (and `/bn/embed`): the snippet builder. A partner picks a widget and its options, sees the frame page as
 * a preview, and copies either snippet. Without JavaScript the choices are hidden (styles/embed.css) and the default snippets,
 * written here by the same module the builder's script uses, are still there to copy.
 */
import { DEFAULTS, EMBED_WIDGETS, frameSnippet, frameUrl, scriptSnippet } from '../assets/embed-snippets.js';
import { html, type Html } from './html.js';
import type { Page, SiteContext } from './context.js';
import { EMBED_NAMES } from './embed-frames.js';
import { embedStrings } from './embed-strings.js';
import { withLatin } from './languages.js';

/** Hidden at first when the default widget does not take it, so nothing moves when the script starts. */
const unused = (name: string): Html | '' =>
  (EMBED_WIDGETS[DEFAULTS.widget as keyof typeof EMBED_WIDGETS].options as readonly string[]).includes(name)
    ? ''
    : html` hidden`;

/** One labelled control, shown only for the widgets that take its option (`data-option`). */
const field = (name: string, label: Html | string, control: Html): Html =>
  html`<p class="embed-builder__field" data-option="${name}"${unused(name)}><label for="embed-${name}">${label}</label>${control}</p>`;

function codeBlock(id: string, heading: Html, hint: Html, code: string, copy: string): Html {
  return html`<section class="embed-builder__code" aria-labelledby="${id}-heading">
<h2 id="${id}-heading">${heading}</h2>
<p id="${id}-hint">${hint}</p>
<textarea id="${id}" class="embed-builder__text" readonly rows="5" spellcheck="false" aria-labelledby="${id}-heading" aria-describedby="${id}-hint">${code}</textarea>
<p class="embed-builder__copy"><button type="button" class="button button--solid" data-copy="${id}">${copy}</button>
<span class="embed-builder__status" role="status" data-copy-status="${id}"></span></p>
</section>`;
}

export function embedBuilderPage(ctx: SiteContext, route: string): Page {
  const s = embedStrings[ctx.lang];
  const latin = (text: string) => withLatin(ctx, text);
  const origin = new URL(ctx.shop.siteUrl).origin;
  const title = `${s.widgets[DEFAULTS.widget as keyof typeof s.widgets]} | ${ctx.shop.name}`;
  const collections = Object.values(ctx.content.listings).map((l) => [l.collection, l.heading] as const);
  const widgetChoices = EMBED_NAMES.map(
    (name) =>
      html`<label class="embed-builder__choice"><input type="radio" name="widget" value="${name}" data-title="${s.widgets[name]} | ${ctx.shop.name}"${name === DEFAULTS.widget ? html` checked` : ''}> ${s.widgets[name]}</label>`,
  );
  // The preview is lazy: on a phone it is below the choices and the snippets, and it loads a whole frame page.
  const body = html`<h1>${s.title}</h1>
<p class="lead">${latin(s.lead)}</p>
<div class="embed-builder" data-embed-builder data-copied="${s.copied}" data-copy-failed="${s.copyFailed}" data-preview-title="${s.preview}">
<div class="embed-builder__side">
<div class="embed-builder__form" data-embed-form>
<fieldset><legend>${s.what}</legend>${widgetChoices}</fieldset>
${field('collection', s.collection, html`<select id="embed-collection" name="collection">${collections.map(([value, label]) => html`<option value="${value}"${value === DEFAULTS.collection ? html` selected` : ''}>${label}</option>`)}</select>`)}
${field('showroom', s.showroom, html`<select id="embed-showroom" name="showroom">${ctx.shop.showrooms.map((r) => html`<option value="${r.id}"${r.id === DEFAULTS.showroom ? html` selected` : ''}>${r.name}</option>`)}</select>`)}
${field('lang', s.lang, html`<select id="embed-lang" name="lang"><option value="en"${ctx.lang === 'en' ? html` selected` : ''} lang="en">English</option><option value="bn"${ctx.lang === 'bn' ? html` selected` : ''} lang="bn">বাংলা</option></select>`)}
${field('limit', s.limit, html`<input id="embed-limit" name="limit" type="number" inputmode="numeric" min="1" max="999" value="${DEFAULTS.limit}">`)}
${field('brand', s.brand, html`<input id="embed-brand" name="brand" type="color" value="${DEFAULTS.brand}">`)}
<p class="embed-builder__field" data-option="autoplay"${unused('autoplay')}><label class="embed-builder__choice"><input type="checkbox" name="autoplay" checked> ${s.autoplay}</label></p>
</div>
${codeBlock('embed-frame-code', latin(s.frameHeading), latin(s.frameHint), frameSnippet(origin, DEFAULTS.widget, { lang: ctx.lang }, title), s.copyFrame)}
${codeBlock('embed-script-code', latin(s.scriptHeading), latin(s.scriptHint), scriptSnippet(origin, DEFAULTS.widget, { lang: ctx.lang }), s.copyScript)}
</div>
<section class="embed-builder__preview" aria-labelledby="embed-preview-heading">
<h2 id="embed-preview-heading">${s.preview}</h2>
<iframe class="embed-builder__frame" loading="lazy" src="${frameUrl('', DEFAULTS.widget, { lang: ctx.lang })}" title="${s.preview}: ${title}" height="${EMBED_WIDGETS.catalogue.height}" data-embed-preview></iframe>
</section>
</div>
<script src="/assets/embed-resize.js" async></script>
<script type="module" fetchpriority="low" src="/assets/embed-builder.js"></script>`;
  return { title: s.title, description: s.description, crumbs: [{ label: s.title, href: route }], body };
}
