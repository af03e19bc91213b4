/**
 * "Did you mean …?": for a query word that finds nothing, the catalogue's
 * own words nearest to it, by spelling and by the word list.
 */
import type { SearchIndex } from './build.js';
import { wordIndex } from './word-index.js';
import type { Lexicon } from './lexicon.js';
import { termHits } from './match.js';
import { editDistance, fold, loose, words } from './text.js';

const MAX = 3;

/** Edits allowed between a word and a suggestion: more than the search allows, since nothing was found. */
const reach = (word: string) => Math.min(3, Math.ceil([...word].length / 3));

export function suggestions(index: SearchIndex, lexicon: Lexicon, terms: readonly string[]): string[] {
  const w = wordIndex(index);
  for (const term of terms) {
    const key = words(fold(term)).join('');
    if (key.length < 3 || termHits(index, lexicon, fold(term)).some((hit) => hit.products.length > 0)) continue;
    const budget = reach(key);
    const looseKey = loose(key);
    const ranked: { word: string; distance: number; count: number }[] = [];
    const consider = (word: string, distance: number) => {
      const at = w.position.get(word);
      if (at === undefined || w.written[at]!.length === 0 || /\d/.test(word)) return;
      const known = ranked.find((r) => r.word === word);
      if (known) known.distance = Math.min(known.distance, distance);
      else ranked.push({ word, distance, count: w.postings[at]!.length });
    };
    for (let i = 0; i < w.vocabulary.length; i++) {
      const word = w.vocabulary[i]!;
      const distance = Math.min(editDistance(key, word, budget), editDistance(looseKey, w.looseKeys[i]!, budget) + 0.5);
      if (distance <= budget) consider(word, distance);
    }
    // A misspelling of a listed word ("benarossi"): the catalogue's spelling of that word.
    for (let id = 0; id < lexicon.forms.length; id++) {
      const forms = lexicon.forms[id]!;
      const distance = Math.min(...forms.map((form) => editDistance(key, form.join(''), budget)));
      if (distance > budget) continue;
      for (const form of forms) if (form.length === 1) consider(form[0]!, distance + 0.25);
    }
    return ranked
      .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.word < b.word ? -1 : 1))
      .slice(0, MAX)
      .map((r) => r.word);
  }
  return [];
}
