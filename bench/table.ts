/** What every benchmark section shares: medians and percentiles, rounding for the JSON file, plain-text tables. */

/** Nearest-rank percentile (p in 0–100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Rounds for the JSON file: enough digits to be useful, no float noise. */
export function round(value: number, digits = 3): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export const spread = (values: readonly number[], digits = 1): Spread => ({
  median: round(median(values), digits),
  min: round(Math.min(...values), digits),
  max: round(Math.max(...values), digits),
});

/** `median (min–max)`, or '–' when there is no figure. */
export const range = (s: Spread | undefined, digits = 0): string =>
  s && Number.isFinite(s.median) ? `${fixed(s.median, digits)} (${fixed(s.min, digits)}–${fixed(s.max, digits)})` : '–';

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

/** Renders a titled table, with optional notes under it. A header ending in ' >' is right-aligned. */
export function table(
  title: string,
  columns: readonly (Column | string)[],
  rows: readonly Cell[][],
  notes: readonly string[] = [],
): string {
  const cols = columns.map((c): Column => {
    if (typeof c !== 'string') return c;
    return c.endsWith(' >') ? { header: c.slice(0, -2), align: 'right' } : { header: c };
  });
  const text = rows.map((row) => cols.map((_, i) => String(row[i] ?? '')));
  const widths = cols.map((column, i) => Math.max(width(column.header), ...text.map((row) => width(row[i]!))));
  const aligns = cols.map((column, i) => column.align ?? (typeof rows[0]?.[i] === 'number' ? 'right' : 'left'));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (aligns[i] === 'right' ? padStart(cell, widths[i]!) : padEnd(cell, widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    title,
    '='.repeat(width(title)),
    line(cols.map((column) => column.header)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...text.map(line),
    ...notes.map((note) => `  ${note}`),
    '',
  ].join('\n');
}
