/**
 * The spreadsheet side of the catalogue: a CSV as Google Sheets ("Download → CSV") or Excel ("CSV UTF-8")
 * saves it, read and written with papaparse. Rows are numbered as the spreadsheet shows them (the header is
 * row 1), so a message points at the row the staff see on screen. The separator is the one that makes the
 * first row name the columns: a comma, or the semicolon of Excel set up for a European language, or a tab.
 */
import Papa from 'papaparse';
import { ToolError, type RowProblem } from './errors.js';
import type { CatalogueRecord } from './rows.js';

/** The seed's four columns, then the optional ones (src/product.ts OPTIONAL_FIELDS): a four-column sheet still imports. */
export const COLUMNS = [
  'id',
  'title',
  'des',
  'img',
  'title_bn',
  'des_bn',
  'price',
  'availability',
  'showrooms',
] as const;
export type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['title', 'des', 'img'];

/** One data row: its number in the spreadsheet and its cells by column (a missing optional column is ''). */
export interface SheetRow {
  row: number;
  cells: Record<Column, string>;
}

export const SAVE_AS_UTF8 =
  'Save it again as "CSV UTF-8": in Excel, File → Save As → "CSV UTF-8 (Comma delimited) (*.csv)"; ' +
  'in Google Sheets, File → Download → "Comma-separated values (.csv)".';

/**
 * The file's text. Refuses what is not UTF-8 (Excel's plain "CSV (Comma delimited)" is the Windows code
 * page, which has no Bengali letters at all, and "Unicode Text" is UTF-16), naming how to save it right.
 */
export function decodeCsv(bytes: Uint8Array, file: string): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new ToolError(`${file} is saved as "Unicode Text" (UTF-16), not as CSV UTF-8. ${SAVE_AS_UTF8}`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ToolError(
      `${file} is not saved as CSV UTF-8 (it looks like Excel's older "CSV (Comma delimited)", which loses ` +
        `Bengali letters). ${SAVE_AS_UTF8}`,
    );
  }
}

const SEPARATORS = [
  { separator: ',', name: 'comma' },
  { separator: ';', name: 'semicolon' },
  { separator: '\t', name: 'tab' },
] as const;
type Separator = (typeof SEPARATORS)[number];

const headerOf = (text: string, separator: string): string[] =>
  (Papa.parse<string[]>(text.split(/\r?\n/, 1)[0] ?? '', { delimiter: separator }).data[0] ?? []).map((name) =>
    name.trim().toLowerCase(),
  );

/** The separator whose first row names the columns; else the one that splits the first row most. */
function separatorOf(text: string): Separator {
  const fits = SEPARATORS.find(({ separator }) => REQUIRED.every((name) => headerOf(text, separator).includes(name)));
  if (fits) return fits;
  return SEPARATORS.reduce((best, s) =>
    headerOf(text, s.separator).length > headerOf(text, best.separator).length ? s : best,
  );
}

