/**
 * The search index: each product's text normalised once, and an inverted
 * index from every word of the catalogue to the products that have it, so a
 * keystroke looks at the catalogue's words rather than at every product.
 */
import type { Product } from '../product.js';
import { eachWord, fold, isWordAt, loose, normalise, stems } from './text.js';

export interface SearchIndex {
  products: readonly Product[];
  /** Normalised "title \n des" of each product, same order: what the spec's rule is checked on. */
  haystacks: readonly string[];
  /** The folded haystack where folding changed it (invisible marks, Bengali digits), else null. */
  folded: readonly (string | null)[];
  /** Every word of the catalogue (folded), sorted. */
  vocabulary: readonly string[];
  /** Loose key of each word, same order. */
  looseKeys: readonly string[];
  /** Products having each word, ascending, same order. */
  postings: readonly (readonly number[])[];
  /**
   * Products having each word as written, same order: without the hyphenated words run together
   * ("t-shirt" gives "tshirt" in `postings` only), so the text of each of them contains the word.
   */
  written: readonly (readonly number[])[];
  /** Position of a word in `vocabulary`. */
  position: ReadonlyMap<string, number>;
  /** A word without an ending (see `stems`) → positions of the catalogue words that have it with one. */
  stemmed: ReadonlyMap<string, number[]>;
}

interface Slot {
  word: string;
  /** Products having the word as written. */
  written: number[];
  /** Products having it as hyphenated words run together. */
  joined: number[];
  /** Another word with the same hash. */
  next: Slot | undefined;
}

/**
 * Words by a hash computed while scanning, checked against the text in place:
 * a catalogue repeats the same few hundred words, and this way each
 * occurrence costs no new string.
 */
class Words {
  readonly slots = new Map<number, Slot>();

  note(text: string, start: number, end: number, hash: number, product: number, written: boolean): void {
    const length = end - start;
    let slot = this.slots.get(hash);
    while (slot !== undefined && (slot.word.length !== length || !text.startsWith(slot.word, start))) slot = slot.next;
    if (slot === undefined) {
      slot = { word: text.slice(start, end), written: [], joined: [], next: this.slots.get(hash) };
      this.slots.set(hash, slot);
    }
    const list = written ? slot.written : slot.joined;
    if (list[list.length - 1] !== product) list.push(product);
  }

  /** Hyphenated words run together: rare, so a plain string is fine. */
  noteCompound(word: string, product: number): void {
    this.note(word, 0, word.length, hashOf(word, 0, word.length), product, false);
  }
}

function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash;
}

/** Indexes the words of one product's folded text. */
function indexText(words: Words, text: string, product: number): void {
  let start = -1;
  let hash = 0;
  for (let i = 0; i <= text.length; i++) {
    const width = i < text.length ? isWordAt(text, i) : 0;
    if (width > 0) {
      if (start < 0) {
        start = i;
        hash = 0x811c9dc5;
      }
      hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
      if (width === 2) {
        i++;
        hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
      }
    } else if (start >= 0) {
      words.note(text, start, i, hash, product, true);
      start = -1;
    }
  }
  if (text.includes('-'))
    eachWord(
      text,
      () => {},
      (compound) => words.noteCompound(compound, product),
    );
}

/** The ascending union of two ascending lists. */
function merge(a: readonly number[], b: readonly number[]): number[] {
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (merged[merged.length - 1] !== next) merged.push(next);
  }
  return merged;
}

/** Normalises each product's text once and lists which products have each word. */
export function buildIndex(products: readonly Product[]): SearchIndex {
  const haystacks: string[] = [];
  const folded: (string | null)[] = [];
  const words = new Words();
  for (let p = 0; p < products.length; p++) {
    const haystack = normalise(`${products[p]!.title}\n${products[p]!.des}`);
    const text = fold(haystack);
    haystacks.push(haystack);
    folded.push(text === haystack ? null : text);
    indexText(words, text, p);
  }
  const slots: Slot[] = [];
  for (const head of words.slots.values())
    for (let slot: Slot | undefined = head; slot; slot = slot.next) slots.push(slot);
  slots.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const vocabulary = slots.map((slot) => slot.word);
  const stemmed = new Map<string, number[]>();
  vocabulary.forEach((word, i) => {
    for (const stem of stems(word)) stemmed.set(stem, [...(stemmed.get(stem) ?? []), i]);
  });
  return {
    products,
    haystacks,
    folded,
    vocabulary,
    looseKeys: vocabulary.map(loose),
    postings: slots.map((slot) => (slot.joined.length === 0 ? slot.written : merge(slot.written, slot.joined))),
    written: slots.map((slot) => slot.written),
    position: new Map(vocabulary.map((word, i) => [word, i])),
    stemmed,
  };
}
