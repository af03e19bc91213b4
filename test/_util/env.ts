import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** CI must never go green with a suite skipped for a missing tool. */
export const IN_CI = process.env.CI === 'true';

/** Finds a program on PATH. */
export function which(name: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Explains why a suite cannot run: a printed skip on a developer's machine,
 * a failure under CI=true.
 */
export function missing(what: string, how: string): string {
  const message = `${what} is not installed: ${how}`;
  if (IN_CI) throw new Error(`${message} (CI=true: a missing ${what} fails the run)`);
  console.log(`\n  SKIPPED: ${message}\n`);
  return message;
}

export { existsSync };
