/** The schema's messages said plainly, for `npm run check` and the shop manager's settings form alike. */
const TYPE_WORDS: Record<string, string> = {
  string: 'text in "quotes"',
  number: 'a number',
  boolean: 'true or false (no quotes)',
  array: 'a list in [ ]',
  object: 'a group of fields in { }',
};

/** Zod's wording, said plainly: "expected string, received undefined" → "missing: write text in "quotes"". */
export function plainMessage(message: string): string {
  const typed = message.match(/expected (\w+), received (\w+)/);
  if (typed) {
    const want = TYPE_WORDS[typed[1]!] ?? typed[1]!;
    return typed[2] === 'undefined'
      ? `missing: add it, as ${want}`
      : `should be ${want}, not ${TYPE_WORDS[typed[2]!] ?? typed[2]}`;
  }
  if (/expected string to have >=1 characters/.test(message)) return 'empty: write something here';
  const option = message.match(/expected one of (.+)$/);
  if (option) return `should be one of ${option[1]!.split('|').join(', ')}`;
  return message.replace(/^Invalid input: /, '');
}
