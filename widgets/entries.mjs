// The widgets the build makes an entry for: every folder of widgets/ with a define.ts (folders starting with
// `_` hold shared code). Its own module, so the page build and the tests can list them without loading rollup.
import { existsSync, readdirSync } from 'node:fs';

/** Widget folder names, sorted: each becomes `widgets/<name>.js`. */
export const WIDGETS = readdirSync('widgets', { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(`widgets/${entry.name}/define.ts`),
  )
  .map((entry) => entry.name)
  .sort();
