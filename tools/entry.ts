/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the script Node was started with. The URL is
 * percent-encoded and the path is not, so comparing it with `file://${process.argv[1]}` is false in a folder
 * whose name has a space or a Bengali letter, and always false on Windows: the command then did nothing.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function isEntry(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  let resolved = script;
  try {
    // A linked folder (or tsx's own resolution) can leave argv naming the link; the module URL names the file.
    resolved = realpathSync(script);
  } catch {
    // A script that no longer exists on disk: compare the path as given.
  }
  return moduleUrl === pathToFileURL(script).href || moduleUrl === pathToFileURL(resolved).href;
}
