/**
 * The spreadsheet side of the catalogue: a CSV as Google Sheets ("Download → CSV") or Excel ("CSV UTF-8")
 * saves it, read and written with papaparse. Rows are numbered as the spreadsheet shows them (the header is
 * row 1), so a message points at the row the staff see on screen.
 */
import Papa from 'papaparse';
import { ToolError } from './errors.js';

export const COLUMNS = ['id', 'title', 'des', 'img'] as const;
export type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['title', 'des', 'img'];

/** One data row: its number in the spreadsheet and its cells by column (a missing optional id is ''). */
export interface SheetRow {
  row: number;
  cells: Record<Column, string>;
}

const SAVE_AS_UTF8 =
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

/** Parses the text into rows, checking the header; blank rows (every cell empty) are left out. */
export function parseCsv(text: string, file: string): SheetRow[] {
  if (/^\ufeff?\s*> /.test(text)) {
    // `npm run catalogue -- export > file.csv` puts npm's own "> showroom@… catalogue" lines first.
    throw new ToolError(
      `${file} starts with npm's command lines, not with the column names. Export it again with ` +
        '--out FILE.csv (or with npm run -s catalogue -- export …).',
    );
  }
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false });
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
  for (const name of REQUIRED) {
    if (!header.includes(name)) {
      throw new ToolError(`${file}, row 1: no column named "${name}". The first row names the columns. ${example}`);
    }
  }
  const unknown = header.filter((name) => !(COLUMNS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new ToolError(
      `${file}, row 1: unknown column "${unknown[0]}". The columns are id (optional), title, des and img. ${example}`,
    );
  }
  const duplicate = header.find((name, i) => header.indexOf(name) !== i);
  if (duplicate) throw new ToolError(`${file}, row 1: the column "${duplicate}" appears twice. ${example}`);
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
  const rows: SheetRow[] = [];
  data.slice(1).forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = i + 2;
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) {
      throw new ToolError(
        `${file}, row ${row}: more cells than columns (${cells.length} cells, ${header.length} columns). ` +
          'A comma inside a cell needs the cell in quotes; saving from the spreadsheet does that by itself.',
      );
    }
    const get = (c: Column) => (index[c] === -1 ? '' : (cells[index[c]] ?? '').trim());
    rows.push({ row, cells: { id: get('id'), title: get('title'), des: get('des'), img: get('img') } });
  });
  return rows;
}

/** The CSV of `records`, with a BOM so that Excel opens the Bengali text as UTF-8. */
export function toCsv(records: ReadonlyArray<Record<Column, string>>): string {
  return `\ufeff${Papa.unparse({ fields: [...COLUMNS], data: records.map((r) => COLUMNS.map((c) => r[c])) }, { newline: '\r\n' })}\r\n`;
}
