/** The shop's two languages. */
export type Lang = 'en' | 'bn';
export const LANGS: readonly Lang[] = ['en', 'bn'];

/** A text the shop writes in both languages. */
export interface Bilingual {
  en: string;
  bn: string;
}

/**
 * A strings table: one object per language, written as `tables(en, bn)` so the site's build can make a bundle
 * for one language (rollup.config.mjs `oneLanguage` rewrites the call, and the other table is left out).
 */
export const tables = <T>(en: T, bn: T): Record<Lang, T> => ({ en, bn });
