import { z } from 'zod';
import type { Lang } from '../i18n.js';

const NAME: Record<Lang, string> = { en: 'English', bn: 'Bengali' };

/** One language of a bilingual text; a missing or empty one names the language, so the staff know what to add. */
const oneLanguage = (lang: Lang) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `missing the ${NAME[lang]} text ("${lang}")`
          : `expected the ${NAME[lang]} text ("${lang}") as text`,
    })
    .trim()
    .min(1, `the ${NAME[lang]} text ("${lang}") is empty`);

/**
 * A text the shop writes in both languages: `{ "en": "…", "bn": "…" }`. The Bengali must be in Bengali script,
 * which catches an English sentence pasted into both places.
 */
export const bilingual = z.object(
  {
    en: oneLanguage('en'),
    bn: oneLanguage('bn').refine((text) => /[\u0980-\u09ff]/.test(text), {
      message: 'the Bengali text ("bn") has no Bengali letters',
    }),
  },
  {
    error: (issue) =>
      issue.input === undefined
        ? 'missing: expected { "en": "…", "bn": "…" }'
        : 'expected the text in both languages: { "en": "…", "bn": "…" }',
  },
);
