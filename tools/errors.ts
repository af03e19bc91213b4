/** A problem the staff can fix: the command prints its message alone (no stack) and exits with 1. */
export class ToolError extends Error {
  override name = 'ToolError';
}

/** Runs a command's main function: a ToolError prints as plain words, anything else with its stack. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ToolError ? error.message : error);
    process.exitCode = 1;
  });
}
