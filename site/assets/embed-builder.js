/* global navigator */
/*
 * The snippet builder (/embed): the form's choices → both snippets, and the preview frame. The snippets name this
 * site's own address, so what the builder writes on the live site is what partners paste.
 */
import { DEFAULTS, EMBED_WIDGETS, frameSnippet, frameUrl, scriptSnippet } from './embed-snippets.js';

const builder = document.querySelector('[data-embed-builder]');
const form = builder.querySelector('[data-embed-form]');
const preview = builder.querySelector('[data-embed-preview]');
const origin = window.location.origin;
let data = { slides: {}, tabs: {} };

function choices() {
  // The choices change the snippets at once: there is nothing to submit, so they are not a <form>.
  const get = (name) => form.querySelector(`[name="${name}"]`);
  const limit = Number(get('limit').value);
  return {
    widget: form.querySelector('input[name="widget"]:checked')?.value ?? DEFAULTS.widget,
    options: {
      collection: get('collection').value,
      showroom: get('showroom').value,
      lang: get('lang').value,
      limit: Number.isInteger(limit) && limit >= 1 && limit <= 999 ? limit : DEFAULTS.limit,
      brand: get('brand').value,
      autoplay: get('autoplay').checked,
    },
  };
}

function update() {
  const { widget, options } = choices();
  const takes = EMBED_WIDGETS[widget].options;
  for (const field of form.querySelectorAll('[data-option]')) field.hidden = !takes.includes(field.dataset.option);
  const title = form.querySelector(`input[name="widget"][value="${widget}"]`).dataset.title;
  document.getElementById('embed-frame-code').value = frameSnippet(origin, widget, options, title);
  document.getElementById('embed-script-code').value = scriptSnippet(origin, widget, options, data);
  const src = frameUrl('', widget, options);
  if (preview.getAttribute('src') !== src) {
    preview.setAttribute('src', src);
    preview.title = `${builder.dataset.previewTitle}: ${title}`;
  }
  for (const status of builder.querySelectorAll('[data-copy-status]')) status.textContent = '';
}

form.addEventListener('input', update);
form.addEventListener('change', update);

builder.addEventListener('click', async (event) => {
  const button = event.target.closest('[data-copy]');
  if (!button) return;
  const text = document.getElementById(button.dataset.copy);
  const status = builder.querySelector(`[data-copy-status="${button.dataset.copy}"]`);
  try {
    await navigator.clipboard.writeText(text.value);
    status.textContent = builder.dataset.copied;
  } catch {
    // No clipboard (an old phone, a page without permission): the text is selected for the shopper to copy.
    text.focus();
    text.select();
    status.textContent = builder.dataset.copyFailed;
  }
});

// The carousel's slides and the tabs' sections for the script snippets; the rest needs nothing more.
fetch('/embed/options.json')
  .then((response) => (response.ok ? response.json() : data))
  .then((options) => {
    data = options;
  })
  .catch(() => undefined)
  .finally(() => {
    update();
    builder.dataset.ready = '';
  });
update();
