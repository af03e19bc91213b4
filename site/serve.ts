import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor } from './headers.js';
import { REDIRECTS } from './routes.js';

export interface ServeOptions {
  root?: string;
  port?: number;
  host?: string;
  /** Send the Content-Security-Policy header (default true; tests turn it off to prove safety without it). */
  csp?: boolean;
}

/**
 * Serves the built site: clean URLs (/saree → saree/index.html), the case
 * redirects, precompressed brotli/gzip files, the shared headers, and the
 * site's 404 page. Resolves once listening.
 */
export async function startServer({
  root = 'dist/site',
  port = 8080,
  host = '127.0.0.1',
  csp = true,
}: ServeOptions = {}): Promise<{
  server: Server;
  url: string;
}> {
  const notFoundPage = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  const notFound = notFoundPage(path.join(root, '404.html')) ?? Buffer.from('Not found');
  // An unknown path under /bn/ gets the Bengali 404 page.
  const notFoundBn = notFoundPage(path.join(root, 'bn', '404.html')) ?? notFound;
  const files = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(pathname))) {
        if (csp || name !== 'Content-Security-Policy') res.setHeader(name, value);
      }
    },
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const trimmed = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const target = REDIRECTS[trimmed];
    if (target) {
      res.writeHead(301, { Location: `${target}${url.search}` }).end();
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', ...headersFor(url.pathname) });
      res.end(url.pathname.startsWith('/bn/') ? notFoundBn : notFound);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await startServer({ port });
  console.log(`Showroom is running at ${url}/  (Ctrl+C to stop)`);
}
