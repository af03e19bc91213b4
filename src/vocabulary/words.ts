/** The word list, one file per kind of word (see README.md beside this file). */
import colours from './colours.json';
import fabrics from './fabrics.json';
import garments from './garments.json';
import occasions from './occasions.json';
import parts from './parts.json';
import regions from './regions.json';
import sizes from './sizes.json';
import work from './work.json';
import type { WordList } from '../search/lexicon.js';

export const WORDS: WordList = { garments, parts, fabrics, work, colours, occasions, regions, sizes };
