import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { startServer } from '../../site/serve.js';

/** Serves the built site (npm run build) on a free loopback port. */
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
