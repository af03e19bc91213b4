/**
 * `npm run catalogue -- <command>`: the shop's products between a spreadsheet, the site and Firestore.
 *
 *   import FILE.csv --collection Saree [--dry-run] [--yes]   spreadsheet → site/data/catalogue/saree.json
 *   export --collection Saree [--out saree.csv]              site/data/catalogue/saree.json → spreadsheet
 *   push --collection Saree [--prune] [--project ID]         site/data/catalogue/saree.json → Firestore
 *
 * The slips a person makes typing these get one sentence with the command to type instead: a misspelt option,
 * a name with a space not in quotes, and the `--` forgotten after `npm run catalogue`, which makes npm keep the
 * options for itself (npm 11 passes only their values, and sets npm_config_<option> to "true" instead).
 */
import { parseArgs } from 'node:util';
import { collectionOf } from './catalogue-file.js';
import { ToolError, catalogueCommand, npmKeptOptions, runMain } from './errors.js';
import { writeExport } from './export.js';
import { importCsv } from './import.js';
import { isEntry } from './entry.js';

const USAGE = `Usage:
  npm run catalogue -- import FILE.csv --collection Saree [--dry-run] [--yes]
  npm run catalogue -- export --collection Saree [--out saree.csv]
  npm run catalogue -- push --collection Saree [--prune] [--project PROJECT-ID]`;

const OPTIONS = {
  collection: { type: 'string' },
  'dry-run': { type: 'boolean' },
  yes: { type: 'boolean' },
  out: { type: 'string' },
  prune: { type: 'boolean' },
  project: { type: 'string' },
} as const;
type Option = keyof typeof OPTIONS;
const NAMES = Object.keys(OPTIONS) as Option[];

/** Edits (insert, delete, change a letter) from `a` to `b`. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The option a misspelt one most likely means, if any is close. */
function closest(name: string): Option | undefined {
  const [best] = NAMES.map((o) => ({ o, d: distance(name.toLowerCase(), o) })).sort((a, b) => a.d - b.d);
  return best && best.d <= Math.max(1, Math.floor(best.o.length / 3)) ? best.o : undefined;
}

