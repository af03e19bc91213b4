/**
 * Checks the word list: `npx tsx src/vocabulary/validate.ts` prints each problem
 * with the file and the entry, and exits non-zero when there is one. The
 * same check runs in the tests (test/unit/search-words.test.ts).
 */
import { fileURLToPath } from 'node:url';
import type { WordList } from '../search/lexicon.js';
import { fold, normalise, words } from '../search/text.js';

// Bengali block, with the zero-width (non-)joiners some keyboards type inside conjuncts.
const BENGALI = /^[\u0980-\u09ff\u200c\u200d]+(?:[ -][\u0980-\u09ff\u200c\u200d]+)*$/u;
const LATIN = /^[a-z0-9]+(?:[ -][a-z0-9]+)*$/;

/** What is wrong with the list, one sentence each; empty when it is fine. */
export function validateWords(list: WordList): string[] {
  const problems: string[] = [];
  // Which entries have each form, and whether each marks it as shared.
  const owners = new Map<string, { where: string; shared: boolean }[]>();
  for (const [file, entries] of Object.entries(list)) {
    if (!Array.isArray(entries)) {
      problems.push(`${file}.json: must be a list of entries`);
      continue;
    }
    entries.forEach((entry, i) => {
      const where = `${file}.json, entry ${i + 1} (${typeof entry?.en === 'string' ? entry.en : '?'})`;
      if (typeof entry?.en !== 'string' || !LATIN.test(entry.en)) {
        problems.push(`${where}: "en" must be the English word in lower-case letters`);
      }
      if (!Array.isArray(entry?.bn) || entry.bn.length === 0) {
        problems.push(`${where}: "bn" must list at least one form in Bengali script`);
      }
      if (!Array.isArray(entry?.also)) problems.push(`${where}: "also" must be a list (it may be empty: [])`);
      const shared = entry?.shared ?? [];
      const forms: string[] = [entry?.en, ...(entry?.bn ?? []), ...(entry?.also ?? [])];
      for (const form of entry?.bn ?? []) {
        if (typeof form !== 'string' || !BENGALI.test(form)) {
          problems.push(`${where}: "${String(form)}" in "bn" must be written in Bengali script`);
        }
      }
      for (const form of entry?.also ?? []) {
        if (typeof form !== 'string' || !LATIN.test(form)) {
          problems.push(`${where}: "${String(form)}" in "also" must be in lower-case English letters (a–z, 0–9)`);
        }
      }
      for (const form of shared) {
        if (!forms.includes(form)) problems.push(`${where}: "shared" names "${form}", which is not one of its forms`);
      }
      const seen = new Set<string>();
      for (const form of forms) {
        if (typeof form !== 'string') continue;
        const key = words(fold(normalise(form))).join('');
        if (seen.has(key)) problems.push(`${where}: "${form}" is listed twice (spaces and hyphens do not count)`);
        if (!seen.has(key)) owners.set(key, [...(owners.get(key) ?? []), { where, shared: shared.includes(form) }]);
        seen.add(key);
      }
    });
  }
  for (const [key, entries] of owners) {
    if (entries.length > 1 && entries.some((entry) => !entry.shared)) {
      const names = entries.map((entry) => entry.where).join('; ');
      problems.push(
        `"${key}" belongs to ${entries.length} entries (${names}): list it in "shared" of each, or keep it in one`,
      );
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { WORDS } = await import('./words.js');
  const problems = validateWords(WORDS);
  const entries = Object.values(WORDS).flat();
  const forms = entries.reduce((sum, e) => sum + 1 + e.bn.length + e.also.length, 0);
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? `The word list is fine: ${entries.length} entries, ${forms} forms.`
      : `${problems.length} problem(s).`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