/** Parses the text into rows, checking the header; blank rows (every cell empty) are left out. */
export function parseCsv(text: string, file: string): { rows: SheetRow[]; problems: RowProblem[]; columns: string[] } {
  if (/^\ufeff?\s*> /.test(text)) {
    // `npm run catalogue -- export > file.csv` puts npm's own "> showroom@… catalogue" lines first.
    throw new ToolError(
      `${file} starts with npm's command lines, not with the column names. Export it again with ` +
        '--out FILE.csv (or with npm run -s catalogue -- export …).',
    );
  }
  const { separator, name: separatorName } = separatorOf(text);
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: separator, skipEmptyLines: false });
  // The only error papaparse reports with a fixed delimiter is a quote left open, which swallows the rest.
  const quote = errors.find((e) => e.type === 'Quotes');
  if (quote) {
    throw new ToolError(
      `${file}, row ${(quote.row ?? 0) + 1}: a quote (") is opened and never closed, so the rest of the file ` +
        'would be read as one cell. Check that row in the spreadsheet and save it again.',
    );
  }
  const header = (data[0] ?? []).map((name) => name.trim().toLowerCase());
  const example = `Example first row: title,des,img (or id,title,des,img).`;
  if (header.length === 1 && /[^\p{L}\p{N}\s_]/u.test(header[0]!) && !REQUIRED.every((n) => header.includes(n))) {
    // "title|des|img": a separator that is none of the three.
    throw new ToolError(
      `${file}, row 1: the columns are not separated by commas, semicolons or tabs, so the first row reads as ` +
        `one cell ("${header[0]}"). ${SAVE_AS_UTF8}`,
    );
  }
  for (const name of REQUIRED) {
    if (!header.includes(name)) {
      throw new ToolError(`${file}, row 1: no column named "${name}". The first row names the columns. ${example}`);
    }
  }
  const unknown = header.filter((name) => !(COLUMNS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new ToolError(
      `${file}, row 1: unknown column "${unknown[0]}". The columns are title, des and img, and, if wanted, id, ` +
        `title_bn, des_bn, price, availability and showrooms. ${example}`,
    );
  }
  const duplicate = header.find((name, i) => header.indexOf(name) !== i);
  if (duplicate) throw new ToolError(`${file}, row 1: the column "${duplicate}" appears twice. ${example}`);
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
  const rows: SheetRow[] = [];
  const problems: RowProblem[] = [];
  data.slice(1).forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = i + 2;
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) {
      problems.push({
        row,
        text:
          `more cells than columns (${cells.length} cells, ${header.length} columns). A ${separatorName} inside a ` +
          'cell needs the cell in quotes; saving from the spreadsheet does that by itself.',
      });
      return;
    }
    const get = (c: Column) => (index[c] === -1 ? '' : (cells[index[c]] ?? '').trim());
    rows.push({ row, cells: Object.fromEntries(COLUMNS.map((c) => [c, get(c)])) as Record<Column, string> });
  });
  return { rows, problems, columns: header };
}

const BENGALI = /[\u0980-\u09ff]/;
/** The columns of free text, where Excel's plain CSV turns Bengali letters into `?`. */
const TEXT_COLUMNS = ['title', 'des', 'title_bn', 'des_bn'] as const;
type TextColumn = (typeof TEXT_COLUMNS)[number];
/** The text as Excel's plain "CSV (Comma delimited)" writes it where the code page lacks a letter: `?` for it. */
const asCodePage = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[^\0-\x7f]/gu, '?');

/**
 * The text cells (title, des and the Bengali title_bn, des_bn) whose Bengali letters became `?` (Excel's plain CSV on a PC whose code page has no
 * Bengali: the file is then valid UTF-8 and nothing else shows the loss). A cell is such when it is a current
 * product's Bengali text with its letters as `?`, or when it has `??` where the product it keeps had none.
 */
export function lostBengali(
  rows: readonly SheetRow[],
  existing: readonly CatalogueRecord[],
): Array<{ row: number; column: TextColumn; text: string }> {
  const garbled = new Set<string>();
  for (const record of existing)
    for (const field of TEXT_COLUMNS) {
      const text = record[field] ?? '';
      if (BENGALI.test(text)) garbled.add(`${field}\0${asCodePage(text)}`);
    }
  const byId = new Map(existing.map((r) => [r.id, r]));
  const byTitle = new Map(existing.map((r) => [r.title, r]));
  const found: Array<{ row: number; column: TextColumn; text: string }> = [];
  for (const { row, cells } of rows) {
    const kept = (cells.id && byId.get(cells.id)) || byTitle.get(cells.title);
    for (const field of TEXT_COLUMNS) {
      const text = cells[field];
      if (!text.includes('?') || BENGALI.test(text)) continue;
      const asBefore = garbled.has(`${field}\0${asCodePage(text)}`);
      const newRun = /\?\?/.test(text) && !(kept?.[field] ?? '').includes('??');
      if (asBefore || newRun) found.push({ row, column: field, text });
    }
  }
  return found;
}

/** The CSV of `records`, with a BOM so that Excel opens the Bengali text as UTF-8. */
export function toCsv(records: ReadonlyArray<Record<Column, string>>): string {
  return `\ufeff${Papa.unparse({ fields: [...COLUMNS], data: records.map((r) => COLUMNS.map((c) => r[c])) }, { newline: '\r\n' })}\r\n`;
}
