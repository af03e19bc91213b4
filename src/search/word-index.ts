/**
 * An inverted index from every word of the catalogue to the products that
 * have it, so a keystroke looks at the catalogue's words rather than at every
 * product.
 */
import { searchTitle, type SearchIndex } from './build.js';
import { fold, isWordAt, loose, normalise, stems } from './text.js';

/** The catalogue's words and which products have each: built once per index, on first use. */
export interface WordIndex {
  /** Every word of the catalogue (folded), sorted. */
  vocabulary: readonly string[];
  /** Loose key of each word, same order. */
  looseKeys: readonly string[];
  /** Products having each word, ascending, same order. */
  postings: readonly (readonly number[])[];
  /**
   * Where each product of `postings` has the word, same order: `PLACE_TITLE` minus its position among the title's
   * words (at least 1) when the title has it, else 0. The start of a title names what the product is ("Red Katan
   * Silk Saree with Black Border" is red, its border black).
   */
  places: readonly Uint8Array[];
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

/** The place of the title's first word; the seventh word on is 1, the description 0. */
export const PLACE_TITLE = 7;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 16777619;

/**
 * The catalogue's words, found by a hash computed while scanning and checked
 * against the text in place (open addressing in a typed array): a catalogue
 * repeats the same few hundred words, and this way an occurrence costs no new
 * string and no map look-up.
 */
class Words {
  readonly words: string[] = [];
  /** Products having each word as written. */
  readonly written: number[][] = [];
  /** Products having it as hyphenated words run together. */
  readonly joined: number[][] = [];
  /** Where each product of `written` and `joined` has it (see `WordIndex.places`), same order. */
  readonly writtenPlaces: number[][] = [];
  readonly joinedPlaces: number[][] = [];
  private hashes = new Int32Array(1024);
  /** Word number + 1 at each hash position; 0 is free. */
  private table = new Int32Array(4096);

  note(text: string, start: number, end: number, hash: number, product: number, written: boolean, place: number): void {
    const length = end - start;
    const mask = this.table.length - 1;
    let at = hash & mask;
    let id = this.table[at]! - 1;
    while (id >= 0) {
      const word = this.words[id]!;
      if (this.hashes[id] === hash && word.length === length && same(text, start, word)) break;
      at = (at + 1) & mask;
      id = this.table[at]! - 1;
    }
    if (id < 0) id = this.add(text.slice(start, end), hash, at);
    const list = written ? this.written[id]! : this.joined[id]!;
    const places = written ? this.writtenPlaces[id]! : this.joinedPlaces[id]!;
    if (list[list.length - 1] !== product) {
      list.push(product);
      places.push(place);
    } else if (places[places.length - 1]! < place) places[places.length - 1] = place;
  }

  /** Hyphenated words run together: rare, so a plain string is fine. */
  noteCompound(word: string, product: number, place: number): void {
    this.note(word, 0, word.length, hashOf(word, 0, word.length) & 0x3fffffff, product, false, place);
  }

