/** Plain-text tables for the benchmark's stdout: one per section, aligned columns, units in the headers. */

export interface Column {
  header: string;
  /** Numbers read best right-aligned; text left-aligned (the default follows the first row's cell type). */
  align?: 'left' | 'right';
}

export type Cell = string | number;

/** Formats a number with a fixed count of decimals; '–' for a missing value. */
export function fixed(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
}

/** Bytes as KB (1 KB = 1024 bytes), one decimal. */
export const kb = (bytes: number | null | undefined): string =>
  bytes === null || bytes === undefined ? '–' : fixed(bytes / 1024, 1);

/** Terminal columns a string takes: combining marks (Bengali vowel signs below, nukta, …) take none. */
export const width = (text: string): number => [...text.replace(/[\p{Mn}\p{Me}\u200c\u200d]/gu, '')].length;

const padStart = (text: string, size: number) => ' '.repeat(Math.max(0, size - width(text))) + text;
const padEnd = (text: string, size: number) => text + ' '.repeat(Math.max(0, size - width(text)));

/** Renders a titled table, with optional notes under it. */
export function table(
  title: string,
  columns: readonly Column[],
  rows: readonly Cell[][],
  notes: readonly string[] = [],
): string {
  const text = rows.map((row) => columns.map((_, i) => String(row[i] ?? '')));
  const widths = columns.map((column, i) => Math.max(column.header.length, ...text.map((row) => width(row[i]!))));
  const aligns = columns.map((column, i) => column.align ?? (typeof rows[0]?.[i] === 'number' ? 'right' : 'left'));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (aligns[i] === 'right' ? padStart(cell, widths[i]!) : padEnd(cell, widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    title,
    '='.repeat(title.length),
    line(columns.map((column) => column.header)),
    rule,
    ...text.map(line),
    ...notes.map((note) => `  ${note}`),
    '',
  ].join('\n');
}
