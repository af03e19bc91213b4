/**
 * The one way pages build HTML: a tagged template that escapes every
 * interpolated value unless it is already Html. Text and attribute values from
 * the shop's data can therefore never break out of their element or quotes.
 */
import { bengaliRuns } from '../../src/bengali.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Markup that is already safe: made by `html` or by `raw` from build-generated text. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Anything a template may interpolate; null, undefined and false render nothing. */
export type Child = Html | string | number | null | undefined | false | readonly Child[];

function render(value: Child): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Child[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Html(out);
}

/** Escaped text whose Bengali runs are marked `<span lang="bn">`, so screen readers and fonts pick Bengali. */
export function withBengali(text: string): Html {
  return new Html(
    bengaliRuns(text)
      .map((run) => (run.bengali ? `<span lang="bn">${escapeHtml(run.text)}</span>` : escapeHtml(run.text)))
      .join(''),
  );
}

/** Trusted markup made by the build itself (never data): e.g. JSON-LD already made safe by jsonForScript. */
export function raw(markup: string): Html {
  return new Html(markup);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is written as
 * \u003c so no string in the data can close the script element.
 */
export function jsonForScript(data: unknown): Html {
  return raw(JSON.stringify(data).replace(/</g, '\\u003c'));
}