  private add(word: string, hash: number, at: number): number {
    const id = this.words.length;
    this.words.push(word);
    this.written.push([]);
    this.joined.push([]);
    this.writtenPlaces.push([]);
    this.joinedPlaces.push([]);
    if (id >= this.hashes.length) {
      const hashes = new Int32Array(this.hashes.length * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[id] = hash;
    this.table[at] = id + 1;
    // Keep the table at most half full, so probes stay short.
    if (this.words.length * 2 > this.table.length) this.grow();
    return id;
  }

  private grow(): void {
    this.table = new Int32Array(this.table.length * 2);
    const mask = this.table.length - 1;
    for (let id = 0; id < this.words.length; id++) {
      let at = this.hashes[id]! & mask;
      while (this.table[at] !== 0) at = (at + 1) & mask;
      this.table[at] = id + 1;
    }
  }
}

/** Whether `word` is in `text` at `start` (a loop: cheaper than startsWith on short words). */
function same(text: string, start: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (text.charCodeAt(start + i) !== word.charCodeAt(i)) return false;
  return true;
}

// Kept to 30 bits, a small integer to the engine: no number is allocated per word.
function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

/** 1 when a word character starts at `i`, 2 when a two-unit one does, else 0; ASCII decided without a call. */
function widthAt(text: string, i: number, code: number): number {
  if (code >= 128) return isWordAt(text, i);
  const lower = code | 32;
  return (lower >= 97 && lower <= 122) || (code >= 48 && code <= 57) ? 1 : 0;
}

/** The Bengali word for a saree's border: "লাল পাড় ঘিয়ে গরদ" is an off-white saree with a red border. */
const BORDER = fold(normalise('পাড়'));

/**
 * Indexes the words of one product's folded text, and its hyphenated words run together ("t-shirt" → "tshirt"); the
 * text's first `titleEnd` characters are its title, its Bengali name from `secondTitle` on (counted from its own
 * first word). A title word followed by পাড় names the border, so it takes the last place of the title.
 */
function indexText(words: Words, text: string, product: number, titleEnd: number, secondTitle: number): void {
  let start = -1;
  let joinedFrom = -1;
  let joinedPlace = 0;
  let hash = FNV_OFFSET;
  let ordinal = 0;
  const length = text.length;
  for (let i = 0; i <= length; i++) {
    const code = i < length ? text.charCodeAt(i) : 32;
    const width = widthAt(text, i, code);
    if (width > 0) {
      if (start < 0) {
        start = i;
        hash = FNV_OFFSET;
      }
      hash = Math.imul(hash ^ code, FNV_PRIME);
      if (width === 2) hash = Math.imul(hash ^ text.charCodeAt(++i), FNV_PRIME);
      continue;
    }
    if (start < 0) continue;
    if (start === secondTitle) ordinal = 0;
    let place = start < titleEnd ? Math.max(1, PLACE_TITLE - ordinal++) : 0;
    if (
      place > 1 &&
      text.startsWith(BORDER, i + 1) &&
      !(widthAt(text, i + 1 + BORDER.length, text.charCodeAt(i + 1 + BORDER.length)) > 0)
    )
      place = 1;
    words.note(text, start, i, hash & 0x3fffffff, product, true, place);
    if (code === 45 && i + 1 < length && widthAt(text, i + 1, text.charCodeAt(i + 1)) > 0) {
      if (joinedFrom < 0) {
        joinedFrom = start;
        joinedPlace = place;
      }
    } else if (joinedFrom >= 0) {
      words.noteCompound(text.slice(joinedFrom, i).replace(/-/g, ''), product, joinedPlace);
      joinedFrom = -1;
    }
    start = -1;
  }
}

/** The ascending union of two ascending lists, each product's place the better of its two. */
function merge(
  a: readonly number[],
  aPlaces: readonly number[],
  b: readonly number[],
  bPlaces: readonly number[],
): [number[], Uint8Array] {
  const merged: number[] = [];
  const places: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const fromA = j >= b.length || (i < a.length && a[i]! <= b[j]!);
    const next = fromA ? a[i]! : b[j]!;
    const place = fromA ? aPlaces[i++]! : bPlaces[j++]!;
    if (merged[merged.length - 1] !== next) {
      merged.push(next);
      places.push(place);
    } else if (places[places.length - 1]! < place) places[places.length - 1] = place;
  }
  return [merged, Uint8Array.from(places)];
}

const wordIndexes = new WeakMap<SearchIndex, WordIndex>();

/**
 * The index's words, built on first use and kept: the catalogue can be shown
 * before its words are counted, and the widget builds them while the shopper
 * looks (see `prepareSearch` in src/search.ts).
 */
export function wordIndex(index: SearchIndex): WordIndex {
  let built = wordIndexes.get(index);
  if (!built) {
    built = indexWords(index);
    wordIndexes.set(index, built);
  }
  return built;
}

function indexWords(index: SearchIndex): WordIndex {
  const words = new Words();
  for (let p = 0; p < index.haystacks.length; p++) {
    const text = index.folded[p] ?? index.haystacks[p]!;
    const product = index.products[p]!;
    const title = searchTitle(product);
    // The haystack is "title \n description"; a title with a line break of its own is measured.
    const titleEnd = title.includes('\n') ? fold(normalise(title)).length : text.indexOf('\n');
    const secondTitle = product.title_bn ? fold(normalise(product.title)).length + 1 : -1;
    indexText(words, text, p, titleEnd < 0 ? text.length : titleEnd, secondTitle);
  }
  const order = words.words.map((_, id) => id);
  order.sort((a, b) => (words.words[a]! < words.words[b]! ? -1 : 1));
  const vocabulary = order.map((id) => words.words[id]!);
  const stemmed = new Map<string, number[]>();
  vocabulary.forEach((word, i) => {
    for (const stem of stems(word)) stemmed.set(stem, [...(stemmed.get(stem) ?? []), i]);
  });
  const merged = order.map((id) =>
    words.joined[id]!.length === 0
      ? ([words.written[id]!, Uint8Array.from(words.writtenPlaces[id]!)] as const)
      : merge(words.written[id]!, words.writtenPlaces[id]!, words.joined[id]!, words.joinedPlaces[id]!),
  );
  return {
    vocabulary,
    looseKeys: vocabulary.map(loose),
    postings: merged.map(([products]) => products),
    places: merged.map(([, places]) => places),
    written: order.map((id) => words.written[id]!),
    position: new Map(vocabulary.map((word, i) => [word, i])),
    stemmed,
  };
}
