/**
 * `npm run catalogue -- <command>`: the shop's products between a spreadsheet, the site and Firestore.
 *
 *   import FILE.csv --collection Saree [--dry-run]   spreadsheet → site/catalogue/saree.json
 *   export --collection Saree [--out saree.csv]      site/catalogue/saree.json → spreadsheet
 *   push --collection Saree [--prune] [--project ID] site/catalogue/saree.json → Firestore
 */
import { parseArgs } from 'node:util';
import { collectionOf } from './catalogue-file.js';
import { ToolError, runMain } from './errors.js';
import { writeExport } from './export.js';
import { importCsv } from './import.js';
import { isEntry } from './entry.js';

const USAGE = `Usage:
  npm run catalogue -- import FILE.csv --collection Saree [--dry-run]
  npm run catalogue -- export --collection Saree [--out saree.csv]
  npm run catalogue -- push --collection Saree [--prune] [--project PROJECT-ID]`;

export async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        collection: { type: 'string' },
        'dry-run': { type: 'boolean' },
        out: { type: 'string' },
        prune: { type: 'boolean' },
        project: { type: 'string' },
      },
    });
  } catch (error) {
    throw new ToolError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, file, ...extra] = positionals;
  if (extra.length) throw new ToolError(`Unexpected "${extra[0]}". ${USAGE}`);
  if (command === 'import') {
    if (!file) throw new ToolError(`Name the CSV file to import.\n${USAGE}`);
    console.log(await importCsv(file, collectionOf(values.collection), { dryRun: values['dry-run'] }));
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
