/**
 * The build's data errors in plain words for the shop's staff: `npm run check` and `npm run build` print
 * every problem of the shop config or a content file as the field, what is wrong in words, and an example
 * of what is right, taken from the same field of a sibling entry in the same file when there is one
 * (`slides[2].alt` → what `slides[0].alt` holds), so the example is always in the file's current format.
 *
 * The problems themselves come from the build's own validation (src/config/schema.ts, site/pages/content.ts),
 * whose errors read "Invalid <what> <file>:" and then one "  <field>: <message>" line per problem.
 */
import { readFileSync } from 'node:fs';
import { describeField, fieldPath } from '../../src/config/fields.js';
import { decodeJsonFile, parseJsonText } from '../../src/config/json-text.js';
import { plainMessage } from '../../src/config/plain-message.js';

const HEADER = /^Invalid (content file|shop config) (.+?):$/;
const LINE = /^ {2}(\S[^:]*): (.*)$/;

type Key = string | number;

const keys = fieldPath;

function at(data: unknown, path: readonly Key[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<Key, unknown>)[key] : undefined),
    data,
  );
}

/** The same field in a sibling entry (another index of the nearest list) that has no problem of its own. */
function example(
  data: unknown,
  field: string,
  bad: ReadonlySet<string>,
  words: (path: Key[]) => string,
): string | undefined {
  const path = keys(field);
  for (let i = path.length - 1; i >= 0; i--) {
    if (typeof path[i] !== 'number') continue;
    const list = at(data, path.slice(0, i));
    if (!Array.isArray(list)) continue;
    for (let j = 0; j < list.length; j++) {
      if (j === path[i]) continue;
      const sibling = [...path.slice(0, i), j, ...path.slice(i + 1)];
      const name = sibling.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${k}` : k), '');
      const value = at(data, sibling);
      if (value !== undefined && ![...bad].some((b) => b === name || b.startsWith(`${name}.`)))
        return `${words(sibling)} is ${JSON.stringify(value)}`;
    }
  }
  return undefined;
}

/**
 * The error's problems, one paragraph each; an error of another kind is returned as its message. `given`: the data
 * that was validated, when it is not a file to read again (the shop's settings in Firestore).
 */
export function explain(error: unknown, given?: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [first, ...lines] = message.split('\n');
  const [, kind, file] = first?.match(HEADER) ?? [];
  if (!file) return message;
  let data: unknown = given;
  try {
    data ??= parseJsonText(decodeJsonFile(readFileSync(file), file), file);
  } catch {
    return message;
  }
  // The shop config's fields in words ("Bethuadahari, first phone number"); a content file's as they are.
  const words = (path: Key[]) =>
    kind === 'shop config'
      ? describeField(path, data).words
      : path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${k}` : k), '');
  const problems = lines.flatMap((line) => {
    const m = line.match(LINE);
    return m ? [{ field: m[1]!, message: m[2]! }] : [];
  });
  const bad = new Set(problems.map((p) => p.field));
  const out = problems.map(({ field, message: text }) => {
    const right = example(data, field, bad, words);
    const name = field === '(root)' ? words([]) : words(keys(field));
    return `  ${name}: ${plainMessage(text)}.${right ? `\n    For example, ${right}.` : ''}`;
  });
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return `${file}: ${count} to fix:\n${out.join('\n')}`;
}
