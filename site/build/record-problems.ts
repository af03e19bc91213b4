/**
 * The optional fields of the catalogue (a price, the Bengali name, the showrooms…) that the site cannot use, named
 * for the build's output and `npm run check`: where (file or collection), which product, which field, what is
 * wrong. They never stop the build: the product shows without the field, as a product that never had it.
 */
import { optionalFields, type FieldProblem } from '../../src/field-problems.js';

export interface RecordProblem {
  id: string;
  field: FieldProblem['field'];
  problem: string;
}

/** The id validateRecords gives the record at `index` (src/validate.ts). */
const idOf = (id: unknown, index: number): string =>
  typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : `item-${index + 1}`;

/** The value as the message quotes it: short, and in the form the file or console shows it. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * The problems of the records the site shows (others are skipped and counted elsewhere), including showroom ids
 * that are not among the shop's (`showroomIds`, site/data/shop.json `showrooms[].id`).
 */
export function recordProblems(records: unknown, showroomIds: readonly string[]): RecordProblem[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record: unknown, index) => {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return [];
    const fields = record as Record<string, unknown>;
    if (typeof fields.title !== 'string' || typeof fields.des !== 'string') return [];
    const id = idOf(fields.id, index);
    const checked = optionalFields(fields);
    const found: RecordProblem[] = checked.problems.map(({ field, problem }) => ({
      id,
      field,
      problem: `${shown(fields[field])} ${problem}`,
    }));
    const unknown = (checked.fields.showrooms ?? []).filter((s) => !showroomIds.includes(s));
    if (unknown.length && showroomIds.length)
      found.push({
        id,
        field: 'showrooms',
        problem: `${unknown.map((s) => `"${s}"`).join(', ')} ${unknown.length === 1 ? 'is not a showroom' : 'are not showrooms'} of the shop (${showroomIds.join(', ')})`,
      });
    return found;
  });
}

/** The showrooms of a product that the shop has; unknown ids (named by recordProblems) are left out. */
export function knownShowrooms<T extends { showrooms?: string[] }>(product: T, showroomIds: readonly string[]): T {
  if (!product.showrooms) return product;
  const showrooms = product.showrooms.filter((s) => showroomIds.includes(s));
  if (showrooms.length === product.showrooms.length) return product;
  const { showrooms: _unknown, ...rest } = product;
  return (showrooms.length ? { ...rest, showrooms } : rest) as T;
}

/**
 * The build's lines for `where` (a catalogue file or a Firestore collection): a count, then one line per problem
 * naming the product and the field. Nothing when every field is usable.
 */
export function problemLines(where: string, problems: readonly RecordProblem[]): string[] {
  if (problems.length === 0) return [];
  return [
    `  ${where}: ${problems.length} ${problems.length === 1 ? 'field' : 'fields'} the site leaves out (the products show without ${problems.length === 1 ? 'it' : 'them'}):`,
    ...problems.map((p) => `    ${where}, product ${p.id}, ${p.field}: ${p.problem}.`),
  ];
}
