import { createServer } from 'node:net';

/** Below every system's ephemeral range (Linux 32768–60999, macOS and Windows 49152–65535). */
const FIRST = 20000;
const LAST = 32000;

/** Whether a server can listen on `port` of 127.0.0.1 now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port of 127.0.0.1 that is free now, for a server that another program opens from its number (the Hosting and
 * Firestore emulators). Picked below the ephemeral range, where the system never hands out a port by itself: a
 * port from `listen(0)` comes from that range, and on a busy machine (a test run's servers, browsers and their
 * connections) another program could take it before the emulator had started ("Port … is not open", a failed run).
 */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}

/** `count` different free ports (see freePort). */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  for (let attempt = 0; attempt < 100 * count && ports.size < count; attempt++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (!ports.has(port) && (await canListen(port))) ports.add(port);
  }
  if (ports.size < count) throw new Error(`no ${count} free ports of 127.0.0.1 between ${FIRST} and ${LAST}`);
  return [...ports];
}
