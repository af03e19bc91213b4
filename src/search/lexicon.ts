/**
 * The word list (src/vocabulary/words.json) turned into look-ups: which entries a
 * query word names, exactly, loosely, by its stem, as the start of a word
 * being typed, or within a typo.
 */
import { fold, loose, normalise, stems, withinEdits, words } from './text.js';

/** One word of the list: its English form, its Bengali script forms, other spellings in Latin letters. */
export interface WordEntry {
  en: string;
  bn: string[];
  also: string[];
  /** Forms that another entry has too, on purpose (হলুদ is yellow and turmeric). */
  shared?: string[];
}

/** Entries grouped by kind (garment, fabric, colour, …): the shape of words.json. */
export type WordList = Record<string, WordEntry[]>;

export interface Lexicon {
  /** Every form of each entry, each form as its folded words ("sky blue" → ["sky", "blue"]). */
  forms: string[][][];
  /** A form's words run together ("skyblue", "tshirt") → the entries that have it. */
  exact: Map<string, number[]>;
  /** The loose key of that → the entries. */
  loose: Map<string, number[]>;
  /** The keys of `exact`, sorted, for prefixes and near spellings. */
  keys: string[];
}

const add = (map: Map<string, number[]>, key: string, id: number) => {
  const ids = map.get(key);
  if (!ids) map.set(key, [id]);
  else if (!ids.includes(id)) ids.push(id);
};

export function compileWords(list: WordList): Lexicon {
  const forms: string[][][] = [];
  const exact = new Map<string, number[]>();
  const looseKeys = new Map<string, number[]>();
  for (const entry of Object.values(list).flat()) {
    const id = forms.length;
    const split = [entry.en, ...entry.bn, ...entry.also].map((form) => words(fold(normalise(form))));
    forms.push(split.filter((parts) => parts.length > 0));
    for (const parts of split) {
      const key = parts.join('');
      add(exact, key, id);
      add(looseKeys, loose(key), id);
    }
  }
  return { forms, exact, loose: looseKeys, keys: [...exact.keys()].sort() };
}

/** First index in sorted `keys` at or after `prefix`. */
export function lowerBound<T extends string | number>(keys: ArrayLike<T>, prefix: T): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Named {
  /** Entries the word is a form of: exactly, loosely, or once an ending is taken off. */
  exact: Set<number>;
  /**
   * Entries with a form that starts with the word (the shopper is still typing it); none when the word is a
   * whole form already: `katan` is a silk, whatever else starts with it.
   */
  prefix: Set<number>;
}

/** The entries a (folded, single) query word names. */
export function lookUp(lexicon: Lexicon, word: string): Named {
  const exact = new Set<number>();
  const prefix = new Set<number>();
  for (const candidate of [word, ...stems(word)]) {
    for (const id of lexicon.exact.get(candidate) ?? []) exact.add(id);
    for (const id of lexicon.loose.get(loose(candidate)) ?? []) exact.add(id);
  }
  if (word.length >= 3 && exact.size === 0) {
    for (let i = lowerBound(lexicon.keys, word); i < lexicon.keys.length; i++) {
      const key = lexicon.keys[i]!;
      if (!key.startsWith(word)) break;
      for (const id of lexicon.exact.get(key)!) prefix.add(id);
    }
  }
  return { exact, prefix };
}

/** Allowed typos: one edit from five letters, two from eight; none below five. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

/** Entries with a form within the word's typo budget. */
export function lookUpTypo(lexicon: Lexicon, word: string): Set<number> {
  const found = new Set<number>();
  const budget = typoBudget(word);
  if (budget === 0) return found;
  for (const key of lexicon.keys) {
    if (withinEdits(word, key, budget)) for (const id of lexicon.exact.get(key)!) found.add(id);
  }
  return found;
}
