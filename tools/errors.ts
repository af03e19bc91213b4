/** A problem the staff can fix: the command prints its message alone (no stack) and exits with 1. */
export class ToolError extends Error {
  override name = 'ToolError';
}

/** One thing wrong in a spreadsheet: its row as the spreadsheet numbers it, the column when there is one. */
export interface RowProblem {
  row: number;
  column?: string;
  text: string;
}

/** Problems listed in one message: a sheet with ten mistakes is fixed in one round trip, not ten. */
export const LISTED_PROBLEMS = 50;

/** Every problem of `file`, in row order, as one ToolError (the first 50, then how many more). */
export function rowProblems(file: string, problems: readonly RowProblem[]): ToolError {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const rows = new Set(sorted.map((p) => p.row)).size;
  const lines = sorted
    .slice(0, LISTED_PROBLEMS)
    .map((p) => `Row ${p.row}${p.column ? `, column ${p.column}` : ''}: ${p.text}`);
  if (sorted.length > LISTED_PROBLEMS) lines.push(`… and ${sorted.length - LISTED_PROBLEMS} more.`);
  const head = `${file}: ${rows === 1 ? '1 row needs' : `${rows} rows need`} fixing. Nothing was changed.`;
  const tail = 'Fix these cells in the spreadsheet, save it as CSV UTF-8 again and import it again.';
  return new ToolError([head, ...lines, tail].join('\n'));
}

/** An argument as the staff should type it: in double quotes when it has a space or a sign the shell reads. */
export const quoteArg = (arg: string): string => (/^[\p{L}\p{N}\p{M}._\-/:=@+,]+$/u.test(arg) ? arg : `"${arg}"`);

/** The exact `npm run catalogue -- …` command for `args`, to print after "type:". */
export const catalogueCommand = (args: readonly string[]): string =>
  ['npm run catalogue --', ...args.map(quoteArg)].join(' ');

/** The exact `npm run staff -- …` command for `args`, to print after "type:". */
export const staffCommand = (args: readonly string[]): string => ['npm run staff --', ...args.map(quoteArg)].join(' ');

/** What to say when npm took a command's options for itself (no `--` after `npm run <script>`): `meant` is the command to type. */
export const npmKeptOptions = (script: string, meant: string): ToolError =>
  new ToolError(
    `npm kept the options for itself because there is no -- after "npm run ${script}", so nothing was done. Type: ${meant}`,
  );

/** Runs a command's main function: a ToolError prints as plain words, anything else with its stack. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ToolError ? error.message : error);
    process.exitCode = 1;
  });
}
