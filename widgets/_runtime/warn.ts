const said = new Set<string>();

/** Logs a console error once per distinct message (a re-render must not flood the console). */
export function errorOnce(message: string): void {
  if (said.has(message)) return;
  said.add(message);
  console.error(message);
}

/** Logs a console warning once per distinct message. */
export function warnOnce(message: string): void {
  if (said.has(message)) return;
  said.add(message);
  console.warn(message);
}
