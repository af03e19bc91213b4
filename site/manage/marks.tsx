/**
 * `lang` on every run of one language inside the other: a product's English name on a Bengali screen, an e-mail
 * address, "WhatsApp" in a Bengali label. Screen readers then read each run in its own voice, and the browser
 * picks the right font and line breaks for it.
 */
import type { Lang } from '../../src/i18n.js';

const SCRIPT: Record<Lang, RegExp> = { bn: /[\u0980-\u09ff]/, en: /[A-Za-z]/ };

export interface Run {
  text: string;
  /** Set on a run in the other language than the text around it. */
  lang?: Lang;
}

/**
 * `text` in runs: each stretch from a letter of the other script to its last letter before a letter of `around`'s
 * script is marked (so "Red Banarasi Silk" or "mita@showroom.test" stays one run); spaces, digits and marks
 * between runs stay with the text around them.
 */
export function runs(text: string, around: Lang): Run[] {
  const other: Lang = around === 'bn' ? 'en' : 'bn';
  const out: Run[] = [];
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    if (!SCRIPT[other].test(text[i]!)) {
      i++;
      continue;
    }
    let end = i + 1;
    for (let j = i + 1; j < text.length && !SCRIPT[around].test(text[j]!); j++)
      if (SCRIPT[other].test(text[j]!)) end = j + 1;
    if (i > plainFrom) out.push({ text: text.slice(plainFrom, i) });
    out.push({ text: text.slice(i, end), lang: other });
    plainFrom = i = end;
  }
  if (plainFrom < text.length) out.push({ text: text.slice(plainFrom) });
  return out;
}

/** A text in the screen's language `lang`, with each run of the other marked. */
export function Text({ lang, children }: { lang: Lang; children: string }) {
  return (
    <>
      {runs(children, lang).map((run, i) =>
        run.lang ? (
          <span lang={run.lang} key={i}>
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
