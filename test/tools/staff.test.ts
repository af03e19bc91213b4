import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ToolError } from '../../tools/errors.js';
import { main } from '../../tools/staff.js';

/*
 * `npm run staff` stops before Firestore when what was typed cannot be right, with what is wrong and the command
 * to type. The commands that reach Firestore: test/firestore/staff.test.ts.
 */
const test = suite('npm run staff: what was typed');

/** The message main() stops with for `args` (typed after `npm run staff --`). */
async function stops(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const error = await main(args, env).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.instance(error, ToolError, `${args.join(' ')} should stop`);
  return (error as ToolError).message;
}

const USAGE = [
  'Usage:',
  '  npm run staff -- add EMAIL [--owner] [--project PROJECT-ID]',
  '  npm run staff -- remove EMAIL [--project PROJECT-ID]',
  '  npm run staff -- list [--project PROJECT-ID]',
].join('\n');

const CASES: Array<[string[], string]> = [
  [
    ['add', 'rina.gmail.com'],
    '"rina.gmail.com" is not an e-mail address: it has no @. Type the address the person signs in with, for ' +
      'example: npm run staff -- add name@gmail.com',
  ],
  [
    ['add', 'rina @gmail.com'],
    '"rina @gmail.com" is not an e-mail address: it has a space in it. Type: npm run staff -- add rina@gmail.com',
  ],
  [
    ['add', 'rina@gmail'],
    '"rina@gmail" is not an e-mail address: after the @ it needs the whole domain, such as gmail.com. For ' +
      'example: npm run staff -- add name@gmail.com',
  ],
  [
    ['add', 'Rina@Gmail.com.', '--owner'],
    '"Rina@Gmail.com." is not an e-mail address as written. Type: npm run staff -- add rina@gmail.com --owner',
  ],
  [
    ['remove', '<rina@gmail.com>'],
    '"<rina@gmail.com>" is not an e-mail address as written. Type: npm run staff -- remove rina@gmail.com',
  ],
  [
    ['add', 'mailto:rina@gmail.com'],
    '"mailto:rina@gmail.com" is not an e-mail address as written. Type: npm run staff -- add rina@gmail.com',
  ],
  [
    ['add', '@gmail.com'],
    '"@gmail.com" is not an e-mail address: it has nothing before the @. For example: npm run staff -- add name@gmail.com',
  ],
  [
    ['add', 'rina@gmail.com,tapas@gmail.com'],
    '"rina@gmail.com,tapas@gmail.com" is not an e-mail address: it has more than one @. Add one address at a ' +
      'time: npm run staff -- add name@gmail.com',
  ],
  [
    ['add', 'shop/rina@gmail.com'],
    '"shop/rina@gmail.com" is not an e-mail address: after the @ it needs the whole domain, such as gmail.com. ' +
      'For example: npm run staff -- add name@gmail.com',
  ],
  [
    ['add', 'rina@gmail.com', 'tapas@gmail.com'],
    'One address at a time: npm run staff -- add rina@gmail.com, then the next.',
  ],
  [['add'], 'Say whose address: npm run staff -- add name@gmail.com'],
  [['add', '--owner'], 'Say whose address: npm run staff -- add name@gmail.com --owner'],
  [['remove', 'rina@gmail.com', '--owner'], 'remove takes no --owner. Type: npm run staff -- remove rina@gmail.com'],
  [['list', 'rina@gmail.com'], `list takes no address.\n${USAGE}`],
  [[], USAGE],
  [['delete', 'rina@gmail.com'], `Unknown command "delete".\n${USAGE}`],
  [
    ['add', 'rina@gmail.com', '--admin'],
    `--admin is not an option of npm run staff; its options are --owner and --project.\n${USAGE}`,
  ],
  [
    ['add', 'rina@gmail.com', '--Owner'],
    '--Owner is not an option: did you mean --owner? Type: npm run staff -- add rina@gmail.com --owner',
  ],
  [
    ['list', '--project-id', 'shop-nadia'],
    '--project-id is not an option: did you mean --project? Type: npm run staff -- list --project shop-nadia',
  ],
  [
    ['add', 'rina@gmail.com', '--project'],
    "--project needs the project's id after it. Type: npm run staff -- add rina@gmail.com --project PROJECT-ID",
  ],
];

for (const [args, message] of CASES) {
  test(`npm run staff -- ${args.join(' ')}: says what to type, touches nothing`, async () => {
    assert.is(await stops(args), message);
  });
}

test('the -- forgotten (npm keeps --owner and --project): says the command to type instead', async () => {
  const said = await stops(['add', 'rina@gmail.com', 'shop-nadia'], {
    npm_config_owner: 'true',
    npm_config_project: 'true',
  });
  assert.is(
    said,
    'npm kept the options for itself because there is no -- after "npm run staff", so nothing was done. ' +
      'Type: npm run staff -- add rina@gmail.com --owner --project shop-nadia',
  );
});

test.run();
