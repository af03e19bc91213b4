/**
 * Shop-written texts (site/data/shop.json, site/data/content/*.json) hold both languages as `{ en, bn }`; `localize` turns
 * such data into one language's plain strings, so page templates and widgets read `s.name` as before. (Its own
 * module: only the showroom widget needs it, so it stays out of the runtime every widget loads.)
 */
import type { Bilingual, Lang } from './i18n.js';

/** `T` with every `{ en, bn }` replaced by a string. */
export type Localized<T> = T extends Bilingual
  ? [Exclude<keyof T, 'en' | 'bn'>] extends [never]
    ? string
    : { [K in keyof T]: Localized<T[K]> }
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

function isBilingual(value: object): value is Bilingual {
  const keys = Object.keys(value);
  return (
    keys.length === 2 && typeof (value as Bilingual).en === 'string' && typeof (value as Bilingual).bn === 'string'
  );
}

/** `value` in one language: each `{ en, bn }` inside it becomes that language's string. */
export function localize<T>(value: T, lang: Lang): Localized<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, lang)) as Localized<T>;
  if (value === null || typeof value !== 'object') return value as Localized<T>;
  if (isBilingual(value)) return value[lang] as Localized<T>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = localize(item, lang);
  return out as Localized<T>;
}