const isCollectionName = (value: string) => {
  try {
    collectionOf(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The options npm took for itself when the `--` after `npm run catalogue` was forgotten: npm 11 sets
 * npm_config_<name> ("true" for `--name value`, whose value it passes on as a plain argument; the value for
 * `--name=value`). Returns the command that was meant, or undefined when npm took none.
 */
function withoutDashes(argv: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  const taken = new Map<Option, string>();
  for (const [key, value] of Object.entries(env)) {
    const match = key.match(/^npm_config_(.+)$/i);
    if (!match || !value) continue;
    const name = match[1]!.toLowerCase().replace(/_/g, '-');
    // `yes` may be set in an .npmrc; alone it says nothing, beside another option it was typed.
    const option = NAMES.includes(name as Option)
      ? (name as Option)
      : value === 'true' && name.length >= 5
        ? closest(name)
        : undefined;
    if (option) taken.set(option, value);
  }
  if (![...taken.keys()].some((o) => o !== 'yes')) return undefined;
  const [command = 'import', ...values] = argv;
  // npm passed the values on in the order typed, after the file of an import: find each option's own.
  const valueOf = (option: Option, prefer: (v: string) => boolean) => {
    const given = taken.get(option)!;
    if (given !== 'true') return given;
    let index = values.findIndex(prefer);
    if (index === -1) index = command === 'import' ? values.length - 1 : 0;
    return values.splice(index, 1)[0] ?? 'VALUE';
  };
  const options: string[] = [];
  for (const option of NAMES) {
    if (!taken.has(option) || (option === 'yes' && taken.get(option) !== 'true')) continue;
    if (OPTIONS[option].type === 'boolean') options.push(`--${option}`);
    else if (option === 'collection') options.push('--collection', valueOf(option, isCollectionName));
    else if (option === 'out')
      options.push(
        '--out',
        valueOf(option, (v) => /\.csv$/i.test(v)),
      );
    else
      options.push(
        `--${option}`,
        valueOf(option, () => true),
      );
  }
  // What is left of an import is its file name, in as many words as an unquoted space split it into.
  const args = [command, ...(command === 'import' && values.length ? [values.join(' ')] : values), ...options];
  return catalogueCommand(args);
}

/** A misspelt option (`--colection`): the command with the option it most likely means. */
function misspelt(argv: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--') break;
    const match = arg.match(/^--?([^=]+)(=.*)?$/);
    if (!match || NAMES.includes(match[1] as Option)) continue;
    const meant = closest(match[1]!);
    if (!meant) return `${arg} is not an option; the options are ${NAMES.map((o) => `--${o}`).join(', ')}.\n${USAGE}`;
    const fixed = [...argv];
    fixed[i] = `--${meant}${match[2] ?? ''}`;
    return `${arg} is not an option: did you mean --${meant}? Type: ${catalogueCommand(fixed)}`;
  }
  return undefined;
}

type Token = ReturnType<typeof parseArgs>['tokens'] extends (infer T)[] | undefined ? T : never;

/**
 * A name with a space typed without quotes arrives as two words (`import My Sarees.csv`, `--collection Men
 * Punjabi`, `--out Saree list.csv`): the sentence saying so, with the command as it should be typed.
 */
function unquoted(argv: readonly string[], tokens: readonly Token[]): string | undefined {
  const words = tokens.flatMap((t) => (t.kind === 'positional' ? [t] : []));
  const [command] = words;
  const fix = (what: string, at: number, loose: number[]) => {
    const name = [argv[at]!, ...loose.map((i) => argv[i]!)].join(' ');
    const fixed = argv.flatMap((arg, i) => (i === at ? [name] : loose.includes(i) ? [] : [arg]));
    return `The ${what} "${name}" has a space, so put it in quotes. Type: ${catalogueCommand(fixed)}`;
  };
  // Words that follow an option's value directly belong to it when they make a name with it.
  for (const t of tokens) {
    if (t.kind !== 'option' || t.inlineValue || t.value === undefined) continue;
    const at = t.index + 1;
    const loose: number[] = [];
    for (let i = at + 1; words.some((w) => w.index === i); i++) loose.push(i);
    if (!loose.length) continue;
    if (t.name === 'collection') {
      for (let n = loose.length; n > 0; n--)
        if (isCollectionName([argv[at], ...loose.slice(0, n).map((i) => argv[i])].join(' ')))
          return fix('collection', at, loose.slice(0, n));
    } else if (t.name === 'out') return fix('file name', at, loose);
  }
  if (command?.value === 'import' && words.length > 2) {
    return fix(
      'file name',
      words[1]!.index,
      words.slice(2).map((w) => w.index),
    );
  }
  return undefined;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const meant = withoutDashes(argv, env);
  if (meant) throw npmKeptOptions('catalogue', meant);
  const typo = misspelt(argv);
  if (typo) throw new ToolError(typo);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, tokens: true, options: OPTIONS });
  } catch (error) {
    throw new ToolError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals, tokens } = parsed;
  const spaced = unquoted(argv, tokens);
  if (spaced) throw new ToolError(spaced);
  const [command, file, ...extra] = positionals;
  if (extra.length) throw new ToolError(`Unexpected "${extra[0]}". ${USAGE}`);
  if (command === 'import') {
    if (!file) throw new ToolError(`Name the CSV file to import.\n${USAGE}`);
    const collection = collectionOf(values.collection);
    const yesCommand = catalogueCommand([...argv.filter((a) => a !== '--dry-run'), '--yes']);
    console.log(await importCsv(file, collection, { dryRun: values['dry-run'], yes: values.yes, yesCommand }));
  } else if (command === 'export') {
    if (file) throw new ToolError(`export takes no file name; use --out ${file}.\n${USAGE}`);
    const written = await writeExport(collectionOf(values.collection), values.out);
    if (written) console.error(`Wrote ${written}.`);
  } else if (command === 'push') {
    const { pushCollection } = await import('./push.js');
    console.log(
      await pushCollection(collectionOf(values.collection), { prune: values.prune, project: values.project }),
    );
  } else {
    throw new ToolError(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
  }
}

if (isEntry(import.meta.url)) runMain(() => main(process.argv.slice(2)));
