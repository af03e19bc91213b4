import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { startServer } from '../../site/server/serve.js';

/** Serves the built site; `csp: false` drops the Content-Security-Policy (to prove rendering is safe without it). */
export async function serveSite(options: { csp?: boolean } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const root = process.env.SHOP_DIST ?? 'dist/site';
  if (!existsSync(`${root}/widgets/shop.js`)) throw new Error(`${root} is not built: run \`npm run build\` first`);
  const { server, url } = await startServer({ root, port: 0, csp: options.csp ?? true });
  return { url, close: () => closeServer(server) };
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Holds the server's answers to the paths that start with `prefix` until `release()`, as a weak signal holds a
 * picture; `received` resolves once one such request has come.
 */
export function holdRequests(server: Server, prefix: string): { received: Promise<void>; release(): void } {
  const [answer] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  const held: (() => void)[] = [];
  let holding = true;
  let received!: () => void;
  const firstReceived = new Promise<void>((resolve) => (received = resolve));
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!holding || !req.url?.startsWith(prefix)) return answer!(req, res);
    held.push(() => answer!(req, res));
    received();
  });
  return {
    received: firstReceived,
    release() {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}
