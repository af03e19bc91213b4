/**
 * `npm run deploy [-- --project PROJECT-ID]`: checks the shop's files, builds, checks the built site on
 * Firebase's Hosting emulator, and only then publishes it to Firebase Hosting. Any failed step stops it with
 * nothing published. The project is --project, else the one chosen with `npm run firebase -- use --add`
 * (.firebaserc). Logging in is the Firebase CLI's own (`npm run firebase -- login`, once per computer).
 * It refuses at once while the shop config has sample values (src/config/sample.ts), unless given
 * --allow-sample (a test project).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { OUT, build, loadShopConfig, shopConfigFile } from '../site/build/build.js';
import { describeSampleValues, sampleValues } from '../src/config/sample.js';
import { explain } from '../site/build/problems.js';
import { check } from './check.js';
import { ToolError } from './errors.js';
import { SIGN_IN_FIRST, ensureFirebaseTools, firebase, signedIn } from './firebase-tools.js';
import { checkOnHostingEmulator } from './hosting-check.js';
import { isEntry } from './entry.js';

const NOTHING = 'Nothing was published.';

function project(given: string | undefined): string {
  if (given) return given;
  if (existsSync('.firebaserc')) {
    const rc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as { projects?: { default?: string } };
    if (rc.projects?.default) return rc.projects.default;
  }
  throw new ToolError(
    `Which Firebase project? Choose it once with \`npm run firebase -- use --add\`, or add --project YOUR-PROJECT-ID. ${NOTHING}`,
  );
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  console.log(`\n${name} …`);
  try {
    return await run();
  } catch (error) {
    throw new ToolError(`${error instanceof ToolError ? error.message : explain(error)}\n${name} failed. ${NOTHING}`);
  }
}

/** The shop's made-up sample details never go online by accident: only a test project, with --allow-sample. */
async function refuseSampleValues(allowed: boolean | undefined): Promise<void> {
  const samples = sampleValues(await loadShopConfig());
  if (samples.length === 0 || allowed) return;
  throw new ToolError(
    `${describeSampleValues(shopConfigFile(), samples)}\n\nThe site would go online with these made-up details ` +
      `(its WhatsApp previews, links and sitemap would point at them). Replace them and run npm run deploy again; ` +
      `for a test project only, run npm run deploy -- --allow-sample.`,
  );
}

export async function deploy(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { project: { type: 'string' }, 'allow-sample': { type: 'boolean' } },
  });
  const id = project(values.project);
  console.log(
    await step('Checking the shop files', async () => {
      await refuseSampleValues(values['allow-sample']);
      return check();
    }),
  );
  await step('Building the site', build);
  if (!ensureFirebaseTools()) throw new ToolError(`firebase-tools could not be installed. ${NOTHING}`);
  const hosting = await step('Checking the site on the Firebase Hosting emulator', () => checkOnHostingEmulator(OUT));
  if (!hosting.ok) throw new ToolError(`${hosting.output}\nThe Hosting check failed. ${NOTHING}`);
  console.log(hosting.output.split('\n').find((line) => line.startsWith('Firebase Hosting emulator serves')));
  console.log(`\nPublishing to Firebase Hosting, project ${id} …`);
  if ((await firebase(['deploy', '--only', 'hosting', '--project', id])) !== 0) {
    const why = signedIn() ? 'see the lines above.' : SIGN_IN_FIRST;
    throw new ToolError(`Publishing failed: ${why} The site online is as it was.`);
  }
}

if (isEntry(import.meta.url)) {
  // An explicit exit, as the build's own: a failed rollup run can leave its TypeScript plugin holding the process.
  deploy(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof ToolError ? error.message : error);
      process.exit(1);
    },
  );
}
