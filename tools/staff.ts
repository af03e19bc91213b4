/**
 * `npm run staff -- <command>`: who may change the shop's data in the shop manager (Firestore `staff/{email}`).
 *
 *   add EMAIL [--owner] [--project ID]   put a person on the staff list (as owner with --owner), or change their role
 *   remove EMAIL [--project ID]           take a person off the list
 *   list [--project ID]                   everyone on the list, owners first
 *
 * Addresses are kept lower-cased, as the rules look them up; a mistyped one stops here with what to type, before
 * Firestore is reached (tools/staff-list.ts does the writing).
 */
import { parseArgs } from 'node:util';
import { ToolError, npmKeptOptions, runMain, staffCommand } from './errors.js';
import { isEntry } from './entry.js';

const USAGE = `Usage:
  npm run staff -- add EMAIL [--owner] [--project PROJECT-ID]
  npm run staff -- remove EMAIL [--project PROJECT-ID]
  npm run staff -- list [--project PROJECT-ID]`;

const OPTIONS = { owner: { type: 'boolean' }, project: { type: 'string' } } as const;

/**
 * The address as the staff list keeps it (trimmed, lower-cased), or a ToolError saying what is wrong with it and
 * the command to type. `args` is the command as typed, to show it with the address fixed where that is clear.
 */
export function staffEmail(typed: string, args: readonly string[]): string {
  const email = typed.trim().toLowerCase();
  const retype = (fixed: string) => staffCommand(args.map((a) => (a === typed ? fixed : a)));
  const example = staffCommand(args.map((a) => (a === typed ? 'name@gmail.com' : a)));
  const not = `"${typed}" is not an e-mail address`;
  const stripped = email
    .replace(/^mailto:/, '')
    .replace(/^<(.*)>$/, '$1')
    .replace(/[.,;]+$/, '');
  if (stripped !== email && isEmail(stripped)) return fail(`${not} as written. Type: ${retype(stripped)}`);
  if (!email.includes('@'))
    return fail(`${not}: it has no @. Type the address the person signs in with, for example: ${example}`);
  if (email.split('@').length > 2) return fail(`${not}: it has more than one @. Add one address at a time: ${example}`);
  if (/\s/.test(email)) {
    const joined = email.replace(/\s+/g, '');
    return fail(
      `${not}: it has a space in it.${isEmail(joined) ? ` Type: ${retype(joined)}` : ` For example: ${example}`}`,
    );
  }
  if (email.startsWith('@')) return fail(`${not}: it has nothing before the @. For example: ${example}`);
  if (!isEmail(email))
    return fail(`${not}: after the @ it needs the whole domain, such as gmail.com. For example: ${example}`);
  return email;
}

function isEmail(text: string): boolean {
  // The rules' own test of a staff entry's name (no "/", which would make it a path in Firestore).
  return /^[^@\s/]+@[^@\s/]+\.[^@\s/.]+$/.test(text) && !/\.\./.test(text);
}

function fail(message: string): never {
  throw new ToolError(message);
}

/**
 * The options npm took for itself because the `--` after `npm run staff` was forgotten (npm 11 sets
 * npm_config_<name>: "true" for `--owner`, and for `--project ID`, whose ID it passes on as a plain argument).
 */
function withoutDashes(argv: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  const owner = env.npm_config_owner;
  const project = env.npm_config_project;
  if (!owner && !project) return undefined;
  const words = [...argv];
  const options: string[] = [];
  if (owner) options.push('--owner');
  if (project) options.push('--project', project === 'true' ? (words.pop() ?? 'PROJECT-ID') : project);
  return staffCommand([...words, ...options]);
}

/** An option this command does not have (`--admin`, `--Owner`): what it has, or the one that was meant. */
function unknownOption(argv: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    const match = arg.match(/^--?([^=]*)(=.*)?$/);
    if (!match || match[1] === 'owner' || match[1] === 'project') continue;
    const name = match[1]!.toLowerCase();
    const meant = /^owners?$/.test(name) ? 'owner' : /^projects?(-?id)?$/.test(name) ? 'project' : undefined;
    if (meant)
      return `${arg} is not an option: did you mean --${meant}? Type: ${staffCommand(argv.map((a, j) => (j === i ? `--${meant}${match[2] ?? ''}` : a)))}`;
    return `${arg} is not an option of npm run staff; its options are --owner and --project.\n${USAGE}`;
  }
  return undefined;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const meant = withoutDashes(argv, env);
  if (meant) throw npmKeptOptions('staff', meant);
  const typo = unknownOption(argv);
  if (typo) throw new ToolError(typo);
  const at = argv.indexOf('--project');
  if (at !== -1 && (at === argv.length - 1 || argv[at + 1]!.startsWith('-')))
    throw new ToolError(
      `--project needs the project's id after it. Type: ${staffCommand([...argv.slice(0, at + 1), 'PROJECT-ID', ...argv.slice(at + 1)])}`,
    );
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new ToolError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, typed, ...extra] = positionals;
  if (command === 'list') {
    if (typed) throw new ToolError(`list takes no address.\n${USAGE}`);
    const { listStaff } = await import('./staff-list.js');
    console.log(await listStaff(values.project));
    return;
  }
  if (command !== 'add' && command !== 'remove')
    throw new ToolError(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
  if (!typed)
    throw new ToolError(
      `Say whose address: ${staffCommand([command, 'name@gmail.com', ...(values.owner ? ['--owner'] : [])])}`,
    );
  if (extra.length)
    throw new ToolError(
      `One address at a time: ${staffCommand(argv.filter((a) => !extra.includes(a)))}, then the next.`,
    );
  const email = staffEmail(typed, argv);
  if (command === 'remove' && values.owner)
    throw new ToolError(`remove takes no --owner. Type: ${staffCommand(['remove', email])}`);
  const { addStaff, removeStaff } = await import('./staff-list.js');
  console.log(
    command === 'add'
      ? await addStaff(email, values.owner ? 'owner' : 'staff', values.project)
      : await removeStaff(email, values.project),
  );
}

if (isEntry(import.meta.url)) runMain(() => main(process.argv.slice(2)));
